import type { InfiniteData } from '@tanstack/react-query';
import type { TInvite, TInviteList } from '@coach/contract';
import { queryClient } from '../../lib/query.ts';
import type { Push } from '../../lib/realtime/useSocketEvent.ts';
import { inviteKeys, type InviteListFilter } from './api.ts';
import { matchesFilter } from './derive.ts';

/** An 'invite:changed' push, or a call's answer put the same way. */
export type InviteEvent = Push<'invite:changed'>;

/** A list of the coach's invites as loaded so far: one answer per page. */
export type InvitePages = InfiniteData<TInviteList, string | undefined>;

/** The invites of the loaded pages, each once (a push may have brought one before its page did). */
export function loadedInvites(data: { pages: TInviteList[] } | undefined): TInvite[] {
  const seen = new Set<string>();
  const invites: TInvite[] = [];
  for (const page of data?.pages ?? []) {
    for (const invite of page.invites) {
      if (seen.has(invite.id)) continue;
      seen.add(invite.id);
      invites.push(invite);
    }
  }
  return invites;
}

/**
 * One change applied to a loaded list under its filter: the invite is replaced in place, put first
 * when it is new and under the filter, and dropped when deleted or no longer under the filter.
 */
export function applyToPages(data: InvitePages, filter: InviteListFilter, { invite, deleted }: InviteEvent): InvitePages {
  const keep = !deleted && matchesFilter(invite, filter.status, filter.search);
  let held = false;
  const pages = data.pages.map((page) => {
    if (!page.invites.some((i) => i.id === invite.id)) return page;
    held = true;
    const invites = keep ? page.invites.map((i) => (i.id === invite.id ? invite : i)) : page.invites.filter((i) => i.id !== invite.id);
    return { ...page, invites };
  });
  if (keep && !held && pages[0]) pages[0] = { ...pages[0], invites: [invite, ...pages[0].invites] };
  return { ...data, pages };
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** A send of 50 addresses pushes 50 changes: the lists are read again once, after the burst. */
export const REFRESH_AFTER_MS = 250;

/**
 * Reads the shown list again, so its counts and order are the server's; the lists not shown are
 * read when next shown.
 */
export function refreshInviteLists(delay = REFRESH_AFTER_MS): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: inviteKeys.lists() }), delay);
}

/**
 * A call's answer or an 'invite:changed' push, applied at once to every loaded list of invites (each
 * under its own filter); the counts of all of them come with the read that follows.
 */
export function applyInviteEvent(event: InviteEvent): void {
  for (const [key, data] of queryClient.getQueriesData<InvitePages>({ queryKey: inviteKeys.lists() })) {
    if (!data) continue;
    const filter = key[3] as InviteListFilter;
    queryClient.setQueryData<InvitePages>(key, applyToPages(data, filter, event));
  }
  refreshInviteLists();
}
