import {
  INVITE_RECIPIENT_COOLDOWN_HOURS,
  INVITE_RESEND_WINDOW_HOURS,
  INVITE_RESENDS_MAX,
  INVITES_PER_DAY_MAX,
  INVITES_PER_HOUR_MAX,
  INVITES_PER_RECIPIENT_MAX,
  ONBOARDING_ERR,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit } from '../../lib/rate-limit.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Who may send invitation emails: only a coach whose own address is verified and who finished
 * onboarding (a fresh self-registered account could otherwise mail anyone in the platform's name).
 */
export function requireInvitingCoach(coach: UserRow): void {
  if (!coach.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 403, ONBOARDING_ERR.INVITE_NEEDS_VERIFIED_EMAIL);
  if (!coach.onboardingCompletedAt) throw new AppError('ONBOARDING_REQUIRED', 403, ONBOARDING_ERR.INVITE_NEEDS_ONBOARDING);
}

/** The limiter's keys of these limits (tests fill them to stand for earlier sends). */
export const inviteLimitKeys = {
  hour: (ctx: AppContext, coachId: string) => ctx.limiter.key('invites-hour', 'account', coachId),
  day: (ctx: AppContext, coachId: string) => ctx.limiter.key('invites-day', 'account', coachId),
  recipient: (ctx: AppContext, coachId: string, email: string) => ctx.limiter.key('invite-recipient', 'account', `${coachId}:${email}`),
  resend: (ctx: AppContext, inviteId: string) => ctx.limiter.key('invite-resend', 'account', inviteId),
};

interface Check {
  limits: Limit[];
  refuse: (minutes: number) => string;
}

/**
 * Counts the checks one after the other; at the first that is over its limit, gives back all
 * that was counted and throws its 429. Returns a release for when the sending fails afterwards.
 */
async function take(ctx: AppContext, checks: Check[]): Promise<() => Promise<void>> {
  const taken: Limit[] = [];
  const release = () => ctx.limiter.release(taken);
  for (const check of checks) {
    const result = await ctx.limiter.consume(check.limits);
    taken.push(...check.limits);
    if (!result.allowed) {
      await release();
      throw new AppError('RATE_LIMITED', 429, check.refuse(Math.max(1, Math.ceil(result.resetMs / MIN))), {
        retryAfterSeconds: Math.ceil(result.resetMs / 1000),
      });
    }
  }
  return release;
}

/** The coach's hourly and daily allowance of invitation emails, `count` of them at once. */
function perCoach(ctx: AppContext, coachId: string, count: number): Check[] {
  return [
    {
      limits: [{ key: inviteLimitKeys.hour(ctx, coachId), max: INVITES_PER_HOUR_MAX, windowMs: HOUR, cost: count }],
      refuse: ONBOARDING_ERR.INVITES_HOURLY_LIMIT,
    },
    {
      limits: [{ key: inviteLimitKeys.day(ctx, coachId), max: INVITES_PER_DAY_MAX, windowMs: 24 * HOUR, cost: count }],
      refuse: ONBOARDING_ERR.INVITES_DAILY_LIMIT,
    },
  ];
}

/** New invitations to these (lower-cased) addresses: each address's cool-down, then the coach's allowance. */
export function takeSendQuota(ctx: AppContext, coachId: string, emails: string[]) {
  const recipients = emails.map((email): Check => ({
    limits: [
      {
        key: inviteLimitKeys.recipient(ctx, coachId, email),
        max: INVITES_PER_RECIPIENT_MAX,
        windowMs: INVITE_RECIPIENT_COOLDOWN_HOURS * HOUR,
      },
    ],
    refuse: (minutes) => ONBOARDING_ERR.INVITE_RECIPIENT_LIMIT(email, minutes),
  }));
  return take(ctx, [...recipients, ...perCoach(ctx, coachId, emails.length)]);
}

/** One invite sent again: its own resend limit, then the coach's allowance. */
export function takeResendQuota(ctx: AppContext, coachId: string, inviteId: string) {
  return take(ctx, [
    {
      limits: [{ key: inviteLimitKeys.resend(ctx, inviteId), max: INVITE_RESENDS_MAX, windowMs: INVITE_RESEND_WINDOW_HOURS * HOUR }],
      refuse: ONBOARDING_ERR.INVITE_RESEND_LIMIT,
    },
    ...perCoach(ctx, coachId, 1),
  ]);
}
