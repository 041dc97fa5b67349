import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthResponse,
  ZChangeEmailBody,
  ZChangePasswordBody,
  ZDeleteAccountBody,
  ZEnvelope,
  ZLoginBody,
  ZMeResponse,
  ZOk,
  ZRegisterBody,
  ZRequestPasswordResetBody,
  ZResetPasswordBody,
  ZTokenRefresh,
  ZUser,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import * as auth from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const authResponse = (user: UserRow) => ({
    user: toUserDto(user),
    token: app.signToken(user),
    requiresEmailVerification: !user.emailVerified,
  });
  const tags = ['Authentication'];
  const secured = { preHandler: app.authenticate };

  app.post(
    '/api/auth/login',
    { schema: { tags, body: ZLoginBody, response: { 200: ZEnvelope(ZAuthResponse) } } },
    async (req) => {
      await enforceRateLimit(ctx, req, 'login', req.body.email);
      return { data: authResponse(await auth.login(ctx, req.body)) };
    },
  );

  app.post(
    '/api/auth/register',
    { schema: { tags, body: ZRegisterBody, response: { 201: ZEnvelope(ZAuthResponse) } } },
    async (req, reply) => {
      await enforceRateLimit(ctx, req, 'register');
      const user = await auth.register(ctx, req.body);
      return reply.code(201).send({ data: authResponse(user) });
    },
  );

  app.get('/api/auth/me', { ...secured, schema: { tags, response: { 200: ZEnvelope(ZMeResponse) } } }, async (req) => {
    const user = currentUser(req);
    return { data: { user: toUserDto(user), requiresEmailVerification: !user.emailVerified } };
  });

  app.post(
    '/api/auth/request-password-reset',
    { schema: { tags, body: ZRequestPasswordResetBody, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      await enforceRateLimit(ctx, req, 'password-reset', req.body.email);
      await auth.requestPasswordReset(ctx, req.body.email);
      return {
        data: {
          success: true as const,
          message: 'If an account exists for that email, we have sent a link to reset the password.',
        },
      };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ZResetPasswordBody, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      await enforceRateLimit(ctx, req, 'reset-password');
      await auth.resetPassword(ctx, req.body.token, req.body.newPassword);
      return { data: { success: true as const, message: 'Your password has been reset. You can now sign in.' } };
    },
  );

  app.post(
    '/api/auth/change-email',
    {
      ...secured,
      schema: {
        tags,
        body: ZChangeEmailBody,
        response: { 200: ZEnvelope(z.object({ success: z.literal(true), message: z.string(), user: ZUser })) },
      },
    },
    async (req) => {
      const user = await auth.changeEmail(ctx, currentUser(req), req.body);
      return {
        data: {
          success: true as const,
          message: 'Email changed. We sent a verification code to your new address.',
          user: toUserDto(user),
        },
      };
    },
  );

  app.post(
    '/api/auth/change-password',
    { ...secured, schema: { tags, body: ZChangePasswordBody, response: { 200: ZEnvelope(ZTokenRefresh) } } },
    async (req) => {
      const me = currentUser(req);
      await enforceRateLimit(ctx, req, 'change-password', me.id);
      const user = await auth.changePassword(ctx, me, req.body);
      return {
        data: {
          success: true as const,
          message: 'Password changed. Other devices have been signed out.',
          token: app.signToken(user),
          user: toUserDto(user),
        },
      };
    },
  );

  app.post(
    '/api/auth/delete-account',
    { ...secured, schema: { tags, body: ZDeleteAccountBody, response: { 200: ZEnvelope(ZOk) } } },
    async (req) => {
      await auth.deleteAccount(ctx, currentUser(req), req.body.password);
      return {
        data: {
          success: true as const,
          message: 'Your account was deleted. Your personal data will be removed within 30 days.',
        },
      };
    },
  );
};
