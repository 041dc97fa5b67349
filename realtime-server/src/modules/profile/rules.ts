import {
  CHECKIN_FREQUENCIES,
  COACHING_STYLES,
  INTAKE_SCALE,
  LIFE_SATISFACTION_AREAS,
  PROFESSIONAL_FIELDS,
  SUPPORT_AREAS,
  type ProfessionalField,
  type SupportArea,
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

const rating = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= INTAKE_SCALE.min && v <= INTAKE_SCALE.max ? v : null;
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const areasIn = (v: unknown): SupportArea[] => (Array.isArray(v) ? v.map((a) => oneOf(SUPPORT_AREAS, a)).filter((a) => a !== null) : []);

/**
 * The intake's eight areas: each one's rating set on the account page, else the intake's, else
 * null (not rated: nothing is made up).
 */
export function lifeSatisfactionOf(
  saved: Record<string, unknown> | null | undefined,
  intake: Record<string, unknown> | null | undefined,
): TLifeSatisfaction {
  const out = {} as TLifeSatisfaction;
  for (const area of LIFE_SATISFACTION_AREAS) out[area] = rating(saved?.[area]) ?? rating(intake?.[area]);
  return out;
}

/** What a client set on the account page; a null field was not set there (the intake's answer shows). */
export interface StoredPreferences {
  checkinFrequency: string | null;
  lifeSatisfaction: Record<string, unknown>;
  supportAreas: string[] | null;
  motivationLevel: number | null;
  coachingStyle: string | null;
  /** '' when cleared on the account page. */
  additionalNotes: string | null;
  updatedAt: Date;
}

/**
 * A client's preferences as the account page shows them: field by field, what they set there, else
 * what they answered at intake (the same option ids, areas and 1-5 scales), else nothing.
 */
export function preferencesOf(
  saved: StoredPreferences | undefined,
  intake: Record<string, unknown> | null,
  pronouns: string | null,
): TCoachingPreferences {
  const intakeNotes = typeof intake?.additionalNotes === 'string' && intake.additionalNotes.trim() ? intake.additionalNotes.trim() : null;
  const savedNotes = saved?.additionalNotes ?? null;
  return {
    checkinFrequency: oneOf(CHECKIN_FREQUENCIES, saved?.checkinFrequency) ?? oneOf(CHECKIN_FREQUENCIES, intake?.checkinFrequency),
    lifeSatisfaction: lifeSatisfactionOf(saved?.lifeSatisfaction, record(intake?.satisfactionRatings)),
    supportAreas: saved?.supportAreas ? areasIn(saved.supportAreas) : areasIn(intake?.supportAreas),
    motivationLevel: rating(saved?.motivationLevel) ?? rating(intake?.motivationLevel),
    pronouns,
    coachingStyle: oneOf(COACHING_STYLES, saved?.coachingStyle) ?? oneOf(COACHING_STYLES, intake?.coachingStyle),
    additionalNotes: savedNotes === null ? intakeNotes : savedNotes.trim() || null,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
  };
}
