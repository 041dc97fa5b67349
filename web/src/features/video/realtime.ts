import { useEffect, useState } from 'react';
import { VIDEO_UI } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { useSocket } from '../../lib/realtime/scope.tsx';
import { openGuestSocket } from '../../lib/realtime/open.ts';
import type { AppSocket } from '../../lib/realtime/socket.ts';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { useVideoRoomStore, type VideoRoomStoreApi } from './store.ts';

/** Puts the socket in the room; the answer carries what was pushed while the socket was away. */
function enterRoom(socket: AppSocket, sessionId: string, store: VideoRoomStoreApi) {
  socket.emit('video:enter', { sessionId }, (ack) => {
    if (ack.ok) store.getState().catchUp(ack.catchUp);
  });
}

/**
 * A guest's own socket (no account, so no tab socket), opened with the guest token while the room
 * is open; undefined for a signed-in participant, who uses the tab's. Null until it is open.
 */
export function useGuestSocket(guestToken: string | null): AppSocket | null | undefined {
  const [socket, setSocket] = useState<{ token: string; socket: AppSocket } | null>(null);
  useEffect(() => {
    if (!guestToken) return;
    const opened = openGuestSocket(guestToken);
    setSocket({ token: guestToken, socket: opened });
    return () => {
      setSocket(null);
      opened.disconnect();
    };
  }, [guestToken]);
  if (!guestToken) return undefined;
  return socket?.token === guestToken ? socket.socket : null;
}

/**
 * Follows the open room on its socket (inside the room's SocketScope). 'video:enter' goes out on
 * every (re)connect, since a new connection is in no room yet, and its answer catches the store up
 * on what was pushed while the socket was away. The pushes land in the room's store; `onEnded` runs
 * when the coach ended the session (video:ended, or the session's change to COMPLETED); a
 * participant the coach muted is told.
 */
export function useVideoRoomRealtime(onEnded: () => void) {
  const store = useVideoRoomStore();
  const { sessionId, identity } = store.getState().join!;
  const room = () => store.getState();
  const mine = (p: { sessionId: string }) => p.sessionId === sessionId;

  useCatchUp((socket) => enterRoom(socket, sessionId, store), { firstConnect: true });
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    if (socket.connected) enterRoom(socket, sessionId, store);
    return () => {
      if (socket.connected) socket.emit('video:leave', { sessionId });
    };
  }, [socket, sessionId, store]);

  useSocketEvent('video:transcript', (p) => mine(p) && room().addLine(p.line));
  useSocketEvent('video:assist', (p) => mine(p) && room().addSuggestion(p.suggestion));
  useSocketEvent('video:assist-toggled', (p) => mine(p) && room().setAssistEnabled(p.enabled));
  useSocketEvent('video:knock', (p) => mine(p) && room().applyKnock(p.knock));
  useSocketEvent('video:guest-request', (p) => mine(p) && room().applyGuestRequest(p.knock));
  useSocketEvent('video:state', (p) => room().setRoom(p.state));
  useSocketEvent('video:ended', (p) => mine(p) && onEnded());
  useSocketEvent('video:media', (p) => {
    if (mine(p) && p.muted && p.identity === identity) toaster.create({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH[p.kind] });
  });
  useSocketEvent('session:changed', (p) => {
    if (p.session.id === sessionId && p.session.status === 'COMPLETED') onEnded();
  });
}
