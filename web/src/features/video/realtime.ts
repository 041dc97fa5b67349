import { useEffect, useRef } from 'react';
import { VIDEO_UI, type ServerToClientEvents as Pushes, type TVideoJoinData } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { openGuestSocket, watchSharedSocket, type AppSocket } from '../../lib/socket.ts';
import { setRoomSocket } from './room-socket.ts';
import { useVideoRoom } from './store.ts';

/**
 * Follows the session's video room on a socket: the tab's signed-in socket, or for a guest one
 * opened with the guest token. 'video:enter' goes out on every (re)connect, since a new connection
 * is in no room yet. The pushes land in the room's store; `onEnded` runs when the coach ended the
 * session (video:ended, or the session's change to COMPLETED); a participant the coach muted is told.
 */
export function useVideoSocket(join: TVideoJoinData, onEnded: () => void) {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const { sessionId, guestToken, identity } = join;
  useEffect(() => {
    const store = () => useVideoRoom.getState();
    const mine = (p: { sessionId: string }) => p.sessionId === sessionId;
    // Each (re)connect enters again and catches up on what was pushed while the socket was away.
    const enter = (socket: AppSocket) =>
      socket.emit('video:enter', { sessionId }, (ack) => {
        if (ack.ok) store().catchUp(ack.catchUp);
      });

    const attach = (socket: AppSocket) => {
      const onConnect = () => enter(socket);
      const onTranscript: Pushes['video:transcript'] = (p) => mine(p) && store().addLine(p.line);
      const onAssist: Pushes['video:assist'] = (p) => mine(p) && store().addSuggestion(p.suggestion);
      const onAssistToggled: Pushes['video:assist-toggled'] = (p) => mine(p) && store().setAssistEnabled(p.enabled);
      const onKnock: Pushes['video:knock'] = (p) => mine(p) && store().applyKnock(p.knock);
      const onGuestRequest: Pushes['video:guest-request'] = (p) => mine(p) && store().applyGuestRequest(p.knock);
      const onState: Pushes['video:state'] = (p) => store().setRoom(p.state);
      const onVideoEnded: Pushes['video:ended'] = (p) => mine(p) && ended.current();
      const onMedia: Pushes['video:media'] = (p) => {
        if (mine(p) && p.muted && p.identity === identity) toaster.create({ type: 'info', title: VIDEO_UI.MUTED_BY_COACH[p.kind] });
      };
      const onSession: Pushes['session:changed'] = (p) => {
        if (p.session.id === sessionId && p.session.status === 'COMPLETED') ended.current();
      };
      socket.on('connect', onConnect);
      socket.on('video:transcript', onTranscript);
      socket.on('video:assist', onAssist);
      socket.on('video:assist-toggled', onAssistToggled);
      socket.on('video:knock', onKnock);
      socket.on('video:guest-request', onGuestRequest);
      socket.on('video:state', onState);
      socket.on('video:ended', onVideoEnded);
      socket.on('video:media', onMedia);
      socket.on('session:changed', onSession);
      if (socket.connected) enter(socket);
      setRoomSocket(socket);
      return () => {
        if (socket.connected) socket.emit('video:leave', { sessionId });
        socket.off('connect', onConnect);
        socket.off('video:transcript', onTranscript);
        socket.off('video:assist', onAssist);
        socket.off('video:assist-toggled', onAssistToggled);
        socket.off('video:knock', onKnock);
        socket.off('video:guest-request', onGuestRequest);
        socket.off('video:state', onState);
        socket.off('video:ended', onVideoEnded);
        socket.off('video:media', onMedia);
        socket.off('session:changed', onSession);
        setRoomSocket(null);
      };
    };

    if (guestToken) {
      const socket = openGuestSocket(guestToken);
      const detach = attach(socket);
      return () => {
        detach();
        socket.disconnect();
      };
    }
    let detach: (() => void) | null = null;
    const unwatch = watchSharedSocket((socket) => {
      detach?.();
      detach = socket ? attach(socket) : null;
    });
    return () => {
      unwatch();
      detach?.();
    };
  }, [sessionId, guestToken, identity]);
}
