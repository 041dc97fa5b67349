import { ERR, ROLE, trialEndFrom } from '@coach/contract';
import type { Database, UserRow } from '@coach/db';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { type AccessCodePurpose, consumeAccessCode } from '../access-codes/service.ts';
import { issueVerificationCode } from '../email-verification/service.ts';
import { emailTaken, insertUser, isUniqueEmailViolation } from '../users/queries.ts';

export interface NewAccount {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** Already trimmed and lower-cased by the request schema. */
  email: string;
  password: string;
  /** A customer's trial starts now; a coach has none. */
  role: typeof ROLE.CUSTOMER | typeof ROLE.COACH;
  /** The access code the sign-up gate asked for, with what it is used for; null when none is needed. */
  accessCode: { code: string; purpose: AccessCodePurpose } | null;
}

/**
 * Every way of signing up (register, the intake, a coach's registration) creates the account here:
 * the address is checked first for a clear 409, the account, the access code's use and what
 * `setUp` adds are written in one transaction (a failed sign-up gives the code's use back, and the
 * unique index decides between two sign-ups with one address at once), then the verification code
 * is sent. Returns the account and what `setUp` returned.
 */
export async function createAccount<T>(
  ctx: AppContext,
  account: NewAccount,
  setUp: (trx: Transaction<Database>, user: UserRow, now: Date) => Promise<T>,
): Promise<{ user: UserRow; result: T }> {
  const taken = () => conflict(ERR.EMAIL_ALREADY_REGISTERED, 'EMAIL_TAKEN');
  if (await emailTaken(ctx.db, account.email)) throw taken();
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(account.password);
  let created: { user: UserRow; result: T };
  try {
    created = await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        firstName: account.firstName,
        lastName: account.lastName,
        preferredName: account.preferredName,
        email: account.email,
        passwordHash,
        primaryRoleId: account.role,
        trialEndDate: account.role === ROLE.CUSTOMER ? trialEndFrom(now) : null,
        onboardingCompletedAt: null,
        verifyLockedUntil: null,
        deletedAt: null,
        purgedAt: null,
      });
      if (account.accessCode) await consumeAccessCode(trx, account.accessCode.code, user.id, account.accessCode.purpose, now);
      return { user, result: await setUp(trx, user, now) };
    });
  } catch (err) {
    if (isUniqueEmailViolation(err)) throw taken();
    throw err;
  }
  await issueVerificationCode(ctx, created.user);
  return created;
}
