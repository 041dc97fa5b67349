import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CredentialKind, TExtendedProfile } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { accountApi, accountKeys, type CredentialBody, type CredentialItem } from './api.ts';
import { browserTimeZone } from '../../lib/profile-options.ts';

/** GET /api/account/profile/extended: the whole account page of the signed-in person. */
export function useExtendedProfile() {
  return useQuery({ queryKey: accountKeys.extended(), queryFn: () => accountApi.extendedProfile(browserTimeZone()) });
}

/** Names on the signed-in user follow a save at once, so the top navigation does not wait for the socket. */
function followNames(profile: TExtendedProfile) {
  const { user, setUser } = useAuth.getState();
  if (user) setUser({ ...user, firstName: profile.firstName, lastName: profile.lastName, preferredName: profile.preferredName });
}

/** PUT /api/account/profile/extended (personal fields, and for a coach the professional ones). */
export function useUpdateExtendedProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateExtendedProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.extended(), profile);
      // The older personal-profile read (coach onboarding) holds the same names and address.
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile(), exact: true });
      followNames(profile);
    },
  });
}

/** GET /api/account/coaching-preferences (clients). */
export function useCoachingPreferences(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.preferences(), queryFn: accountApi.coachingPreferences, enabled });
}

export function useUpdateCoachingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateCoachingPreferences,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.preferences(), saved),
  });
}

/** Applies a change to one credential list inside the cached extended profile. */
function patchList<K extends CredentialKind>(
  queryClient: QueryClient,
  kind: K,
  change: (list: CredentialItem<K>[]) => CredentialItem<K>[],
) {
  queryClient.setQueryData<TExtendedProfile>(accountKeys.extended(), (p) =>
    p ? { ...p, [kind]: change(p[kind] as CredentialItem<K>[]) } : p,
  );
}

/** POST, PUT and DELETE of one kind of credential; each keeps the cached list in step. */
export function useCredentialMutations<K extends CredentialKind>(kind: K) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: CredentialBody<K>) => accountApi.addCredential(kind, body),
    onSuccess: (item) => patchList(queryClient, kind, (list) => [...list, item]),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: CredentialBody<K> }) => accountApi.updateCredential(kind, id, body),
    onSuccess: (item) => patchList(queryClient, kind, (list) => list.map((x) => (x.id === item.id ? item : x))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => accountApi.deleteCredential(kind, id),
    onSuccess: (_, id) => patchList(queryClient, kind, (list) => list.filter((x) => x.id !== id)),
  });
  return { add, update, remove };
}
