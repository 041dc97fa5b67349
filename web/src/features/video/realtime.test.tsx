import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { VIDEO_UI } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { fakeTabSocket, type FakeSocket } from '../../test/socket.ts';
import { InRoom, joinData, knock, openRoom, SESSION, testRoom } from './controls/room.fixture.ts';
import { useVideoRoomRealtime } from './realtime.ts';

/** The tab's signed-in socket, a fake the test pushes through. */
let socket: FakeSocket;
beforeEach(() => {
  socket = fakeTabSocket();
});
afterEach(() => setTabSocket(null));

describe('useVideoRoomRealtime: video:media', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells the participant the coach muted, and nobody else', () => {
    const toast = vi.spyOn(toaster, 'create');
    openRoom(joinData('coachee', { identity: 'client-1' }));
    const { unmount } = renderHook(() => useVideoRoomRealtime(() => {}), { wrapper: InRoom });
    socket.push('video:media', { sessionId: SESSION, identity: 'someone-else', kind: 'audio', muted: true });
    socket.push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'audio', muted: false });
    socket.push('video:media', { sessionId: 'another-session', identity: 'client-1', kind: 'audio', muted: true });
    expect(toast).not.toHaveBeenCalled();
    socket.push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'audio', muted: true });
    expect(toast).toHaveBeenCalledWith({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH.audio });
    socket.push('video:media', { sessionId: SESSION, identity: 'client-1', kind: 'video', muted: true });
    expect(toast).toHaveBeenLastCalledWith({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH.video });
    unmount();
    expect(socket.count('video:media')).toBe(0);
  });
});

describe('useVideoRoomRealtime: video:guest-request', () => {
  afterEach(() => {
    testRoom().getState().clear();
  });

  it("asks the client about this session's guests, and drops a question once answered", () => {
    openRoom(joinData('coachee'));
    const { unmount } = renderHook(() => useVideoRoomRealtime(() => {}), { wrapper: InRoom });
    const asked = knock(1, 'Ada', 'awaiting_client');
    socket.push('video:guest-request', { sessionId: 'another-session', knock: asked });
    expect(testRoom().getState().guestRequests).toEqual([]);
    socket.push('video:guest-request', { sessionId: SESSION, knock: asked });
    expect(testRoom().getState().guestRequests).toEqual([asked]);
    socket.push('video:guest-request', { sessionId: SESSION, knock: knock(1, 'Ada', 'denied') });
    expect(testRoom().getState().guestRequests).toEqual([]);
    unmount();
    expect(socket.count('video:guest-request')).toBe(0);
  });
});
