import { ERR, PASSWORD_MIN_RESET, VERIFICATION_CODE_LENGTH } from '@coach/contract';

/** A title/description pair, shown as a toast; `field` names the input to mark and focus. */
export interface FormProblem<F extends string = string> {
  field: F;
  title: string;
  description: string;
}

/** Login: both fields required. Returns the first empty field, or null. */
export function validateLogin(email: string, password: string): FormProblem<'email' | 'password'> | null {
  const missing = !email.trim() ? 'email' : !password ? 'password' : null;
  return missing && { field: missing, title: ERR.MISSING_INFO_TITLE, description: ERR.MISSING_FIELDS };
}

/** Forgot password: the email is required. */
export function validateForgot(email: string): FormProblem<'email'> | null {
  return email.trim() ? null : { field: 'email', title: ERR.EMAIL_REQUIRED_TITLE, description: ERR.EMAIL_REQUIRED };
}

/** Reset password (docs/accounts-and-sign-in.md#passwords): both required, the new one at least PASSWORD_MIN_RESET (8) long, equal. */
export function validateReset(newPassword: string, confirm: string): FormProblem<'newPassword' | 'confirm'> | null {
  if (!newPassword) return { field: 'newPassword', title: ERR.MISSING_INFO_TITLE, description: ERR.MISSING_FIELDS };
  if (!confirm) return { field: 'confirm', title: ERR.MISSING_INFO_TITLE, description: ERR.MISSING_FIELDS };
  if (newPassword.length < PASSWORD_MIN_RESET) {
    return { field: 'newPassword', title: ERR.PASSWORD_TOO_SHORT_TITLE, description: ERR.PASSWORD_TOO_SHORT };
  }
  if (newPassword !== confirm) {
    return { field: 'confirm', title: ERR.PASSWORDS_DONT_MATCH_TITLE, description: ERR.PASSWORDS_DONT_MATCH };
  }
  return null;
}

/** Verification code input (docs/accounts-and-sign-in.md#email-verification): digits only, at most 6. Pasted "123 456" becomes "123456". */
export const sanitizeCode = (raw: string) => raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);

/** Submitting needs exactly 6 digits. */
export const validateCode = (code: string): string | null =>
  new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code) ? null : ERR.CODE_NEEDS_SIX;

/** The route guard's note of the page it sent someone away from, and for whom (null: nobody was signed in). */
export const returnState = (from: string, userId: string | null) => ({ from, userId });

/**
 * The page the route guard sent `userId` away from, if it is a path of this app and was theirs: on a
 * shared browser the next person to sign in goes home, not to the page the last one left open.
 */
export function returnPath(state: unknown, userId: string): string | null {
  const { from, userId: owner } = (state as { from?: unknown; userId?: unknown } | null) ?? {};
  if (typeof owner === 'string' && owner !== userId) return null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Router state with which /reset-password sends a broken link to /forgot-password. */
export const INVALID_LINK_STATE = { invalidResetLink: true } as const;
export const cameWithInvalidLink = (state: unknown) => (state as { invalidResetLink?: unknown } | null)?.invalidResetLink === true;

/** "Resend code in 59s" while the cooldown runs. */
export const resendLabel = (secondsLeft: number) => (secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code');

export const attemptsLabel = (remaining: number) => `${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} remaining`;
