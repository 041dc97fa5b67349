import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TUpdateProfileBody } from '@coach/contract';
import { api } from '../../lib/api.ts';
import { useAuth } from '../auth/store.ts';

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

/** GET /api/account/profile: the signed-in user's personal information. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => api<TProfile>('GET', '/api/account/profile') });
}

/**
 * PUT /api/account/profile. The server also pushes 'user:updated' over the socket; the names are
 * applied here as well so the top navigation follows at once even while the socket reconnects.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => api<TProfile>('PUT', '/api/account/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      const { user, setUser } = useAuth.getState();
      if (user) {
        setUser({ ...user, firstName: profile.firstName, lastName: profile.lastName, preferredName: profile.preferredName });
      }
    },
  });
}
