import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/store.ts';
import { inviteKeys, invitesApi, type InviteListFilter } from './api.ts';
import { loadedInvites, type InvitePages } from './cache.ts';

/**
 * The signed-in coach's invites under a filter, a page at a time, kept live by 'invite:changed'
 * (see cache.ts). While another filter loads, the last one's rows stay on screen.
 */
export function useInviteList(filter: InviteListFilter) {
  const ownerId = useAuth((s) => s.user?.id ?? '');
  const query = useInfiniteQuery({
    queryKey: inviteKeys.list(ownerId, filter),
    queryFn: ({ pageParam }) => invitesApi.list({ status: filter.status, search: filter.search, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Only this coach's rows may stand in: another user on this tab starts from nothing.
    placeholderData: (previous: InvitePages | undefined, previousQuery) => (previousQuery?.queryKey[2] === ownerId ? previous : undefined),
    enabled: ownerId !== '',
  });
  const invites = useMemo(() => (query.data ? loadedInvites(query.data) : null), [query.data]);
  return { ...query, invites, counts: query.data?.pages[0]?.counts ?? null };
}
