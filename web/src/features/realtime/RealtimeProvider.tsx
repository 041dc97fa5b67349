import { useEffect, type ReactNode } from 'react';
import { ERR } from '@coach/contract';
import { openSocket, setSharedSocket } from '../../lib/socket.ts';
import { preloadToasts, toaster } from '../../components/toaster.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import { useConnection } from './store.ts';
import { applyInviteEvent, refreshInviteLists } from '../invites/cache.ts';
import { useChat } from '../chat/store.ts';
import { setChatSocket } from '../chat/typing.ts';
import { patchRoomInCache } from '../rooms/cache.ts';
import { queryClient } from '../../lib/query.ts';
import { roomKeys } from '../rooms/api.ts';
import { useGoals } from '../goals/store.ts';
import { useProgress } from '../gamification/store.ts';
import { listenForGoalsAndProgress } from '../goals/realtime.ts';
import { sessionKeys } from '../sessions/api.ts';
import { availabilityKeys } from '../availability/api.ts';
import { listenForSubscriptionChanges } from '../subscription/realtime.ts';
import { listenForAccountChanges } from '../account/realtime.ts';

/**
 * The tab's one socket: connects after login, disconnects at logout, and applies server pushes
 * to the stores. Every listener is removed when the token changes.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useAuth((s) => s.token);

  useEffect(() => {
    if (token) preloadToasts();
  }, [token]);

  useEffect(() => {
    if (!token) {
      useConnection.getState().setStatus('idle');
      // Nothing of the last user's goals or badges stays behind for the next one.
      useGoals.getState().reset();
      useProgress.getState().reset();
      return;
    }
    const socket = openSocket(token);
    const { setStatus } = useConnection.getState();
    socket.on('connect', () => setStatus('connected'));
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('disconnect', (reason) => {
      setStatus('reconnecting');
      // A server that shuts down (deploy, restart) closes its sockets itself, and socket.io does not
      // reconnect after that on its own: try again; a refused handshake then signs out as below.
      if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), 1000 + Math.random() * 1000);
    });
    socket.on('connect_error', (err) => {
      setStatus('reconnecting');
      // A refused handshake means the token is no longer good: confirm with the server, then sign out.
      if (err.message === 'unauthorized') void useAuth.getState().init();
      // Refusals that pass: socket.io does not try a refused handshake again by itself.
      else if (err.message === 'unavailable' || err.message === 'too_many_sockets') {
        const tooMany = err.message === 'too_many_sockets';
        if (tooMany) toaster.create({ id: 'too-many-sockets', type: 'error', title: 'Not connected', description: ERR.TOO_MANY_SOCKETS });
        clearTimeout(retry);
        retry = setTimeout(() => socket.connect(), (tooMany ? 30_000 : 2000) + Math.random() * 1000);
      }
    });
    socket.on('auth:revoked', ({ reason }) => {
      // The tab that changed the password receives its fresh token over REST; give that a moment
      // to land, then keep whichever stored token the server still accepts, or sign out.
      setTimeout(() => {
        // A tab that signed itself out (deleting the account) has said so already.
        if (useAuth.getState().status !== 'authenticated') return;
        void useAuth
          .getState()
          .init()
          .then(() => {
            if (useAuth.getState().status !== 'anonymous') return;
            toaster.create({
              type: 'info',
              title: 'Signed out',
              description:
                reason === 'account_deleted'
                  ? 'Your account was deleted.'
                  : reason === 'email_changed'
                    ? 'Your email address was changed on another device. Please sign in again.'
                    : 'Your password was changed on another device. Please sign in again.',
            });
          });
      }, 800);
    });
    socket.on('user:updated', ({ user }) => useAuth.getState().setUser(user));
    socket.on('invite:changed', (event) => applyInviteEvent(event));
    // Pushes sent while the socket was down are lost: a loaded invite list is read again.
    socket.on('connect', () => refreshInviteLists(0));

    // Chat: pushes go to the chat store; on every (re)connect each loaded room asks for what it missed.
    setChatSocket(socket);
    setSharedSocket(socket);
    const chat = useChat.getState;
    socket.on('message:new', ({ message }) => chat().receive([message]));
    socket.on('message:updated', ({ message }) => chat().receive([message]));
    socket.on('ai:thinking', ({ roomId, active }) => chat().setThinking(roomId, active));
    socket.on('room:unread', (event) => chat().setUnread(event));
    socket.on('room:read', ({ roomId }) => chat().readElsewhere(roomId));
    socket.on('room:updated', ({ room }) => patchRoomInCache(room));
    socket.on('typing', ({ roomId, userId, firstName }) => chat().setTyping(roomId, userId, firstName));
    // Goals, badges and stats: pushed to the room and the user; they replace the old badge poll.
    listenForGoalsAndProgress(socket, () => useAuth.getState().user);
    // Sessions: every view of them (tables, calendar, dashboard, chat header, slots) reads again.
    socket.on('session:changed', () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // The coach's client rows carry each client's session count.
      if (isCoach(useAuth.getState().user)) void queryClient.invalidateQueries({ queryKey: roomKeys.all() });
    });
    // Billing: status, invoices and coaching access read again in every tab of the user.
    listenForSubscriptionChanges(socket, queryClient);
    // Photo, profile and preferences saved in another tab.
    listenForAccountChanges(socket, queryClient);
    socket.on('availability:changed', () => {
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      void chat().gapFill();
      // Room previews and unread counts pushed while the socket was down, or before its first
      // connect joined the rooms (a message sent between the list's read and the join): read the list again.
      void queryClient.invalidateQueries({ queryKey: roomKeys.all() });
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        useGoals.getState().reload();
        useProgress.getState().reload();
      }
      connectedBefore = true;
    });
    return () => {
      setChatSocket(null);
      setSharedSocket(null);
      socket.removeAllListeners();
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [token]);

  return <>{children}</>;
}
