import { describe, expect, it } from 'vitest';
import { BIO_MAX } from '@coach/contract';
import {
  emptyOnboarding,
  firstInvalidStep,
  formatPlanPrice,
  HEADLINE_REQUIRED,
  HOURLY_RATE_INVALID,
  parseHourlyRate,
  PLAN_REQUIRED,
  toOnboardingBody,
  validateStep,
  type OnboardingForm,
} from './onboarding.ts';

const filled = (over: Partial<OnboardingForm> = {}): OnboardingForm => ({
  ...emptyOnboarding('America/New_York'),
  headline: 'Leadership coach',
  subscriptionTier: 'pro',
  ...over,
});

describe('emptyOnboarding', () => {
  it('starts with the spec defaults: hourly rate 100 and the given time zone', () => {
    const form = emptyOnboarding('America/New_York');
    expect(form.hourlyRate).toBe('100');
    expect(form.timeZone).toBe('America/New_York');
    expect(form.subscriptionTier).toBe('');
  });
});

describe('validateStep', () => {
  it('step 1 needs a headline and a bio of at most 1000 characters', () => {
    expect(validateStep(1, filled({ headline: '  ' }))).toEqual({ headline: HEADLINE_REQUIRED });
    expect(validateStep(1, filled({ aboutMe: 'x'.repeat(BIO_MAX) }))).toEqual({});
    expect(validateStep(1, filled({ aboutMe: 'x'.repeat(BIO_MAX + 1) })).aboutMe).toBeDefined();
  });

  it('step 2 accepts an empty or whole-number rate only', () => {
    expect(validateStep(2, filled({ hourlyRate: '' }))).toEqual({});
    expect(validateStep(2, filled({ hourlyRate: '150' }))).toEqual({});
    expect(validateStep(2, filled({ hourlyRate: '12.5' }))).toEqual({ hourlyRate: HOURLY_RATE_INVALID });
    expect(validateStep(2, filled({ hourlyRate: '-3' }))).toEqual({ hourlyRate: HOURLY_RATE_INVALID });
    expect(validateStep(2, filled({ hourlyRate: '100001' }))).toEqual({ hourlyRate: HOURLY_RATE_INVALID });
  });

  it('step 3 needs a plan', () => {
    expect(validateStep(3, filled({ subscriptionTier: '' }))).toEqual({ subscriptionTier: PLAN_REQUIRED });
    expect(validateStep(3, filled({ subscriptionTier: 'basic' }))).toEqual({});
  });

  it('step 4 always passes', () => {
    expect(validateStep(4, emptyOnboarding('UTC'))).toEqual({});
  });
});

describe('firstInvalidStep', () => {
  it('finds the earliest step with a problem', () => {
    expect(firstInvalidStep(filled())).toBeNull();
    expect(firstInvalidStep(filled({ headline: '', subscriptionTier: '' }))).toBe(1);
    expect(firstInvalidStep(filled({ subscriptionTier: '' }))).toBe(3);
  });
});

describe('parseHourlyRate', () => {
  it('reads whole numbers and leaves empty as null', () => {
    expect(parseHourlyRate(' 80 ')).toBe(80);
    expect(parseHourlyRate('')).toBeNull();
    expect(parseHourlyRate('abc')).toBeNaN();
  });
});

describe('toOnboardingBody', () => {
  it('builds the spec payload with trimmed text and null for empty optionals', () => {
    expect(toOnboardingBody(filled({ headline: ' Leadership coach ', philosophy: ' ', hourlyRate: '120' }))).toEqual({
      profileData: {
        headline: 'Leadership coach',
        aboutMe: '',
        coachingStyle: null,
        philosophy: null,
        industryExperience: null,
        hourlyRate: 120,
        timeZone: 'America/New_York',
        availability: null,
      },
      subscriptionTier: 'pro',
    });
  });
});

describe('formatPlanPrice', () => {
  it('shows the coach plans as $29 and $79', () => {
    expect(formatPlanPrice(2900)).toBe('$29');
    expect(formatPlanPrice(7900)).toBe('$79');
  });
});
