import { BIO_MAX, COACH_HOURLY_RATE_DEFAULT, COACH_PLANS, type CoachTier, type TOnboardingBody } from '@coach/contract';

/** The four steps of the coach onboarding wizard (docs/accounts-and-sign-in.md#coach-registration-and-onboarding). */
export const ONBOARDING_STEPS = ['Tell Us About Yourself', 'Your Coaching Approach', 'Choose Your Plan', 'Welcome'] as const;
export const STEP_COUNT = ONBOARDING_STEPS.length;
export type Step = 1 | 2 | 3 | 4;

export const HEADLINE_MAX = 160;
export const AVAILABILITY_MAX = 500;
export const HOURLY_RATE_MAX = 100_000;

/** The coaching styles (the `coaching-style` lookup list). */
export const COACHING_STYLES = [
  { value: 'encouraging', label: 'Encouraging' },
  { value: 'direct', label: 'Direct' },
  { value: 'reflective', label: 'Reflective' },
  { value: 'professional', label: 'Professional' },
] as const;

/** The onboarding payload, as the wizard holds it (the rate stays text while typed). */
export interface OnboardingForm {
  headline: string;
  aboutMe: string;
  industryExperience: string;
  coachingStyle: string;
  philosophy: string;
  hourlyRate: string;
  timeZone: string;
  availability: string;
  subscriptionTier: CoachTier | '';
}

export type OnboardingField = keyof OnboardingForm;
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

export const emptyOnboarding = (timeZone: string): OnboardingForm => ({
  headline: '',
  aboutMe: '',
  industryExperience: '',
  coachingStyle: '',
  philosophy: '',
  hourlyRate: String(COACH_HOURLY_RATE_DEFAULT),
  timeZone,
  availability: '',
  subscriptionTier: '',
});

export const HEADLINE_REQUIRED = 'Please add a headline';
export const PLAN_REQUIRED = 'Please choose a plan';
export const HOURLY_RATE_INVALID = `Please enter a whole number from 0 to ${HOURLY_RATE_MAX.toLocaleString('en-US')}`;
export const ABOUT_TOO_LONG = `About me can be at most ${BIO_MAX} characters`;

/** The rate as a number, null when left empty, NaN when it is not a whole number in range. */
export function parseHourlyRate(raw: string): number | null {
  const v = raw.trim();
  if (!v) return null;
  if (!/^\d+$/.test(v)) return Number.NaN;
  const n = Number(v);
  return n <= HOURLY_RATE_MAX ? n : Number.NaN;
}

/**
 * What keeps a step from continuing: step 1 needs a headline (and a bio within 1000 characters),
 * step 2 a sensible hourly rate when one is given, step 3 a plan; step 4 only sums up.
 */
export function validateStep(step: Step, form: OnboardingForm): OnboardingErrors {
  const errors: OnboardingErrors = {};
  if (step === 1) {
    if (!form.headline.trim()) errors.headline = HEADLINE_REQUIRED;
    if (form.aboutMe.length > BIO_MAX) errors.aboutMe = ABOUT_TOO_LONG;
  }
  if (step === 2 && Number.isNaN(parseHourlyRate(form.hourlyRate))) errors.hourlyRate = HOURLY_RATE_INVALID;
  if (step === 3 && !COACH_PLANS.some((p) => p.tier === form.subscriptionTier)) errors.subscriptionTier = PLAN_REQUIRED;
  return errors;
}

/** The first step (in order) that still has a problem, for a last check before submitting. */
export function firstInvalidStep(form: OnboardingForm): Step | null {
  for (const step of [1, 2, 3] as const) {
    if (Object.keys(validateStep(step, form)).length) return step;
  }
  return null;
}

const optional = (v: string) => v.trim() || null;

/** POST /api/coaches/me/complete-onboarding body. Call after every step validated. */
export function toOnboardingBody(form: OnboardingForm): TOnboardingBody {
  const rate = parseHourlyRate(form.hourlyRate);
  return {
    profileData: {
      headline: form.headline.trim(),
      aboutMe: form.aboutMe.trim(),
      coachingStyle: optional(form.coachingStyle),
      philosophy: optional(form.philosophy),
      industryExperience: optional(form.industryExperience),
      hourlyRate: rate === null || Number.isNaN(rate) ? null : rate,
      timeZone: optional(form.timeZone),
      availability: optional(form.availability),
    },
    subscriptionTier: form.subscriptionTier as CoachTier,
  };
}

/** "$29" from 2900 cents. */
export const formatPlanPrice = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

export const planByTier = (tier: string) => COACH_PLANS.find((p) => p.tier === tier) ?? null;

export const styleLabel = (value: string) => COACHING_STYLES.find((s) => s.value === value)?.label ?? value;
