import { ONBOARDING_ERR } from '@coach/contract';
import { badRequest } from './errors.ts';

/** Whether the runtime knows this IANA zone (what scheduling will later compute with). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone trimmed, or undefined when blank; throws 400 for one the runtime does not know. */
export function checkedTimeZone(zone: string | null | undefined): string | undefined {
  const z = zone?.trim();
  if (!z) return undefined;
  if (!isTimeZone(z)) throw badRequest(ONBOARDING_ERR.UNKNOWN_TIME_ZONE(z), 'UNKNOWN_TIME_ZONE');
  return z;
}
