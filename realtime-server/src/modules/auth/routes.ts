import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONE,
  ZAuthResponse,
  ZChangeEmailBody,
  ZChangeEmailResponse,
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
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit, enforceSignInLimit } from '../../plugins/route-limits.ts';
import { cookieFromHeader, DEVICE_COOKIE, deviceCookieHeader } from './device-cookie.ts';
import * as auth from './service.ts';
import { rememberDevice, trustedDevice, warnOfSignInGuesses } from './sign-in-guard.ts';
import { signedInAs, signInResponse } from './sign-in.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Authentication'];
  const secured = { onRequest: app.authenticate };
  const secureCookies = ctx.config.publicUrl.startsWith('https:');

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        operationId: 'signIn',
        errors: [401, 429],
        tags,
        body: ZLoginBody,
        response: { 200: ZEnvelope(ZAuthResponse) },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      const device = await trustedDevice(ctx, cookieFromHeader(req.headers.cookie, DEVICE_COOKIE), email);
      await enforceSignInLimit(ctx, req, email, device?.deviceId ?? null, () => warnOfSignInGuesses(ctx, email));
      const user = await auth.login(ctx, req.body);
      reply.header('set-cookie', deviceCookieHeader(rememberDevice(ctx, user, device), secureCookies));
      return { data: signInResponse(app, user) };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Create a client account',
        operationId: 'signUp',
        errors: [403, 409, 429],
        tags,
        body: ZRegisterBody,
        response: { 201: ZEnvelope(ZAuthResponse) },
      },
    },
    async (req, reply) => {
      await enforceRateLimit(ctx, req, 'register');
      const user = await auth.register(ctx, req.body);
      // Signing up signs this browser in: it is remembered as the owner's device from now on.
      reply.header('set-cookie', deviceCookieHeader(rememberDevice(ctx, user, null), secureCookies));
      return reply.code(201).send({ data: signInResponse(app, user) });
    },
  );

  app.get(
    '/api/auth/me',
    {
      ...secured,
      schema: {
        summary: 'Read the signed-in user',
        operationId: 'getCurrentUser',
        tags,
        response: { 200: ZEnvelope(ZMeResponse) },
      },
    },
    async (req) => {
      return { data: signedInAs(currentUser(req)) };
    },
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      schema: {
        summary: 'Email a password reset link',
        operationId: 'requestPasswordReset',
        errors: [429],
        tags,
        body: ZRequestPasswordResetBody,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'password-reset', req.body.email);
      await auth.requestPasswordReset(ctx, req.body.email);
      return {
        data: {
          success: true as const,
          message: DONE.PASSWORD_RESET_REQUESTED,
        },
      };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        operationId: 'resetPassword',
        errors: [429],
        tags,
        body: ZResetPasswordBody,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'reset-password');
      await auth.resetPassword(ctx, req.body.token, req.body.newPassword);
      return { data: { success: true as const, message: DONE.PASSWORD_RESET } };
    },
  );

  app.post(
    '/api/auth/change-email',
    {
      ...secured,
      schema: {
        summary: "Change the account's email address",
        operationId: 'changeEmail',
        errors: [409, 429],
        tags,
        body: ZChangeEmailBody,
        response: { 200: ZEnvelope(ZChangeEmailResponse) },
      },
    },
    async (req) => {
      const me = currentUser(req);
      await enforceRateLimit(ctx, req, 'change-email', me.id);
      const user = await auth.changeEmail(ctx, me, req.body);
      return {
        data: {
          success: true as const,
          message: DONE.EMAIL_CHANGED,
          token: app.signToken(user),
          user: toUserDto(user),
        },
      };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      ...secured,
      schema: {
        summary: 'Change the password and sign out other devices',
        operationId: 'changePassword',
        errors: [429],
        tags,
        body: ZChangePasswordBody,
        response: { 200: ZEnvelope(ZTokenRefresh) },
      },
    },
    async (req) => {
      const me = currentUser(req);
      await enforceRateLimit(ctx, req, 'change-password', me.id);
      const user = await auth.changePassword(ctx, me, req.body);
      return {
        data: {
          success: true as const,
          message: DONE.PASSWORD_CHANGED,
          token: app.signToken(user),
          user: toUserDto(user),
        },
      };
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      ...secured,
      schema: {
        summary: 'Delete the account',
        operationId: 'deleteAccount',
        errors: [429],
        tags,
        body: ZDeleteAccountBody,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      const me = currentUser(req);
      await enforceRateLimit(ctx, req, 'delete-account', me.id);
      await auth.deleteAccount(ctx, me, req.body.password);
      return {
        data: {
          success: true as const,
          message: DONE.ACCOUNT_DELETED,
        },
      };
    },
  );
};
