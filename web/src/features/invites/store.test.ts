import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/store.ts';
import type { TInvite, TInviteCounts } from '@coach/contract';
import { applyInviteEvent, applyToCounts, useInvites } from './store.ts';
import { invite } from './invite.fixture.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const counts = (over: Partial<TInviteCounts> = {}): TInviteCounts => ({ total: 1, pending: 1, accepted: 0, expired: 0, cancelled: 0, ...over });
/** A page of GET /api/invites/coach as the server answers it. */
const page = (invites: TInvite[], nextCursor: string | null = null, c = counts({ total: invites.length, pending: invites.length })) =>
  json(200, { data: { invites, nextCursor, counts: c } });

afterEach(() => {
  vi.restoreAllMocks();
  useInvites.setState({ invites: null, status: 'idle', ownerId: null, queued: [], nextCursor: null, counts: null, loadingMore: false });
  useAuth.setState({ user: null });
});

describe('applyInviteEvent', () => {
  const a = invite('a');
  const b = invite('b');

  it('replaces an invite with the same id, in place', () => {
    const accepted = invite('a', { status: 'accepted', coacheeName: 'Ann' });
    expect(applyInviteEvent([a, b], { invite: accepted })).toEqual([accepted, b]);
  });

  it('puts a new invite first', () => {
    const c = invite('c');
    expect(applyInviteEvent([a, b], { invite: c })).toEqual([c, a, b]);
  });

  it('removes a deleted invite, and ignores deleting one it does not have', () => {
    expect(applyInviteEvent([a, b], { invite: a, deleted: true })).toEqual([b]);
    expect(applyInviteEvent([b], { invite: a, deleted: true })).toEqual([b]);
  });

  it('applying the same event twice (call answer, then push) changes nothing more', () => {
    const cancelled = invite('b', { status: 'cancelled' });
    const once = applyInviteEvent([a, b], { invite: cancelled });
    expect(applyInviteEvent(once, { invite: cancelled })).toEqual(once);
  });

  it('does not change the list it was given', () => {
    const list = [a, b];
    applyInviteEvent(list, { invite: invite('a', { status: 'expired' }) });
    expect(list[0]!.status).toBe('pending');
  });
});

describe('useInvites', () => {
  it('ignores pushes before the list was ever loaded', () => {
    useInvites.getState().apply({ invite: invite('a') });
    expect(useInvites.getState().invites).toBeNull();
  });

  it('loads the list, then applies pushes to it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(page([invite('a')]));
    await useInvites.getState().load();
    expect(useInvites.getState().status).toBe('ready');
    useInvites.getState().apply({ invite: invite('a', { status: 'accepted' }) });
    expect(useInvites.getState().invites?.map((i) => i.status)).toEqual(['accepted']);
  });

  it('keeps a push that arrives while the list loads', async () => {
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((r) => (answer = r)));
    const loading = useInvites.getState().load();
    useInvites.getState().apply({ invite: invite('b') });
    useInvites.getState().apply({ invite: invite('a', { status: 'cancelled' }) });
    answer(page([invite('a')]));
    await loading;
    expect(useInvites.getState().invites?.map((i) => `${i.id}:${i.status}`)).toEqual(['b:pending', 'a:cancelled']);
  });

  it('reports a failed load and keeps no list', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(500, { error: 'boom' }));
    await useInvites.getState().load();
    expect(useInvites.getState()).toMatchObject({ status: 'error', invites: null });
  });

  it('starts from an empty list when another user loads', async () => {
    useInvites.setState({ invites: [invite('old')], status: 'ready', ownerId: 'coach-1' });
    useAuth.setState({ user: { id: 'coach-2' } as never });
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((r) => (answer = r)));
    const loading = useInvites.getState().load();
    expect(useInvites.getState().invites).toBeNull();
    answer(page([]));
    await loading;
    expect(useInvites.getState().invites).toEqual([]);
  });

  it('pages: Load more adds the next page below, each invite once, and takes the counts of all of them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(page([invite('c'), invite('b')], 'cursor-1', counts({ total: 3, pending: 3 })));
    await useInvites.getState().load();
    expect(useInvites.getState()).toMatchObject({ nextCursor: 'cursor-1', counts: { total: 3 } });
    // A push brought 'a' before its page did.
    useInvites.getState().apply({ invite: invite('a', { status: 'accepted' }) });
    fetch.mockResolvedValueOnce(page([invite('a')], null, counts({ total: 3, pending: 2, accepted: 1 })));
    await useInvites.getState().loadMore();
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('cursor=cursor-1');
    expect(useInvites.getState().invites?.map((i) => `${i.id}:${i.status}`)).toEqual(['a:accepted', 'c:pending', 'b:pending']);
    expect(useInvites.getState()).toMatchObject({ nextCursor: null, counts: { total: 3, accepted: 1 } });
    // Nothing more to load: no call.
    const calls = fetch.mock.calls.length;
    await useInvites.getState().loadMore();
    expect(fetch.mock.calls.length).toBe(calls);
  });
});

describe('applyToCounts', () => {
  it('moves a held invite from its old status to its new one, and drops a deleted one', () => {
    const c = counts({ total: 3, pending: 2, cancelled: 1 });
    expect(applyToCounts(c, invite('a'), { invite: invite('a', { status: 'accepted' }) })).toEqual({ ...c, pending: 1, accepted: 1 });
    expect(applyToCounts(c, invite('a', { status: 'cancelled' }), { invite: invite('a'), deleted: true })).toEqual({ ...c, total: 2, cancelled: 0 });
  });

  it('cannot tell for an invite the list does not hold (the server is asked)', () => {
    expect(applyToCounts(counts(), undefined, { invite: invite('z') })).toBeUndefined();
  });
});
