import { z } from 'zod';
import { BIO_MAX, COACH_EXPERIENCE_OPTIONS, COACH_PLANS, PASSWORD_MAX } from './constants.ts';
import { ERR, ONBOARDING_ERR } from './errors.ts';
import { ZAuthResponse, ZUser } from './auth.ts';
import { ZFirstName, ZLastName, ZSignUpPassword } from './new-account.ts';
import { emailField, optionalText, ZEnvelope, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZSpecializationList } from './lookups.ts';

/** The coach registration payload and its rules (docs/accounts-and-sign-in.md#coach-registration-and-onboarding). */
export const ZCoachRegisterBody = z
  .strictObject({
    firstName: ZFirstName,
    lastName: ZLastName,
    email: emailField('Email is required'),
    password: ZSignUpPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password').max(PASSWORD_MAX),
    jobTitle: optionalText(120),
    organization: optionalText(120),
    phone: optionalText(40),
    timeZone: optionalText(64),
    coachingExperience: z.enum(COACH_EXPERIENCE_OPTIONS).optional().nullable(),
    specializations: z.array(z.string().min(1).max(60)).max(20).default([]),
    agreedToTerms: z.literal(true, { error: ONBOARDING_ERR.TERMS_REQUIRED }),
    /** Needed when the system requires access codes. */
    accessCode: optionalText(64),
  })
  .refine((b) => b.password === b.confirmPassword, { message: ERR.PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type TCoachRegisterBody = z.input<typeof ZCoachRegisterBody>;

export const ZCoachTier = z.enum(COACH_PLANS.map((p) => p.tier) as ['basic', 'pro']);
export type TCoachTier = z.infer<typeof ZCoachTier>;

/** The coach onboarding payload (docs/accounts-and-sign-in.md#coach-registration-and-onboarding). */
export const ZOnboardingBody = z.strictObject({
  profileData: z.strictObject({
    headline: z.string().trim().min(1, 'Please add a headline').max(160),
    aboutMe: z.string().trim().max(BIO_MAX, `About me can be at most ${BIO_MAX} characters`).default(''),
    coachingStyle: optionalText(60),
    philosophy: optionalText(BIO_MAX),
    industryExperience: optionalText(BIO_MAX),
    hourlyRate: z.number().int().min(0).max(100_000).nullable().optional(),
    timeZone: optionalText(64),
    availability: optionalText(500),
  }),
  subscriptionTier: ZCoachTier,
});
export type TOnboardingBody = z.input<typeof ZOnboardingBody>;

export const ZOnboardingResult = z.object({ user: ZUser, onboardingCompleted: z.literal(true) });
export type TOnboardingResult = z.infer<typeof ZOnboardingResult>;

export const ZOnboardingStatus = z.object({
  requiresOnboarding: z.boolean(),
  onboardingCompleted: z.boolean(),
  completedAt: ZIsoDate.nullable(),
  subscriptionTier: ZCoachTier.nullable(),
});
export type TOnboardingStatus = z.infer<typeof ZOnboardingStatus>;

/** Coaching access (docs/intake-and-billing.md#coaching-access): which rule lets the user in, if any. */
export const ZCoachingAccess = z.object({
  hasActiveCoaching: z.boolean(),
  hasAccess: z.boolean(),
  reason: z.enum(['not_customer', 'coaching', 'trial', 'subscription', 'none']),
  trialEndDate: ZIsoDate.nullable(),
});
export type TCoachingAccess = z.infer<typeof ZCoachingAccess>;

/** The coach onboarding calls: registering as a coach and the onboarding after it. */
export const coachEndpoints = defineEndpoints('Coach onboarding', {
  listSpecializations: {
    method: 'GET',
    path: '/api/coaches/specializations',
    summary: 'List the coaching specializations',
    auth: 'public',
    response: ZEnvelope(ZSpecializationList),
  },
  registerCoach: {
    method: 'POST',
    path: '/api/coaches/register',
    summary: 'Create a coach account',
    auth: 'public',
    body: ZCoachRegisterBody,
    status: 201,
    response: ZEnvelope(ZAuthResponse),
    errors: [403, 409, 429],
  },
  // Two paths for one action (both are part of the REST contract); one service function answers them.
  completeCoachOnboarding: {
    method: 'POST',
    path: '/api/coaches/complete-onboarding',
    summary: 'Complete the coach onboarding',
    auth: 'token',
    body: ZOnboardingBody,
    response: ZEnvelope(ZOnboardingResult),
    errors: [403],
  },
  completeMyCoachOnboarding: {
    method: 'POST',
    path: '/api/coaches/me/complete-onboarding',
    summary: 'Complete the coach onboarding (path under /me)',
    auth: 'token',
    body: ZOnboardingBody,
    response: ZEnvelope(ZOnboardingResult),
    errors: [403],
  },
  getCoachOnboardingStatus: {
    method: 'GET',
    path: '/api/coaches/me/onboarding-status',
    summary: 'Read the coach onboarding status',
    auth: 'token',
    response: ZEnvelope(ZOnboardingStatus),
    errors: [403],
  },
});
