import type { TLookupItem } from '@coach/contract';
import { useLookup } from '../lookups/queries.ts';
import { COACHING_STYLES } from './onboarding.ts';

/**
 * The coaching styles with their descriptions from GET /api/lookup/coaching-style;
 * while that loads, or if it fails, the plain list still lets the coach choose.
 */
export function useCoachingStyles(): TLookupItem[] {
  const lookup = useLookup('coaching-style');
  return lookup.data?.length ? lookup.data : COACHING_STYLES.map((s) => ({ id: s.value, name: s.label, description: '' }));
}
