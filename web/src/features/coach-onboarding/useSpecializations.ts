import { useQuery } from '@tanstack/react-query';
import type { TSpecialization } from '@coach/contract';
import { api } from '../../lib/api.ts';

/** GET /api/coaches/specializations: the keys and names a coach can pick at registration. */
export function useSpecializations() {
  return useQuery({
    queryKey: ['coaches', 'specializations'],
    queryFn: async () => (await api<{ specializations: TSpecialization[] }>('GET', '/api/coaches/specializations', undefined, { token: null })).specializations,
    staleTime: 5 * 60 * 1000,
  });
}
