import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { VIDEO_UI } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import type { AppSocket } from '../../lib/socket.ts';
import { joinData, knock, SESSION } from './controls/room.fixture.ts';
import { useVideoRoom } from './store.ts';

/** The tab's shared socket, as a recorder of handlers that the test can push through. */
const handlers = new Map<string, ((payload: unknown) => void)[]>();
const fake = {
  connected: false,
  on: (event: string, fn: (payload: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), fn]),
  off: (event: string, fn: (payload: unknown) => void) =>
    handlers.set(
      event,
      (handlers.get(event) ?? []).filter((f) => f !== fn),
    ),
  emit: vi.fn(),
} as unknown as AppSocket;
const push = (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((fn) => fn(payload));

vi.mock('../../lib/socket.ts', () => ({
  watchSharedSocket: (watch: (s: AppSocket | null) => void) => {
    watch(fake);
    return () => {};
  },
  openGuestSocket: () => fake,
}));

const { useVideoSocket } = await import('./useVideoSocket.ts');

describe('useVideoSocket: video:media', () => {
  afterEach(() => {
    handlers.clear();
    vi.restoreAllMocks();
  });

  it('tells the participant the coach muted, and nobody else', () => {
    const toast = vi.spyOn(toaster, 'create');
    const join = joinData('coachee', { identity: 'client-1' });
    const { unmount } = renderHook(() => useVideoSocket(join, () => {}));
    push('video:media', { sessionId: SESSION, identity: 'someone-else', kind: 'audio', muted: true });
    push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'audio', muted: false });
    push('video:media', { sessionId: 'another-session', identity: 'client-1', kind: 'audio', muted: true });
    expect(toast).not.toHaveBeenCalled();
    push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'audio', muted: true });
    expect(toast).toHaveBeenCalledWith({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH.audio });
    push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'video', muted: true });
    expect(toast).toHaveBeenLastCalledWith({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH.video });
    unmount();
    expect(handlers.get('video:media')).toEqual([]);
  });
});

describe('useVideoSocket: video:guest-request', () => {
  afterEach(() => {
    handlers.clear();
    useVideoRoom.getState().clear();
  });

  it("asks the client about this session's guests, and drops a question once answered", () => {
    const join = joinData('coachee');
    useVideoRoom.getState().start(join);
    const { unmount } = renderHook(() => useVideoSocket(join, () => {}));
    const asked = knock(1, 'Ada', 'awaiting_client');
    push('video:guest-request', { sessionId: 'another-session', knock: asked });
    expect(useVideoRoom.getState().guestRequests).toEqual([]);
    push('video:guest-request', { sessionId: SESSION, knock: asked });
    expect(useVideoRoom.getState().guestRequests).toEqual([asked]);
    push('video:guest-request', { sessionId: SESSION, knock: knock(1, 'Ada', 'denied') });
    expect(useVideoRoom.getState().guestRequests).toEqual([]);
    unmount();
    expect(handlers.get('video:guest-request')).toEqual([]);
  });
});
