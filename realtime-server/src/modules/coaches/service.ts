import {
  COACH_HOURLY_RATE_DEFAULT,
  DEFAULT_TIME_ZONE,
  ROLE,
  type TOnboardingStatus,
  type ZCoachRegisterBody,
  type ZOnboardingBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCoach } from '../../lib/roles.ts';
import { checkedTimeZone } from '../../lib/time-zones.ts';
import { upsertProfile } from '../account/queries.ts';
import { requiredAccessCode } from '../access-codes/service.ts';
import { createAccount } from '../auth/sign-up.ts';
import { assertSpecializations } from '../lookups/service.ts';
import { insertCoachProfile, markOnboarded, subscriptionTierOf, upsertCoachProfile } from './queries.ts';

type CoachRegisterBody = z.output<typeof ZCoachRegisterBody>;
type OnboardingBody = z.output<typeof ZOnboardingBody>;

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** A coach account (onboarding still to do), gated by an access code when the system requires one. */
export async function registerCoach(ctx: AppContext, body: CoachRegisterBody): Promise<UserRow> {
  const specializations = await assertSpecializations(ctx, body.specializations);
  const timeZone = checkedTimeZone(body.timeZone) ?? DEFAULT_TIME_ZONE;
  const code = await requiredAccessCode(ctx, body.accessCode);
  const account = {
    firstName: body.firstName,
    lastName: body.lastName,
    preferredName: null,
    email: body.email,
    password: body.password,
    role: ROLE.COACH,
    accessCode: code ? { code, purpose: 'coach_registration' as const } : null,
  };
  const { user } = await createAccount(ctx, account, async (trx, created) => {
    await upsertProfile(trx, created.id, { phone: blankToNull(body.phone), timeZone });
    await insertCoachProfile(trx, {
      userId: created.id,
      jobTitle: blankToNull(body.jobTitle),
      organization: blankToNull(body.organization),
      coachingExperience: body.coachingExperience ?? null,
      specializations,
      headline: null,
      aboutMe: null,
      coachingStyle: null,
      philosophy: null,
      industryExperience: null,
      hourlyRate: null,
      availability: null,
      subscriptionTier: null,
    });
  });
  return user;
}

/**
 * Stores the onboarding answers and marks onboarding done. Idempotent: a second completion updates
 * the answers and keeps the first completion time.
 */
export async function completeOnboarding(ctx: AppContext, user: UserRow, body: OnboardingBody): Promise<UserRow> {
  requireCoach(user);
  const p = body.profileData;
  const timeZone = checkedTimeZone(p.timeZone);
  const now = ctx.clock.now();
  const answers = {
    headline: p.headline,
    aboutMe: p.aboutMe,
    coachingStyle: blankToNull(p.coachingStyle),
    philosophy: blankToNull(p.philosophy),
    industryExperience: blankToNull(p.industryExperience),
    availability: blankToNull(p.availability),
    ...(p.hourlyRate === undefined ? {} : { hourlyRate: p.hourlyRate }),
    subscriptionTier: body.subscriptionTier,
    updatedAt: now,
  };
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await upsertCoachProfile(trx, user.id, answers, { hourlyRate: COACH_HOURLY_RATE_DEFAULT });
    if (timeZone) await upsertProfile(trx, user.id, { timeZone });
    return markOnboarded(trx, user.id, now);
  });
  ctx.events.publish('user.updated', { userId: user.id });
  return updated;
}

export async function onboardingStatus(ctx: AppContext, user: UserRow): Promise<TOnboardingStatus> {
  requireCoach(user);
  const completedAt = user.onboardingCompletedAt;
  return {
    requiresOnboarding: !completedAt,
    onboardingCompleted: completedAt !== null,
    completedAt: completedAt ? completedAt.toISOString() : null,
    subscriptionTier: await subscriptionTierOf(ctx.db, user.id),
  };
}
