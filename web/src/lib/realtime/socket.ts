import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@coach/contract';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket per tab: the signed-in one, which RealtimeProvider opens at sign-in and closes at
 * sign-out. Watchers hear of each change at once, before the new socket can connect, so a
 * listener attached then hears its first 'connect' too.
 */
let current: AppSocket | null = null;
const watchers = new Set<(socket: AppSocket | null) => void>();

export function setTabSocket(socket: AppSocket | null) {
  current = socket;
  watchers.forEach((watch) => watch(socket));
}

export const tabSocket = () => current;

/**
 * Runs `attach` on the tab's socket now and on each one that replaces it; what `attach` returns
 * is run when that socket goes away, and by the cleanup this returns.
 */
export function onTabSocket(attach: (socket: AppSocket) => () => void): () => void {
  let detach: (() => void) | null = null;
  const watch = (socket: AppSocket | null) => {
    detach?.();
    detach = socket ? attach(socket) : null;
  };
  watchers.add(watch);
  watch(current);
  return () => {
    watchers.delete(watch);
    detach?.();
    detach = null;
  };
}
