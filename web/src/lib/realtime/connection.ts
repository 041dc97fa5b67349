import { create } from 'zustand';
import type { AppSocket } from './socket.ts';

export type ConnectionStatus = 'idle' | 'connected' | 'reconnecting';

interface ConnectionState {
  status: ConnectionStatus;
  setStatus: (s: ConnectionStatus) => void;
}

/** The socket's state, for the Connected / Reconnecting badge. */
export const useConnection = create<ConnectionState>()((set) => ({
  status: 'idle',
  setStatus: (status) => set({ status }),
}));

/** Why the server refused the handshake, when the tab has something to do about it. */
export type Refusal = 'unauthorized' | 'too_many_sockets';

/**
 * Keeps the tab's socket connected and its status in `useConnection`. socket.io reconnects a lost
 * connection by itself, but not after the server closed it (a deploy, a restart) nor after a
 * refused handshake: those are tried again here, `refused` hears the refusals that need the tab
 * (an expired token, too many sockets). Returns the cleanup.
 */
export function followConnection(socket: AppSocket, refused: (why: Refusal) => void): () => void {
  const { setStatus } = useConnection.getState();
  let retry: ReturnType<typeof setTimeout> | undefined;
  const tryAgain = (ms: number) => {
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), ms + Math.random() * 1000);
  };
  const onConnect = () => setStatus('connected');
  const onDisconnect = (reason: string) => {
    setStatus('reconnecting');
    // A refused handshake after this retry then reports itself as below.
    if (reason === 'io server disconnect') tryAgain(1000);
  };
  const onError = (err: Error) => {
    setStatus('reconnecting');
    // A refused handshake means the token is no longer good: the tab confirms with the server.
    if (err.message === 'unauthorized') refused('unauthorized');
    // Refusals that pass: the database briefly away, or this account's other sockets.
    else if (err.message === 'unavailable' || err.message === 'too_many_sockets') {
      const tooMany = err.message === 'too_many_sockets';
      if (tooMany) refused('too_many_sockets');
      tryAgain(tooMany ? 30_000 : 2000);
    }
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onError);
  return () => {
    clearTimeout(retry);
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onError);
  };
}
