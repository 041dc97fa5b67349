import {
  CHECKIN_FREQUENCIES,
  COACHING_STYLES,
  DEFAULT_SUPPORT_AREAS,
  LIFE_SATISFACTION_AREAS,
  LIFE_SATISFACTION_SCALE,
  MOTIVATION_LEVELS,
  PROFESSIONAL_FIELDS,
  SUPPORT_AREAS,
  type ProfessionalField,
  type ProfileYearsExperience,
  type TCoachingPreferences,
  type TExtendedProfileBody,
  type TLifeSatisfaction,
} from '@coach/contract';

/** The professional fields a body carries (a client sending any of them is refused, not ignored). */
export function professionalFieldsIn(body: TExtendedProfileBody): ProfessionalField[] {
  return PROFESSIONAL_FIELDS.filter((f) => body[f] !== undefined);
}

/**
 * The profile's years of experience from the registration's answer, while the coach has not
 * chosen one: the ranges both lists share map over; '10+' spans two of the profile's ranges, so
 * it stays unset rather than guessed.
 */
export function yearsFromRegistration(coachingExperience: string | null): ProfileYearsExperience | null {
  const shared: readonly ProfileYearsExperience[] = ['0-1', '2-5', '6-10'];
  return shared.find((range) => range === coachingExperience) ?? null;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Every area at the scale's default (7), then the stored values that are still valid. */
export function lifeSatisfactionOf(stored: Record<string, unknown> | null | undefined): TLifeSatisfaction {
  const out = {} as TLifeSatisfaction;
  for (const area of LIFE_SATISFACTION_AREAS) {
    const v = stored?.[area];
    out[area] =
      typeof v === 'number' && Number.isInteger(v) && v >= LIFE_SATISFACTION_SCALE.min && v <= LIFE_SATISFACTION_SCALE.max
        ? v
        : LIFE_SATISFACTION_SCALE.default;
  }
  return out;
}

export interface StoredPreferences {
  checkinFrequency: string | null;
  lifeSatisfaction: Record<string, unknown>;
  supportAreas: string[];
  motivationLevel: string | null;
  coachingStyle: string | null;
  additionalNotes: string | null;
  updatedAt: Date;
}

/**
 * A client's preferences as the account page shows them: the saved ones; before the first save,
 * what they answered at intake (the same option ids), and the spec's defaults for the rest
 * (satisfaction 7, goal-setting and accountability).
 */
export function preferencesOf(
  saved: StoredPreferences | undefined,
  intake: Record<string, unknown> | null,
  pronouns: string | null,
): TCoachingPreferences {
  if (saved) {
    return {
      checkinFrequency: oneOf(CHECKIN_FREQUENCIES, saved.checkinFrequency),
      lifeSatisfaction: lifeSatisfactionOf(saved.lifeSatisfaction),
      supportAreas: saved.supportAreas.map((a) => oneOf(SUPPORT_AREAS, a)).filter((a) => a !== null),
      motivationLevel: oneOf(MOTIVATION_LEVELS, saved.motivationLevel),
      pronouns,
      coachingStyle: oneOf(COACHING_STYLES, saved.coachingStyle),
      additionalNotes: saved.additionalNotes,
      updatedAt: saved.updatedAt.toISOString(),
    };
  }
  const intakeAreas = Array.isArray(intake?.supportAreas)
    ? intake.supportAreas.map((a) => oneOf(SUPPORT_AREAS, a)).filter((a) => a !== null)
    : [];
  const notes = typeof intake?.additionalNotes === 'string' && intake.additionalNotes.trim() ? intake.additionalNotes.trim() : null;
  return {
    checkinFrequency: oneOf(CHECKIN_FREQUENCIES, intake?.checkinFrequency),
    lifeSatisfaction: lifeSatisfactionOf(null),
    supportAreas: intakeAreas.length > 0 ? intakeAreas : [...DEFAULT_SUPPORT_AREAS],
    // The intake's motivation is a 1-5 number, not the preferences' words: it is not carried over.
    motivationLevel: null,
    pronouns,
    coachingStyle: oneOf(COACHING_STYLES, intake?.coachingStyle),
    additionalNotes: notes,
    updatedAt: null,
  };
}
