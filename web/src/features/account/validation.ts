import { ApiError } from '../../lib/api.ts';
import { ERR, PASSWORD_MIN_CHANGE, ZExtendedProfileBody, type TExtendedProfile, type TExtendedProfileBody } from '@coach/contract';

/** A failed check: which field to mark and the text for it. */
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * A server refusal that belongs to one field (its error code names which), with the server's text;
 * null for anything else (the network, a rate limit), which stays a toast.
 */
export function serverFieldError<F extends string>(err: unknown, fields: Partial<Record<string, F>>): FieldError<F> | null {
  const field = err instanceof ApiError && err.code ? fields[err.code] : undefined;
  return field && err instanceof ApiError ? { field, message: err.message } : null;
}

// The basic email pattern, the same one the server applies (docs/limits-and-errors.md#request-hygiene).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ChangeEmailField = 'newEmail' | 'password';

/** Change email, checked in the order of docs/accounts-and-sign-in.md#changing-email-and-password; the first failure wins. */
export function changeEmailError(currentEmail: string, newEmail: string, password: string): FieldError<ChangeEmailField> | null {
  const email = newEmail.trim();
  if (!email) return { field: 'newEmail', message: ERR.NEW_EMAIL_REQUIRED };
  if (!EMAIL_PATTERN.test(email)) return { field: 'newEmail', message: ERR.EMAIL_INVALID };
  if (email.toLowerCase() === currentEmail.trim().toLowerCase()) return { field: 'newEmail', message: ERR.NEW_EMAIL_SAME };
  if (!password) return { field: 'password', message: ERR.PASSWORD_REQUIRED_CONFIRM };
  return null;
}

export const validateChangeEmail = (currentEmail: string, newEmail: string, password: string): string | null =>
  changeEmailError(currentEmail, newEmail, password)?.message ?? null;

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Change password, checked in the order of docs/accounts-and-sign-in.md#changing-email-and-password; the first failure wins. */
export function changePasswordError(
  currentPassword: string,
  newPassword: string,
  confirmPassword: string,
): FieldError<ChangePasswordField> | null {
  if (!currentPassword) return { field: 'currentPassword', message: ERR.CURRENT_PASSWORD_REQUIRED };
  if (!newPassword) return { field: 'newPassword', message: ERR.NEW_PASSWORD_REQUIRED };
  if (newPassword.length < PASSWORD_MIN_CHANGE) return { field: 'newPassword', message: ERR.NEW_PASSWORD_TOO_SHORT };
  if (newPassword === currentPassword) return { field: 'newPassword', message: ERR.NEW_PASSWORD_SAME };
  if (!confirmPassword) return { field: 'confirmPassword', message: ERR.CONFIRM_PASSWORD_REQUIRED };
  if (confirmPassword !== newPassword) return { field: 'confirmPassword', message: ERR.PASSWORDS_DO_NOT_MATCH };
  return null;
}

export const validateChangePassword = (currentPassword: string, newPassword: string, confirmPassword: string): string | null =>
  changePasswordError(currentPassword, newPassword, confirmPassword)?.message ?? null;

/** The personal part of the profile as the form edits it: every text field a string. */
export interface PersonalForm {
  firstName: string;
  lastName: string;
  preferredName: string;
  phone: string;
  streetAddress: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  timeZone: string;
  languages: string[];
}
export type PersonalField = keyof PersonalForm;

/** The extended profile's personal part (docs/profiles-and-directory.md#extended-profile) (pronouns live in the coaching preferences). */
export function toPersonalForm({ firstName, lastName, preferredName, userProfile: u }: TExtendedProfile): PersonalForm {
  return {
    firstName,
    lastName,
    preferredName: preferredName ?? '',
    phone: u.phone ?? '',
    streetAddress: u.streetAddress ?? '',
    city: u.city ?? '',
    stateProvince: u.stateProvince ?? '',
    postalCode: u.postalCode ?? '',
    country: u.country ?? '',
    timeZone: u.timeZone,
    languages: u.languages,
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The PUT body: only the personal fields; blank optional fields are cleared (null). */
export function toUpdateBody(f: PersonalForm): TExtendedProfileBody {
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    preferredName: orNull(f.preferredName),
    phone: orNull(f.phone),
    streetAddress: orNull(f.streetAddress),
    city: orNull(f.city),
    stateProvince: orNull(f.stateProvince),
    postalCode: orNull(f.postalCode),
    country: orNull(f.country),
    timeZone: f.timeZone,
    languages: f.languages,
  };
}

/** Checks the form with the server's own schema, so both sides refuse the same input with the same text. */
export function personalFormErrors(f: PersonalForm): Partial<Record<PersonalField, string>> {
  const parsed = ZExtendedProfileBody.safeParse(toUpdateBody(f));
  if (parsed.success) return {};
  const errors: Partial<Record<PersonalField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PersonalField;
    errors[field] ??= issue.message;
  }
  return errors;
}
