import { z } from 'zod';
import { NAME_MAX } from './constants.ts';
import { optionalText, personNameFields, ZEnvelope, ZId, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZVerifyEmailBody, ZVerifyEmailResponse } from './auth.ts';
import { ZFirstName, ZLastName } from './new-account.ts';
import { ZInviteStatus } from './invites.ts';
import { ZGoal } from './goals.ts';
import { ZUserBadge } from './gamification.ts';
import { ZSession, ZSessionTemplate } from './sessions.ts';
import { ZAvailabilityPattern, ZBookingRules } from './availability.ts';
import { ZUploadType } from './storage.ts';

/** Pronouns as the person writes them ('she/her', or their own words), as the intake allows. */
export const PRONOUNS_MAX = 40;

/** An IANA time zone name the runtime knows ('Europe/Berlin'). */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');
export type TTimeZone = z.infer<typeof ZTimeZone>;

export const PHONE_INVALID = 'Please enter a valid phone number: digits, spaces, +, -, ( and ), 7 to 20 characters';

/** A phone number as people write it: digits, spaces, +, -, ( and ), 7 to 20 characters with at least one digit. */
export const ZPhone = z
  .string()
  .trim()
  .regex(/^(?=.*\d)[\d\s+\-()]{7,20}$/, PHONE_INVALID);
export type TPhone = z.infer<typeof ZPhone>;

/** A person's phone and postal address as a profile answers them: null where not given. */
export const contactFields = {
  phone: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  stateProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
};

/** The names as a profile PUT takes them (PUT /api/account/profile and .../extended): each may be left out. */
export const nameBodyFields = {
  firstName: ZFirstName.optional(),
  lastName: ZLastName.optional(),
  /** A blank one clears it. */
  preferredName: optionalText(NAME_MAX),
};

/** The phone and postal address as a profile PUT takes them: each may be left out. */
export const contactBodyFields = {
  /** null clears it. */
  phone: ZPhone.nullable().optional(),
  streetAddress: optionalText(200),
  city: optionalText(100),
  stateProvince: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(60),
};

