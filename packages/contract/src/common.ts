import { z } from 'zod';
import { EMAIL_MAX } from './constants.ts';
import { ERROR_CODES } from './error-codes.ts';

/** The basic form of an email address (docs/limits-and-errors.md#request-hygiene): something, an @, something with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Success envelope of every REST call: `{ data }`. */
export const ZEnvelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
/** Failure body of every REST call. */
export const ZErrorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES).optional() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZId = z.uuid();
export type TId = z.infer<typeof ZId>;
/** A person's names as the API answers them; `preferredName` is null until they give one. */
export const personNameFields = {
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
};

/** The `:id` of a path: the uuid of the row it names. */
export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;
export const ZIsoDate = z.string().describe('ISO 8601 date-time in UTC');
export type TIsoDate = z.infer<typeof ZIsoDate>;

/** Free text of a body, trimmed, at most `max` characters: it may be left out, and null (or blank) clears it. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * Schema params that give `message` when the field is absent altogether; other problems keep
 * zod's own text. Without it a missing field answers "expected string, received undefined"
 * where the product has a text of its own for it.
 */
export const requiredError = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

/** A trimmed, lower-cased email with the basic pattern; `missing` is the text for an absent or blank one. */
export const emailField = (missing?: string) =>
  (missing ? z.string(requiredError(missing)).trim().min(1, missing) : z.string().trim())
    .max(EMAIL_MAX)
    .regex(EMAIL_PATTERN, 'Please enter a valid email address')
    .transform((v) => v.toLowerCase());

export const ZEmail = emailField();
export type TEmail = z.infer<typeof ZEmail>;

/** A done action with nothing more to say (DELETE calls). */
export const ZSuccess = z.object({ success: z.literal(true) });
export type TSuccess = z.infer<typeof ZSuccess>;
/** A done action and the sentence that says so. */
export const ZOk = ZSuccess.extend({ message: z.string() });
export type TOk = z.infer<typeof ZOk>;

export const isEmail = (v: string) => EMAIL_PATTERN.test(v.trim());

/**
 * The answer to text holding a NUL character (U+0000) anywhere in a request: PostgreSQL can store
 * none in text or jsonb, and no field of this app has a use for one.
 */
export const NUL_CHARACTER_ERROR = 'Text must not contain a NUL character (U+0000).';
/** The answer to text that is not well-formed Unicode (a lone surrogate, such as a JSON `"\\ud800"`). */
export const MALFORMED_TEXT_ERROR = 'Text must be valid Unicode: it holds a broken character.';
/** The answer when the database refuses a value as not valid for its column (text it cannot store, a malformed number or id). */
export const VALUE_NOT_STORABLE_ERROR = 'A value in the request cannot be stored. Please check it and try again.';
