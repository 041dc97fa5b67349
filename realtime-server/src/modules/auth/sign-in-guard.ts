import { ROLE } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { signInGuessesEmail } from '../../providers/email/email-texts.ts';
import { findLiveUserById, findUserByEmail } from '../users/queries.ts';
import { deviceCookieHeader, deviceCookieValue, readDeviceCookieValue, type Device } from './device-cookie.ts';

export const WARN_SIGN_IN_GUESSES_JOB = 'auth.warn-sign-in-guesses';

/**
 * The browser of a sign-in to `email`, when its device cookie is ours and names that very
 * account: a cookie of another account (a shared browser) or a forged one gives no budget of its
 * own. Only a cookie whose MAC holds costs a query.
 */
export async function trustedDevice(ctx: AppContext, cookie: string | undefined, email: string): Promise<Device | null> {
  const device = readDeviceCookieValue(ctx.config.jwtSecret, cookie);
  if (!device) return null;
  // The MAC holds, so the id is one this server wrote: a user's uuid.
  const user = await findLiveUserById(ctx.db, device.userId);
  return user && user.email.toLowerCase() === email.trim().toLowerCase() ? device : null;
}

/** The device cookie's value after `user` signed in: the same browser id if it had one for them. */
export function rememberDevice(ctx: AppContext, user: UserRow, device: Device | null): string {
  return deviceCookieValue(ctx.config.jwtSecret, user.id, device?.userId === user.id ? device.deviceId : undefined);
}

/**
 * The Set-Cookie header that remembers this browser for `user` after they signed in by joining (a
 * client's intake, a coach's registration): a new browser id, Secure when the app is on https.
 */
export function joinedDeviceCookie(ctx: AppContext, user: UserRow): string {
  return deviceCookieHeader(rememberDevice(ctx, user, null), ctx.config.publicUrl.startsWith('https:'));
}

/**
 * Asks for the owner's warning in a job: the answer to the refused sign-in then takes as long
 * whether or not the address has an account.
 */
export async function warnOfSignInGuesses(ctx: AppContext, email: string): Promise<void> {
  await ctx.jobs.enqueue(WARN_SIGN_IN_GUESSES_JOB, { email: email.trim().toLowerCase() }, { maxAttempts: 3 });
}

export async function sendSignInGuessesEmail(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt || user.primaryRoleId === ROLE.AI_COACH) return;
  const reset = `${ctx.config.publicUrl}/forgot-password`;
  await ctx.mailer.send({ to: user.email, userId: user.id, ...signInGuessesEmail(user.firstName, reset) });
}
