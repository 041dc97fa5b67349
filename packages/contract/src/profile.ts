import { z } from 'zod';
import { BIO_MAX, INTAKE_SCALE, SATISFACTION_AREAS, type SatisfactionArea } from './constants.ts';
import { optionalText, personNameFields, ZEnvelope, ZId, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { contactBodyFields, contactFields, nameBodyFields, PRONOUNS_MAX } from './account.ts';

/*
 * The account page's extended profile, a client's coaching preferences and a coach's credentials
 * (certifications, education, experience), with their defaults and texts (docs/profiles-and-directory.md).
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** Years of experience as the profile offers them (the registration's list differs: 10+). */
export const PROFILE_YEARS_EXPERIENCE = ['0-1', '2-5', '6-10', '11-15', '16+'] as const;
export type ProfileYearsExperience = (typeof PROFILE_YEARS_EXPERIENCE)[number];
export const PROFILE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export type ProfileCurrency = (typeof PROFILE_CURRENCIES)[number];
/** A coach's professional values before they set them (docs/profiles-and-directory.md#professional-profile). */
export const COACH_PROFILE_DEFAULTS = { hourlyRate: 100, currency: 'USD', clientCapacity: 20, acceptingClients: true } as const;
export const HOURLY_RATE_MAX = 100_000;
export const CLIENT_CAPACITY_MAX = 1000;
export const PROFILE_LANGUAGES_MAX = 10;
export const PROFILE_TEXT_MAX = 200;

/** The fields only a coach may send to PUT /api/account/profile/extended. */
export const PROFESSIONAL_FIELDS = [
  'jobTitle',
  'organization',
  'headline',
  'aboutMe',
  'yearsExperience',
  'hourlyRate',
  'currency',
  'clientCapacity',
  'acceptingClients',
] as const;
export type ProfessionalField = (typeof PROFESSIONAL_FIELDS)[number];
/** The professional fields of a profile that has none (a client's, or before a coach sets them). */
export const NO_PROFESSIONAL_INFO = Object.fromEntries(PROFESSIONAL_FIELDS.map((f) => [f, null])) as Record<ProfessionalField, null>;

/**
 * The preferences' life areas and scales are the intake's (satisfactionRatings and motivationLevel,
 * 1 to 5), so what a client answered at intake is what the account page shows and edits
 * (docs/profiles-and-directory.md#coaching-preferences). Nothing is rated until the client rates it:
 * there is no default value.
 */
export const LIFE_SATISFACTION_AREAS = SATISFACTION_AREAS;
export type LifeSatisfactionArea = SatisfactionArea;
export const LIFE_SATISFACTION_SCALE = { min: INTAKE_SCALE.min, max: INTAKE_SCALE.max } as const;
export const MOTIVATION_SCALE = { min: INTAKE_SCALE.min, max: INTAKE_SCALE.max } as const;
export const CHECKIN_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const COACHING_STYLES = ['encouraging', 'direct', 'reflective', 'professional'] as const;
export type CoachingStyle = (typeof COACHING_STYLES)[number];
/** The pronoun choices offered; the field also takes a person's own words (up to PRONOUNS_MAX). */
export const PREFERENCE_PRONOUNS = ['she/her', 'he/him', 'they/them', 'prefer-not-to-say'] as const;
/** The twelve support areas: the same ids as the intake's lookup list (GET /api/lookups/support-areas). */
export const SUPPORT_AREAS = [
  'goal-setting',
  'accountability',
  'career',
  'stress',
  'confidence',
  'relationships',
  'health',
  'productivity',
  'life-transitions',
  'finances',
  'work-life-balance',
  'personal-growth',
] as const;
export type SupportArea = (typeof SUPPORT_AREAS)[number];
/** What the intake wizard starts with checked (docs/intake-and-billing.md#intake-wizard). */
export const DEFAULT_SUPPORT_AREAS: readonly SupportArea[] = ['goal-setting', 'accountability'];
export const PREFERENCE_NOTES_MAX = 2000;

/** The three kinds of credentials, as they appear in the paths /api/account/credentials/{kind}. */
export const CREDENTIAL_KINDS = ['certifications', 'education', 'experience'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
/** What a new entry holds until the coach edits it (docs/profiles-and-directory.md#credentials). */
export const CREDENTIAL_PLACEHOLDERS = {
  certifications: { name: 'New Certification' },
  education: { institution: 'New Institution', degree: 'New Degree' },
  experience: { title: 'New Position', company: 'New Company' },
} as const;
export const VERIFICATION_STATUSES = ['pending', 'verified'] as const;
/** Entries of one kind a coach may keep. */
export const CREDENTIALS_PER_KIND_MAX = 50;
export const CREDENTIAL_DESCRIPTION_MAX = 2000;

/** Parts of the account page a push names, so the user's other tabs read that part again. */
export const PROFILE_SECTIONS = ['personal', 'professional', 'preferences', 'certifications', 'education', 'experience'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The singular word of a kind, as the texts use it ('Failed to delete certification'). */
const KIND_WORD: Record<CredentialKind, string> = { certifications: 'certification', education: 'education', experience: 'experience' };

/** The account page's texts and the server's own answers of these calls. */
export const PROFILE_ERR = {
  LOAD_FAILED: 'Failed to load profile data',
  ERROR_TITLE: 'Error',
  /** section: personal, professional, preferences... */
  UPDATE_FAILED: (section: string) => `Failed to update ${section} information`,
  ADD_FAILED: {
    certifications: 'Failed to add certification',
    education: 'Failed to add education entry',
    experience: 'Failed to add experience entry',
  } satisfies Record<CredentialKind, string>,
  DELETE_FAILED: (kind: CredentialKind) => `Failed to delete ${KIND_WORD[kind]}`,
  UPDATE_CREDENTIAL_FAILED: {
    certifications: 'Failed to update certification',
    education: 'Failed to update education',
    experience: 'Failed to update experience',
  } satisfies Record<CredentialKind, string>,
  /** The info of 'Save all' in Credentials & Training. */
  SAVE_ALL_INFO: 'Each entry saves on its own: please use its Save button.',
  PROFESSIONAL_COACHES_ONLY: 'Professional information is for coaches only.',
  PREFERENCES_CLIENTS_ONLY: 'Coaching preferences are for clients only.',
  CREDENTIALS_COACHES_ONLY: 'Credentials are for coaches only.',
  CREDENTIAL_NOT_FOUND: {
    certifications: 'Certification not found',
    education: 'Education entry not found',
    experience: 'Experience entry not found',
  } satisfies Record<CredentialKind, string>,
  CREDENTIALS_LIMIT: (kind: CredentialKind) => `You can keep at most ${CREDENTIALS_PER_KIND_MAX} ${kind} entries.`,
  TIME_ZONE_INVALID: 'Please choose a time zone by its IANA name, such as America/New_York.',
  LANGUAGES_REPEATED: 'Each language can be listed once.',
  DATE_INVALID: 'Use a real date, YYYY-MM-DD.',
} as const;

// ---------------------------------------------------------------------------------------------
// Fields

const IANA_NAME = /^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+)$/;

/** The runtime's own spelling of a zone it knows ('europe/berlin' -> 'Europe/Berlin'), or null. */
export function canonicalTimeZone(zone: string): string | null {
  if (!IANA_NAME.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A real IANA time zone ('Europe/Berlin', 'UTC'): a name the runtime knows, never an offset such
 * as '+01:00'; stored in the runtime's spelling.
 */
export const ZIanaTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => canonicalTimeZone(zone) !== null, PROFILE_ERR.TIME_ZONE_INVALID)
  .overwrite((zone) => canonicalTimeZone(zone) ?? zone);
export type TIanaTimeZone = z.infer<typeof ZIanaTimeZone>;

/** Languages the person speaks, the first their primary one. */
export const ZProfileLanguages = z
  .array(z.string().trim().min(1).max(40))
  .max(PROFILE_LANGUAGES_MAX)
  .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, PROFILE_ERR.LANGUAGES_REPEATED);
export type TProfileLanguages = z.infer<typeof ZProfileLanguages>;

// ---------------------------------------------------------------------------------------------
// GET/PUT /api/account/profile/extended

/** The profile part of the extended profile; professional fields are null for anyone but a coach. */
export const ZExtendedUserProfile = z.object({
  ...contactFields,
  timeZone: z.string(),
  /** The first is the primary language. */
  languages: z.array(z.string()),
  /** The avatar's address, set by the uploads; null without one. */
  profilePhotoUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  organization: z.string().nullable(),
  headline: z.string().nullable(),
  aboutMe: z.string().nullable(),
  yearsExperience: z.enum(PROFILE_YEARS_EXPERIENCE).nullable(),
  hourlyRate: z.number().int().nullable(),
  currency: z.enum(PROFILE_CURRENCIES).nullable(),
  clientCapacity: z.number().int().nullable(),
  acceptingClients: z.boolean().nullable(),
});
export type TExtendedUserProfile = z.infer<typeof ZExtendedUserProfile>;

export const ZCertification = z.object({
  id: ZId,
  name: z.string(),
  issuingBody: z.string().nullable(),
  /** YYYY-MM-DD */
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The number on the certificate, as the issuer gives it. */
  credentialId: z.string().nullable(),
  /** The uploaded document (readable by its owner only), `/api/storage/files/<key>`; null without one. */
  documentUrl: z.string().nullable(),
  /** Always pending: nobody verifies yet, and no call sets it. */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TCertification = z.infer<typeof ZCertification>;

export const ZEducation = z.object({
  id: ZId,
  institution: z.string(),
  degree: z.string(),
  fieldOfStudy: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  isOngoing: z.boolean(),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TEducation = z.infer<typeof ZEducation>;

export const ZExperience = z.object({
  id: ZId,
  title: z.string(),
  company: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  description: z.string().nullable(),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TExperience = z.infer<typeof ZExperience>;

/** GET /api/account/profile/extended: the whole account page of one person (docs/profiles-and-directory.md#extended-profile). */
export const ZExtendedProfile = z.object({
  id: ZId,
  ...personNameFields,
  /** Read-only here: it changes through the Change Email dialog. */
  email: z.string(),
  isCoach: z.boolean(),
  userProfile: ZExtendedUserProfile,
  /** A coach's credentials, oldest first; empty for everybody else. */
  certifications: z.array(ZCertification),
  education: z.array(ZEducation),
  experience: z.array(ZExperience),
});
export type TExtendedProfile = z.infer<typeof ZExtendedProfile>;

/** The browser's own zone: shown (not stored) while the person has never saved one. */
export const ZExtendedProfileQuery = z.strictObject({ timeZone: z.string().max(64).optional() });
export type TExtendedProfileQuery = z.infer<typeof ZExtendedProfileQuery>;

/**
 * PUT /api/account/profile/extended: any of the personal fields and, for coaches, the professional
 * ones; fields left out stay as they are. Anything else (email, role, verification, trial) is
 * refused by name.
 */
export const ZExtendedProfileBody = z.strictObject({
  ...nameBodyFields,
  ...contactBodyFields,
  timeZone: ZIanaTimeZone.optional(),
  languages: ZProfileLanguages.optional(),
  jobTitle: optionalText(PROFILE_TEXT_MAX),
  organization: optionalText(PROFILE_TEXT_MAX),
  headline: optionalText(PROFILE_TEXT_MAX),
  aboutMe: z.string().max(BIO_MAX, `About me can be at most ${BIO_MAX} characters`).nullable().optional(),
  yearsExperience: z.enum(PROFILE_YEARS_EXPERIENCE).nullable().optional(),
  hourlyRate: z.number().int('Hourly rate must be a whole number').min(0).max(HOURLY_RATE_MAX).optional(),
  currency: z.enum(PROFILE_CURRENCIES).optional(),
  clientCapacity: z.number().int('Client capacity must be a whole number').min(0).max(CLIENT_CAPACITY_MAX).optional(),
  acceptingClients: z.boolean().optional(),
});
export type TExtendedProfileBody = z.infer<typeof ZExtendedProfileBody>;

// ---------------------------------------------------------------------------------------------
// GET/PUT /api/account/coaching-preferences (clients)

const rating = z.number().int().min(INTAKE_SCALE.min).max(INTAKE_SCALE.max);
/** Each of the intake's eight areas, 1 to 5, or null while the client has not rated it. */
export const ZLifeSatisfaction = z.object(
  Object.fromEntries(LIFE_SATISFACTION_AREAS.map((k) => [k, rating.nullable()])) as Record<
    LifeSatisfactionArea,
    z.ZodNullable<typeof rating>
  >,
);
export type TLifeSatisfaction = z.infer<typeof ZLifeSatisfaction>;

/**
 * What the client answered at intake, with what they changed here since over it; null (or an
 * empty list) where they answered neither. Nothing is filled in for them.
 */
export const ZCoachingPreferences = z.object({
  checkinFrequency: z.enum(CHECKIN_FREQUENCIES).nullable(),
  lifeSatisfaction: ZLifeSatisfaction,
  supportAreas: z.array(z.enum(SUPPORT_AREAS)),
  /** 1 to 5, the intake's scale. */
  motivationLevel: rating.nullable(),
  /** Shared with the personal profile's pronouns. */
  pronouns: z.string().nullable(),
  coachingStyle: z.enum(COACHING_STYLES).nullable(),
  additionalNotes: z.string().nullable(),
  /** When the client last saved them here; null while they show only the intake's answers. */
  updatedAt: ZIsoDate.nullable(),
});
export type TCoachingPreferences = z.infer<typeof ZCoachingPreferences>;

/**
 * The preferences the client changes; only the fields sent are written, the others keep what they
 * hold (the intake's answers included). Life satisfaction may name only the areas that changed.
 * null for a choice (check-in, style, motivation) takes back the client's own and shows the
 * intake's answer again; a blank note clears the note.
 */
export const ZCoachingPreferencesBody = z.strictObject({
  checkinFrequency: z.enum(CHECKIN_FREQUENCIES).nullable().optional(),
  lifeSatisfaction: z
    .strictObject(
      Object.fromEntries(LIFE_SATISFACTION_AREAS.map((k) => [k, rating.optional()])) as Record<
        LifeSatisfactionArea,
        z.ZodOptional<typeof rating>
      >,
    )
    .optional(),
  supportAreas: z
    .array(z.enum(SUPPORT_AREAS))
    .max(SUPPORT_AREAS.length)
    .refine((list) => new Set(list).size === list.length, 'Each support area can be chosen once.')
    .optional(),
  motivationLevel: rating.nullable().optional(),
  pronouns: optionalText(PRONOUNS_MAX),
  coachingStyle: z.enum(COACHING_STYLES).nullable().optional(),
  additionalNotes: optionalText(PREFERENCE_NOTES_MAX),
});
export type TCoachingPreferencesBody = z.infer<typeof ZCoachingPreferencesBody>;

// ---------------------------------------------------------------------------------------------
// Socket

/** 'profile:changed' to the user's own tabs: which parts of the account page to read again (the avatar has its own avatar:changed). */
export const ZProfileChanged = z.object({ sections: z.array(z.enum(PROFILE_SECTIONS)) });
export type TProfileChanged = z.infer<typeof ZProfileChanged>;

// ---------------------------------------------------------------------------------------------
// Calls

/** Extended profile and coaching preferences (docs/profiles-and-directory.md#calls). */
export const profileEndpoints = defineEndpoints('Account', {
  getExtendedProfile: {
    method: 'GET',
    path: '/api/account/profile/extended',
    summary: 'Read the extended profile (personal, professional, credentials)',
    auth: 'token',
    query: ZExtendedProfileQuery,
    response: ZEnvelope(ZExtendedProfile),
  },
  updateExtendedProfile: {
    method: 'PUT',
    path: '/api/account/profile/extended',
    summary: 'Update the personal and (coaches) professional profile',
    auth: 'token',
    body: ZExtendedProfileBody,
    response: ZEnvelope(ZExtendedProfile),
  },
  getCoachingPreferences: {
    method: 'GET',
    path: '/api/account/coaching-preferences',
    summary: "Read the client's coaching preferences",
    auth: 'token',
    response: ZEnvelope(ZCoachingPreferences),
    errors: [403],
  },
  updateCoachingPreferences: {
    method: 'PUT',
    path: '/api/account/coaching-preferences',
    summary: "Update the client's coaching preferences",
    auth: 'token',
    body: ZCoachingPreferencesBody,
    response: ZEnvelope(ZCoachingPreferences),
    errors: [403],
  },
});
