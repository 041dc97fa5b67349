import { useCallback, useRef, useState } from 'react';
import { isEmail } from '@coach/contract';
import { lookupsApi } from '../lookups/api.ts';
import { shouldCheckEmail, type EmailAvailability } from './registration.ts';

/**
 * The email's availability is checked on blur once it contains an @ (POST /api/intake/check-email).
 * An answer that arrives after the address changed again is ignored.
 */
export function useEmailAvailability() {
  const [status, setStatus] = useState<EmailAvailability>('idle');
  const checked = useRef<string | null>(null);

  const check = useCallback(async (raw: string) => {
    const email = raw.trim().toLowerCase();
    if (!shouldCheckEmail(email) || !isEmail(email) || email === checked.current) return;
    checked.current = email;
    setStatus('checking');
    try {
      const res = await lookupsApi.checkEmail({ email });
      if (checked.current === email) setStatus(res.exists ? 'taken' : 'available');
    } catch {
      if (checked.current === email) {
        setStatus('error');
        checked.current = null; // let the next blur try again
      }
    }
  }, []);

  /** The address was edited: the last answer no longer applies. */
  const reset = useCallback(() => {
    checked.current = null;
    setStatus('idle');
  }, []);

  const markTaken = useCallback((raw: string) => {
    checked.current = raw.trim().toLowerCase();
    setStatus('taken');
  }, []);

  return { status, check, reset, markTaken };
}
