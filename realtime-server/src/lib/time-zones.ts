import { ONBOARDING_ERR } from '@coach/contract';
import { badRequest } from './errors.ts';
import { isTimeZone } from './local-days.ts';

/** The zone trimmed, or undefined when blank; throws 400 for one the runtime does not know. */
export function checkedTimeZone(zone: string | null | undefined): string | undefined {
  const z = zone?.trim();
  if (!z) return undefined;
  if (!isTimeZone(z)) throw badRequest(ONBOARDING_ERR.UNKNOWN_TIME_ZONE(z), 'UNKNOWN_TIME_ZONE');
  return z;
}
