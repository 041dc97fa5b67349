import { useQuery } from '@tanstack/react-query';
import type { TLookupItem } from '@coach/contract';
import { api } from '../../lib/api.ts';
import { COACHING_STYLES } from './onboarding.ts';

/**
 * The coaching styles of spec §9 with their descriptions from GET /api/lookup/coaching-style;
 * while that loads, or if it fails, the plain list still lets the coach choose.
 */
export function useCoachingStyles(): TLookupItem[] {
  const lookup = useQuery({
    queryKey: ['lookup', 'coaching-style'],
    queryFn: () => api<TLookupItem[]>('GET', '/api/lookup/coaching-style', undefined, { token: null }),
    staleTime: 5 * 60 * 1000,
  });
  return lookup.data?.length ? lookup.data : COACHING_STYLES.map((s) => ({ id: s.value, name: s.label, description: '' }));
}
