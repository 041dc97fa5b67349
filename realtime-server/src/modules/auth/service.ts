import {
  ERR,
  PASSWORD_RESET_TTL_MINUTES,
  ROLE,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TLoginBody,
  type TRegisterBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { generateToken, hashToken } from '../../lib/secrets.ts';
import { accountDeletedEmail, emailChangedEmail, passwordChangedEmail, passwordResetEmail } from '../../providers/email/email-texts.ts';
import { requiredAccessCode } from '../access-codes/service.ts';
import { issueVerificationCode } from '../email-verification/service.ts';
import { createClientRoom } from '../rooms/service.ts';
import { bumpTokenVersion, emailTaken, findLiveUserById, findUserByEmail, isUniqueEmailViolation } from '../users/queries.ts';
import { consumeResetToken, insertResetToken } from './queries.ts';
import { createAccount } from './sign-up.ts';

export const SEND_PASSWORD_RESET_JOB = 'auth.send-password-reset';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, ERR.INVALID_CREDENTIALS);

/** Login answers the same text whichever part was wrong, and takes as long either way. */
export async function login(ctx: AppContext, body: TLoginBody): Promise<UserRow> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user || user.deletedAt || !user.passwordHash) {
    await verifyPassword(await dummyHash(), body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
  return user;
}

/**
 * Creates a customer whose 7-day trial starts now, with their room with the AI coach, and sends the
 * verification code. Gated like the intake: when the system requires access codes, a usable code
 * must be sent, and one of its uses is taken in the same transaction (a failed sign-up gives it back).
 */
export async function register(ctx: AppContext, body: TRegisterBody): Promise<UserRow> {
  const code = await requiredAccessCode(ctx, body.accessCode);
  const { user } = await createAccount(
    ctx,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      preferredName: null,
      email: body.email,
      password: body.password,
      role: ROLE.CUSTOMER,
      // A customer's sign-up, as through the intake.
      accessCode: code ? { code, purpose: 'intake' } : null,
    },
    (trx, user, now) => createClientRoom(trx, user, null, now),
  );
  return user;
}

/**
 * Answers the same whether or not the address exists: the lookup and the email happen in a job,
 * so neither the text nor the time of the answer tells.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.jobs.enqueue(SEND_PASSWORD_RESET_JOB, { email: email.trim().toLowerCase() }, { maxAttempts: 3 });
}

export async function sendPasswordResetEmail(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt || user.primaryRoleId === ROLE.AI_COACH) return;
  const token = generateToken();
  const now = ctx.clock.now();
  await insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: user.email, userId: user.id, ...passwordResetEmail(user.firstName, link) });
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, hashToken(token), now);
    if (!userId) return undefined;
    const live = await findLiveUserById(trx, userId);
    if (!live) return undefined;
    return bumpTokenVersion(trx, userId, { passwordHash });
  });
  if (!user) throw badRequest(ERR.RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
  ctx.events.publish('user.tokensRevoked', { userId: user.id, tokenVersion: user.tokenVersion, reason: 'password_changed' });
  await ctx.mailer.send({ to: user.email, userId: user.id, ...passwordChangedEmail(user.firstName) });
}

/**
 * Needs the password; the new address must be free and is verified again. Like a password change
 * it revokes every earlier token (the caller gets a fresh one), and the old address hears of it:
 * whoever took over a session must not quietly move the account out of its owner's reach.
 */
export async function changeEmail(ctx: AppContext, user: UserRow, body: TChangeEmailBody): Promise<UserRow> {
  const newEmail = body.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw badRequest(ERR.NEW_EMAIL_SAME, 'EMAIL_SAME');
  if (!(await verifyPassword(user.passwordHash, body.password))) throw badRequest(ERR.WRONG_PASSWORD, 'WRONG_PASSWORD');
  if (await emailTaken(ctx.db, newEmail)) throw conflict(ERR.EMAIL_IN_USE, 'EMAIL_TAKEN');
  let updated: UserRow;
  try {
    updated = await bumpTokenVersion(ctx.db, user.id, { email: newEmail, emailVerified: false });
  } catch (err) {
    if (isUniqueEmailViolation(err)) throw conflict(ERR.EMAIL_IN_USE, 'EMAIL_TAKEN');
    throw err;
  }
  ctx.events.publish('user.tokensRevoked', { userId: user.id, tokenVersion: updated.tokenVersion, reason: 'email_changed' });
  ctx.events.publish('user.updated', { userId: user.id });
  const links = { contact: `${ctx.config.publicUrl}/privacy`, reset: `${ctx.config.publicUrl}/forgot-password` };
  await ctx.mailer.send({ to: user.email, userId: user.id, ...emailChangedEmail(user.firstName, newEmail, links) });
  await issueVerificationCode(ctx, updated);
  return updated;
}

/** Revokes every earlier token (other devices and sockets are signed out); the caller gets a fresh one. */
export async function changePassword(ctx: AppContext, user: UserRow, body: TChangePasswordBody): Promise<UserRow> {
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(ERR.CURRENT_PASSWORD_WRONG, 'WRONG_PASSWORD');
  }
  if (body.currentPassword === body.newPassword) throw badRequest(ERR.NEW_PASSWORD_SAME, 'PASSWORD_SAME');
  const updated = await bumpTokenVersion(ctx.db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  ctx.events.publish('user.tokensRevoked', {
    userId: user.id,
    tokenVersion: updated.tokenVersion,
    reason: 'password_changed',
  });
  await ctx.mailer.send({ to: user.email, userId: user.id, ...passwordChangedEmail(user.firstName) });
  return updated;
}

/** Signs the user out everywhere at once; personal data is purged by a job after 30 days. */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(ERR.WRONG_PASSWORD, 'WRONG_PASSWORD');
  const updated = await bumpTokenVersion(ctx.db, user.id, { deletedAt: ctx.clock.now() });
  ctx.events.publish('user.tokensRevoked', {
    userId: user.id,
    tokenVersion: updated.tokenVersion,
    reason: 'account_deleted',
  });
  // Linked to the account so that the purge removes this email (address and name) with the rest.
  await ctx.mailer.send({ to: user.email, userId: user.id, ...accountDeletedEmail(user.firstName) });
}
