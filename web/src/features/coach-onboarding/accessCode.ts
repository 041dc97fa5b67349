/**
 * docs/accounts-and-sign-in.md#coach-registration-and-onboarding: the validated coach access code lives in session storage for this tab
 * only.
 */
export const ACCESS_CODE_KEY = 'coach.accessCode';

export function readAccessCode(): string | null {
  try {
    return sessionStorage.getItem(ACCESS_CODE_KEY);
  } catch {
    return null;
  }
}

export function saveAccessCode(code: string | null) {
  try {
    if (code) sessionStorage.setItem(ACCESS_CODE_KEY, code);
    else sessionStorage.removeItem(ACCESS_CODE_KEY);
  } catch {
    /* storage blocked: registration then asks for the code again */
  }
}

/** A coach access code is upper-cased as typed (docs/accounts-and-sign-in.md#access-codes). */
export const normalizeAccessCode = (raw: string) => raw.toUpperCase();

/** Trimmed non-empty; returns the code to send, or null when there is nothing to send. */
export const accessCodeToSend = (raw: string): string | null => raw.trim().toUpperCase() || null;
