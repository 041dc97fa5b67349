import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints, DONE, emailVerificationEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route, type EndpointRequest } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { resendVerification, verificationStatus, verifyEmail } from './service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Both paths take the same body: one handler serves them.
  const verify = async (req: EndpointRequest<typeof e.verifyEmail | typeof accountEndpoints.verifyAccountEmail>) => {
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'verify', me.id);
    const user = await verifyEmail(ctx, me, req.body.code);
    return { data: { success: true as const, message: DONE.EMAIL_VERIFIED, user: toUserDto(user) } };
  };

  route(app, e.verifyEmail, verify);
  // The account screen's path for the same action (docs/accounts-and-sign-in.md#calls).
  route(app, accountEndpoints.verifyAccountEmail, verify);

  route(app, e.resendVerificationCode, async (req) => {
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'resend', me.id);
    await resendVerification(ctx, me);
    return { data: { success: true as const, message: DONE.CODE_RESENT } };
  });

  route(app, e.getVerificationStatus, async (req) => ({ data: await verificationStatus(ctx, currentUser(req)) }));
};
