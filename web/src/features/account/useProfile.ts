import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/store.ts';
import { accountApi, accountKeys } from './api.ts';

/** GET /api/account/profile: the signed-in user's personal information. */
export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile(), queryFn: accountApi.profile });
}

/**
 * PUT /api/account/profile. The server also pushes 'user:updated' over the socket; the names are
 * applied here as well so the top navigation follows at once even while the socket reconnects.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
      const { user, setUser } = useAuth.getState();
      if (user) {
        setUser({ ...user, firstName: profile.firstName, lastName: profile.lastName, preferredName: profile.preferredName });
      }
    },
  });
}
