import { z } from 'zod';
import {
  EMAIL_MAX,
  INTAKE_EVENT_TYPES,
  INTAKE_NOTES_MAX,
  INTAKE_SCALE,
  NAME_MAX,
  PASSWORD_MAX,
  SATISFACTION_AREAS,
  type SatisfactionArea,
} from './constants.ts';
import { ERR } from './errors.ts';
import { ZAuthResponse } from './auth.ts';
import { ZFirstName, ZLastName, ZSignUpPassword } from './new-account.ts';
import { ZRoom } from './rooms.ts';
import { optionalText, ZEnvelope, ZIsoDate, ZOk } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZTimeZone } from './account.ts';

export const ZTrackIntakeEventBody = z.strictObject({
  eventType: z.enum(INTAKE_EVENT_TYPES),
  stepNumber: z.number().int().min(0).max(8).nullable().optional(),
  /** A random id the browser keeps for one run through the wizard. */
  sessionId: z.string().trim().min(8).max(100),
});
export type TTrackIntakeEventBody = z.infer<typeof ZTrackIntakeEventBody>;

export const ZCheckEmailBody = z.strictObject({ email: z.string().trim().min(1).max(EMAIL_MAX) });
export type TCheckEmailBody = z.infer<typeof ZCheckEmailBody>;
export const ZCheckEmailResponse = z.object({ exists: z.boolean() });
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

export const ZCheckCompletionResponse = z.object({ completed: z.boolean(), completedAt: ZIsoDate.nullable() });
export type TCheckCompletionResponse = z.infer<typeof ZCheckCompletionResponse>;

/** Readable names of the life check-in areas (`satisfactionRatings`): the intake's and the account page's. */
export const SATISFACTION_LABELS: Record<SatisfactionArea, string> = {
  physicalHealth: 'Physical health',
  mentalHealth: 'Mental health',
  workSchool: 'Work / school',
  finances: 'Finances',
  relationships: 'Relationships',
  funHobbies: 'Fun & hobbies',
  personalGrowth: 'Personal growth',
  overallLife: 'Overall life',
};
/** The words at the ends of the intake's 1-5 scales, wherever those scales are asked. */
export const SCALE_ENDS = {
  motivation: { low: 'Not very', high: 'Very motivated' },
  satisfaction: { low: 'Not satisfied', high: 'Very satisfied' },
} as const;
export const MOTIVATION_QUESTION = 'How motivated are you to make a change?';

const scale = z.number().int().min(INTAKE_SCALE.min).max(INTAKE_SCALE.max);
export const ZSatisfactionRatings = z.strictObject(
  Object.fromEntries(SATISFACTION_AREAS.map((k) => [k, scale.default(INTAKE_SCALE.default)])) as Record<
    (typeof SATISFACTION_AREAS)[number],
    z.ZodDefault<typeof scale>
  >,
);
export type TSatisfactionRatings = z.infer<typeof ZSatisfactionRatings>;

/** The whole intake form with the rules of each step (docs/intake-and-billing.md#intake-wizard). */
export const ZIntakeForm = z
  .strictObject({
    accessCode: optionalText(64),
    termsAccepted: z.literal(true, { error: 'Please accept the terms to continue' }),
    firstName: ZFirstName,
    lastName: ZLastName,
    email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX),
    password: ZSignUpPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
    preferredName: optionalText(NAME_MAX),
    pronouns: optionalText(40),
    customPronouns: optionalText(40),
    supportAreas: z.array(z.string().min(1).max(60)).min(1, 'Please choose at least one area').max(12),
    otherSupportArea: optionalText(200),
    primaryFocus: z.string().trim().min(1, 'Please choose a primary focus').max(60),
    motivationLevel: scale.default(INTAKE_SCALE.default),
    satisfactionRatings: ZSatisfactionRatings,
    checkinFrequency: z.string().trim().min(1, 'Please choose how often to check in').max(40),
    coachingStyle: z.string().trim().min(1, 'Please choose a coaching style').max(40),
    additionalNotes: optionalText(INTAKE_NOTES_MAX),
    trialTermsAccepted: z.literal(true, { error: 'Please accept the trial terms to start' }),
    inviteCode: optionalText(200),
    /** The browser's time zone, for the profile (the account page's default, local days of streaks). */
    timeZone: ZTimeZone.nullable().optional(),
    /** The browser's run through the wizard, to tie the funnel's events to the new account. */
    sessionId: optionalText(100),
  })
  .refine((f) => f.password === f.confirmPassword, { message: ERR.PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type TIntakeForm = z.input<typeof ZIntakeForm>;

export const ZIntakeCompletion = ZAuthResponse.extend({ coachingRoom: ZRoom });
export type TIntakeCompletion = z.infer<typeof ZIntakeCompletion>;

/** The client intake wizard: filled in before an account exists, it ends by creating one. */
export const intakeEndpoints = defineEndpoints('Intake', {
  checkIntakeEmail: {
    method: 'POST',
    path: '/api/intake/check-email',
    summary: 'Tell whether an email address is registered',
    auth: 'public',
    body: ZCheckEmailBody,
    response: ZEnvelope(ZCheckEmailResponse),
    errors: [429],
  },
  trackIntakeEvent: {
    method: 'POST',
    path: '/api/intake/track-event',
    summary: 'Record a step of the intake wizard',
    auth: 'optional',
    body: ZTrackIntakeEventBody,
    response: ZEnvelope(ZOk),
    errors: [429],
  },
  getIntakeCompletion: {
    method: 'GET',
    path: '/api/intake/check-completion',
    summary: 'Tell whether the signed-in client completed the intake',
    auth: 'token',
    response: ZEnvelope(ZCheckCompletionResponse),
  },
  completeIntake: {
    method: 'POST',
    path: '/api/intake/save-completion',
    summary: 'Complete the intake: create the client account and coaching room',
    auth: 'public',
    body: ZIntakeForm,
    status: 201,
    response: ZEnvelope(ZIntakeCompletion),
    errors: [403, 409, 429],
  },
});
