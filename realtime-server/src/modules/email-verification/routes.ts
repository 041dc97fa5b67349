import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DONE, ZEnvelope, ZOk, ZVerificationStatus, ZVerifyEmailBody, ZVerifyEmailResponse } from '@coach/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { resendVerification, verificationStatus, verifyEmail } from './service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Email verification'];
  const verifySchema = { tags, body: ZVerifyEmailBody, response: { 200: ZEnvelope(ZVerifyEmailResponse) } };
  const verify = async (req: FastifyRequest) => {
    const { code } = req.body as { code: string };
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'verify', me.id);
    const user = await verifyEmail(ctx, me, code);
    return { data: { success: true as const, message: DONE.EMAIL_VERIFIED, user: toUserDto(user) } };
  };

  app.post(
    '/api/email/verify',
    {
      onRequest: app.authenticate,
      schema: {
        ...verifySchema,
        summary: 'Verify the email address with the emailed code',
        operationId: 'verifyEmail',
        errors: [429],
      },
    },
    verify,
  );
  // The account screen's path for the same action (spec 02 §7 Account).
  app.post(
    '/api/account/verify-email',
    {
      onRequest: app.authenticate,
      schema: {
        ...verifySchema,
        summary: 'Verify the email address with the emailed code (account screen)',
        operationId: 'verifyAccountEmail',
        errors: [429],
        tags: ['Account'],
      },
    },
    verify,
  );

  app.post(
    '/api/email/resend-verification',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Send a new verification code',
        operationId: 'resendVerificationCode',
        errors: [400, 429],
        tags,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      const me = currentUser(req);
      await enforceRateLimit(ctx, req, 'resend', me.id);
      await resendVerification(ctx, me);
      return { data: { success: true as const, message: DONE.CODE_RESENT } };
    },
  );

  app.get(
    '/api/email/verification-status',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Read whether the email address is verified',
        operationId: 'getVerificationStatus',
        tags,
        response: { 200: ZEnvelope(ZVerificationStatus) },
      },
    },
    async (req) => ({ data: await verificationStatus(ctx, currentUser(req)) }),
  );
};
