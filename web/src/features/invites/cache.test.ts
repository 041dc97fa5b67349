import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvite, TInviteCounts } from '@coach/contract';
import { queryClient } from '../../lib/query.ts';
import { inviteKeys, type InviteListFilter } from './api.ts';
import { applyInviteEvent, applyToPages, loadedInvites, REFRESH_AFTER_MS, type InvitePages } from './cache.ts';
import { invite } from './invite.fixture.ts';

const counts: TInviteCounts = { total: 3, pending: 3, accepted: 0, expired: 0, cancelled: 0 };
const pages = (...lists: TInvite[][]): InvitePages => ({
  pages: lists.map((invites, n) => ({ invites, counts, nextCursor: n < lists.length - 1 ? `cursor-${n}` : null })),
  pageParams: lists.map((_, n) => (n === 0 ? undefined : `cursor-${n - 1}`)),
});
const ids = (data: InvitePages | undefined) => loadedInvites(data).map((i) => `${i.id}:${i.status}`);
const all: InviteListFilter = { status: 'all', search: '' };
const pending: InviteListFilter = { status: 'pending', search: '' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('applyToPages', () => {
  const a = invite('a');
  const b = invite('b');
  const c = invite('c');

  it('replaces an invite in place, on whichever page holds it', () => {
    const accepted = invite('c', { status: 'accepted', coacheeName: 'Cy' });
    expect(ids(applyToPages(pages([a, b], [c]), all, { invite: accepted }))).toEqual(['a:pending', 'b:pending', 'c:accepted']);
  });

  it('puts a new invite first when it is under the filter, and not otherwise', () => {
    const d = invite('d');
    expect(ids(applyToPages(pages([a], [b]), pending, { invite: d }))).toEqual(['d:pending', 'a:pending', 'b:pending']);
    expect(ids(applyToPages(pages([a]), { status: 'all', search: 'zed' }, { invite: d }))).toEqual(['a:pending']);
  });

  it('drops an invite that is deleted or no longer under the filter', () => {
    expect(ids(applyToPages(pages([a, b]), all, { invite: a, deleted: true }))).toEqual(['b:pending']);
    expect(ids(applyToPages(pages([a, b]), pending, { invite: invite('b', { status: 'cancelled' }) }))).toEqual(['a:pending']);
  });

  it('applying the same event twice (call answer, then push) changes nothing more, and leaves its input alone', () => {
    const data = pages([a, b]);
    const cancelled = { invite: invite('b', { status: 'cancelled' }) };
    const once = applyToPages(data, all, cancelled);
    expect(applyToPages(once, all, cancelled)).toEqual(once);
    expect(ids(data)).toEqual(['a:pending', 'b:pending']);
  });
});

describe('loadedInvites', () => {
  it('keeps each invite once when a push brought it before its page did', () => {
    expect(ids(pages([invite('a'), invite('b')], [invite('b'), invite('c')]))).toEqual(['a:pending', 'b:pending', 'c:pending']);
  });
});

describe('applyInviteEvent', () => {
  it('applies a change to every loaded list under its own filter, then reads the lists again once for a burst', async () => {
    vi.useFakeTimers();
    const allKey = inviteKeys.list('coach-1', all);
    const pendingKey = inviteKeys.list('coach-1', pending);
    queryClient.setQueryData(allKey, pages([invite('a'), invite('b')]));
    queryClient.setQueryData(pendingKey, pages([invite('a'), invite('b')]));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();

    applyInviteEvent({ invite: invite('a', { status: 'cancelled' }) });
    applyInviteEvent({ invite: invite('c') });
    expect(ids(queryClient.getQueryData(allKey))).toEqual(['c:pending', 'a:cancelled', 'b:pending']);
    expect(ids(queryClient.getQueryData(pendingKey))).toEqual(['c:pending', 'b:pending']);

    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: inviteKeys.lists() });
  });
});