export const ZProfile = z.object({
  id: z.uuid(),
  ...personNameFields,
  email: z.string(),
  emailVerified: z.boolean(),
  ...contactFields,
  pronouns: z.string().nullable(),
  timeZone: z.string(),
  languages: z.array(z.string()),
  createdAt: ZIsoDate,
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileBody = z.strictObject({
  ...nameBodyFields,
  ...contactBodyFields,
  pronouns: optionalText(PRONOUNS_MAX),
  timeZone: ZTimeZone.optional(),
  languages: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
});
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

const ZExportRecord = z.record(z.string(), z.unknown());

/**
 * The version of the export's shape, raised whenever a field changes meaning or goes away (new
 * fields alone do not raise it), so that a program reading old exports knows which it holds.
 */
export const EXPORT_SCHEMA_VERSION = 2;

/** A message the person wrote, in any room. */
export const ZExportMessage = z.object({
  id: ZId,
  roomId: ZId,
  content: z.string(),
  messageType: z.enum(['text', 'action']),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TExportMessage = z.infer<typeof ZExportMessage>;

/** A day on which the person was active in a room (what streaks and stats are counted from). */
export const ZExportActivityDay = z.object({ roomId: ZId, day: z.string(), count: z.number().int() });
export type TExportActivityDay = z.infer<typeof ZExportActivityDay>;

/**
 * One file the person uploaded and the server keeps (their avatar, a document, a certification's
 * document), with the address it downloads from: GET /api/storage/files/..., with their sign-in
 * for documents (an avatar is public).
 */
export const ZExportFile = z.object({
  type: ZUploadType,
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().nullable(),
  keptAt: ZIsoDate.nullable(),
  /** The certification a credential document belongs to; null for other files (and for one whose certification was deleted). */
  certificationId: ZId.nullable(),
});
export type TExportFile = z.infer<typeof ZExportFile>;

export const ZExportData = z.object({
  schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
  exportedAt: ZIsoDate,
  user: ZExportRecord,
  profile: ZExportRecord.nullable(),
  contactMessages: z.array(ZExportRecord),
  emails: z.array(ZExportRecord),
  /** The intake answers (never the password or the codes); null for people who did not take the intake. */
  intake: z.object({ answers: ZExportRecord, completedAt: ZIsoDate }).nullable().optional(),
  /** A coach's professional profile; null for everybody else. */
  coachProfile: ZExportRecord.nullable().optional(),
  /** A client's saved coaching preferences (null before the first save); a coach's credentials (empty for others). */
  coachingPreferences: ZExportRecord.nullable().optional(),
  certifications: z.array(ZExportRecord).optional(),
  education: z.array(ZExportRecord).optional(),
  experience: z.array(ZExportRecord).optional(),
  /** The rooms the person takes part in, as client or as coach. */
  rooms: z.array(z.object({ id: ZId, name: z.string(), createdAt: ZIsoDate })).optional(),
  /** The invites a coach sent, with the status they show now; empty for everybody else. */
  invites: z
    .array(
      z.object({
        email: z.string(),
        status: ZInviteStatus,
        sentAt: ZIsoDate,
        expiresAt: ZIsoDate,
        acceptedAt: ZIsoDate.nullable(),
        cancelledAt: ZIsoDate.nullable(),
      }),
    )
    .optional(),
  /** Every message the person wrote, oldest first. */
  messages: z.array(ZExportMessage),
  /**
   * The goals that are the person's: of the rooms where they are the client, set by them or
   * assigned to them; each with its history (progress, completions, streaks, completion times).
   */
  goals: z.array(ZGoal),
  /** The badges the person earned, in every room. */
  badges: z.array(ZUserBadge),
  /** The person's active days per room, from which streaks and stats are counted. */
  activity: z.array(ZExportActivityDay),
  /** Every session the person takes part in, as coach or client (a client's copy without the coach's notes). */
  sessions: z.array(ZSession).optional(),
  /** The recurring series the person takes part in. */
  sessionTemplates: z.array(ZSessionTemplate).optional(),
  /** A coach's availability and booking rules; empty and null for everybody else. */
  availability: z.array(ZAvailabilityPattern).optional(),
  bookingRules: ZBookingRules.nullable().optional(),
  /** Notes the person wrote, and shared notes about them. */
  notes: z.array(ZExportRecord).optional(),
  /** What the person said in video rooms, as transcribed with their consent; the consents; their ratings. */
  transcriptLines: z.array(ZExportRecord).optional(),
  videoConsents: z.array(ZExportRecord).optional(),
  sessionFeedback: z.array(ZExportRecord).optional(),
  /** The person's subscriptions (state as last stored) and invoices. */
  subscriptions: z.array(ZExportRecord).optional(),
  invoices: z.array(ZExportRecord).optional(),
  /** The files the person uploaded and the server keeps, oldest first. */
  files: z.array(ZExportFile).optional(),
});
export type TExportData = z.infer<typeof ZExportData>;

/** The signed-in account's own profile and data. */
export const accountEndpoints = defineEndpoints('Account', {
  getProfile: {
    method: 'GET',
    path: '/api/account/profile',
    summary: 'Read the profile',
    auth: 'token',
    response: ZEnvelope(ZProfile),
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/account/profile',
    summary: 'Update the profile',
    auth: 'token',
    body: ZUpdateProfileBody,
    response: ZEnvelope(ZProfile),
  },
  exportAccountData: {
    method: 'GET',
    path: '/api/account/export-data',
    summary: 'Export all data of the account',
    auth: 'token',
    response: ZEnvelope(ZExportData),
  },
  verifyAccountEmail: {
    method: 'POST',
    path: '/api/account/verify-email',
    summary: 'Verify the email address with the emailed code (account screen)',
    auth: 'token',
    body: ZVerifyEmailBody,
    response: ZEnvelope(ZVerifyEmailResponse),
    errors: [429],
  },
});
