import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as e, DONE } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { enforceRateLimit, enforceSignInLimit } from '../../plugins/route-limits.ts';
import { cookieFromHeader, DEVICE_COOKIE, deviceCookieHeader } from './device-cookie.ts';
import * as auth from './service.ts';
import { rememberDevice, trustedDevice, warnOfSignInGuesses } from './sign-in-guard.ts';
import { signedInAs, signInResponse } from './sign-in.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secureCookies = ctx.config.publicUrl.startsWith('https:');

  route(app, e.signIn, async (req, reply) => {
    const { email } = req.body;
    const device = await trustedDevice(ctx, cookieFromHeader(req.headers.cookie, DEVICE_COOKIE), email);
    await enforceSignInLimit(ctx, req, email, device?.deviceId ?? null, () => warnOfSignInGuesses(ctx, email));
    const user = await auth.login(ctx, req.body);
    reply.header('set-cookie', deviceCookieHeader(rememberDevice(ctx, user, device), secureCookies));
    return { data: signInResponse(app, user) };
  });

  route(app, e.signUp, async (req, reply) => {
    await enforceRateLimit(ctx, req, 'register');
    const user = await auth.register(ctx, req.body);
    // Signing up signs this browser in: it is remembered as the owner's device from now on.
    reply.header('set-cookie', deviceCookieHeader(rememberDevice(ctx, user, null), secureCookies));
    return { data: signInResponse(app, user) };
  });

  route(app, e.getCurrentUser, async (req) => ({ data: signedInAs(currentUser(req)) }));

  route(app, e.requestPasswordReset, async (req) => {
    await enforceRateLimit(ctx, req, 'password-reset', req.body.email);
    await auth.requestPasswordReset(ctx, req.body.email);
    return { data: { success: true as const, message: DONE.PASSWORD_RESET_REQUESTED } };
  });

  route(app, e.resetPassword, async (req) => {
    await enforceRateLimit(ctx, req, 'reset-password');
    await auth.resetPassword(ctx, req.body.token, req.body.newPassword);
    return { data: { success: true as const, message: DONE.PASSWORD_RESET } };
  });

  route(app, e.changeEmail, async (req) => {
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'change-email', me.id);
    const user = await auth.changeEmail(ctx, me, req.body);
    return { data: { success: true as const, message: DONE.EMAIL_CHANGED, token: app.signToken(user), user: toUserDto(user) } };
  });

  route(app, e.changePassword, async (req) => {
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'change-password', me.id);
    const user = await auth.changePassword(ctx, me, req.body);
    return { data: { success: true as const, message: DONE.PASSWORD_CHANGED, token: app.signToken(user), user: toUserDto(user) } };
  });

  route(app, e.deleteAccount, async (req) => {
    const me = currentUser(req);
    await enforceRateLimit(ctx, req, 'delete-account', me.id);
    await auth.deleteAccount(ctx, me, req.body.password);
    return { data: { success: true as const, message: DONE.ACCOUNT_DELETED } };
  });
};
