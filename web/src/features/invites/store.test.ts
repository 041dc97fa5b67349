import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/store.ts';
import { applyInviteEvent, useInvites } from './store.ts';
import { invite } from './invite.fixture.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  useInvites.setState({ invites: null, status: 'idle', ownerId: null, queued: [] });
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
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { data: { invites: [invite('a')] } }));
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
    answer(json(200, { data: { invites: [invite('a')] } }));
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
    answer(json(200, { data: { invites: [] } }));
    await loading;
    expect(useInvites.getState().invites).toEqual([]);
  });
});
