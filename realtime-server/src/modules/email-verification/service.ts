import {
  ERR,
  VERIFICATION_LOCK_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  type TVerificationStatus,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { generateVerificationCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { verificationEmail } from '../../providers/email/email-texts.ts';
import { updateUser } from '../users/queries.ts';
import { activeCode, insertCode, latestCodeAt, markCodeUsed, supersedeCodes } from './queries.ts';

const secondsUntil = (later: Date | null, now: Date) => (later ? Math.max(0, Math.ceil((later.getTime() - now.getTime()) / 1000)) : 0);

/** The lock has passed once its time is over; the attempts then start again. */
function attemptsState(user: UserRow, now: Date) {
  const locked = user.verifyLockedUntil !== null && user.verifyLockedUntil > now;
  const failed = user.verifyLockedUntil !== null && !locked ? 0 : user.verifyFailedAttempts;
  return { locked, remaining: locked ? 0 : Math.max(0, VERIFICATION_MAX_ATTEMPTS - failed), failed };
}

/** Creates a fresh code for the user's current address (earlier ones stop working) and emails it. */
export async function issueVerificationCode(ctx: AppContext, user: UserRow): Promise<void> {
  const code = generateVerificationCode();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await supersedeCodes(trx, user.id, now);
    await insertCode(trx, { userId: user.id, email: user.email, codeHash: hashCode(code, ctx.config.jwtSecret), createdAt: now });
  });
  const mail = verificationEmail(user.preferredName || user.firstName, code);
  await ctx.mailer.send({ to: user.email, userId: user.id, ...mail });
}

export async function verificationStatus(ctx: AppContext, user: UserRow): Promise<TVerificationStatus> {
  const now = ctx.clock.now();
  const { locked, remaining } = attemptsState(user, now);
  const last = await latestCodeAt(ctx.db, user.id);
  const cooldownEnds = last ? new Date(last.getTime() + VERIFICATION_RESEND_COOLDOWN_SECONDS * 1000) : null;
  return {
    emailVerified: user.emailVerified,
    remainingAttempts: remaining,
    timeUntilReset: locked ? secondsUntil(user.verifyLockedUntil, now) : 0,
    resendAvailableIn: secondsUntil(cooldownEnds, now),
  };
}

export async function verifyEmail(ctx: AppContext, user: UserRow, code: string): Promise<UserRow> {
  if (user.emailVerified) return user;
  const now = ctx.clock.now();
  const state = attemptsState(user, now);
  if (state.locked) {
    const minutes = Math.max(1, Math.ceil(secondsUntil(user.verifyLockedUntil, now) / 60));
    throw new AppError('VERIFY_LOCKED', 429, ERR.TOO_MANY_ATTEMPTS(minutes), {
      remainingAttempts: 0,
      timeUntilReset: secondsUntil(user.verifyLockedUntil, now),
    });
  }
  const current = await activeCode(ctx.db, user.id, user.email);
  const matches = current !== undefined && safeEqualHex(current.codeHash, hashCode(code, ctx.config.jwtSecret));
  if (!matches) {
    const failed = state.failed + 1;
    const lock = failed >= VERIFICATION_MAX_ATTEMPTS;
    const lockedUntil = lock ? new Date(now.getTime() + VERIFICATION_LOCK_MINUTES * 60_000) : null;
    await updateUser(ctx.db, user.id, { verifyFailedAttempts: lock ? 0 : failed, verifyLockedUntil: lockedUntil });
    const remaining = lock ? 0 : VERIFICATION_MAX_ATTEMPTS - failed;
    throw new AppError('CODE_INVALID', 400, ERR.CODE_INVALID, {
      remainingAttempts: remaining,
      timeUntilReset: lockedUntil ? VERIFICATION_LOCK_MINUTES * 60 : 0,
    });
  }
  const verified = await ctx.db.transaction().execute(async (trx) => {
    // Single use: only the request that marks the code used verifies the address.
    const used = await markCodeUsed(trx, current.id, now);
    if (!used) throw badRequest(ERR.CODE_INVALID, 'CODE_INVALID');
    return updateUser(trx, user.id, { emailVerified: true, verifyFailedAttempts: 0, verifyLockedUntil: null });
  });
  ctx.events.publish('user.updated', { userId: user.id });
  return verified;
}

export async function resendVerification(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.emailVerified) throw badRequest(ERR.ALREADY_VERIFIED, 'ALREADY_VERIFIED');
  const now = ctx.clock.now();
  const last = await latestCodeAt(ctx.db, user.id);
  if (last) {
    const wait = VERIFICATION_RESEND_COOLDOWN_SECONDS - Math.floor((now.getTime() - last.getTime()) / 1000);
    if (wait > 0) {
      throw new AppError('RESEND_COOLDOWN', 429, ERR.TOO_MANY_ATTEMPTS(Math.ceil(wait / 60)), {
        retryAfterSeconds: wait,
      });
    }
  }
  await issueVerificationCode(ctx, user);
}
