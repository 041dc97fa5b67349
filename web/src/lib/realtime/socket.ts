import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@coach/contract';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One socket per tab, same origin, authenticated with the JWT at the handshake. */
export function openSocket(token: string): AppSocket {
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
}

/** The tab's signed-in socket (RealtimeProvider sets it), for features that emit on it. */
let shared: AppSocket | null = null;
const watchers = new Set<(socket: AppSocket | null) => void>();
export function setSharedSocket(socket: AppSocket | null) {
  shared = socket;
  watchers.forEach((w) => w(socket));
}
export const sharedSocket = () => shared;
/** Calls `watch` now and whenever the shared socket changes; returns the unsubscribe. */
export function watchSharedSocket(watch: (socket: AppSocket | null) => void): () => void {
  watchers.add(watch);
  watch(shared);
  return () => watchers.delete(watch);
}

/** A video room guest's socket (no account): authenticated with the guest token from the knock. */
export function openGuestSocket(guestToken: string): AppSocket {
  return io({ path: '/socket.io', auth: { guestToken }, transports: ['websocket', 'polling'] });
}
