import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@coach/contract';
import { onSocket, useScopedSocket } from './scope.tsx';

export type PushName = keyof ServerToClientEvents;
/** A push's payload, as the contract types it. */
export type Push<E extends PushName> = Parameters<ServerToClientEvents[E]>[0];

/** socket.io's typed `on` does not narrow over a generic event name; the hook's signature does. */
type Listening = { on(event: string, fn: (payload: never) => void): unknown; off(event: string, fn: (payload: never) => void): unknown };

/**
 * Calls `handler` on each `name` push while the component is mounted, on the tab's socket (or the
 * scope's: a video guest's), following a new socket after sign-in again. The listener is removed on
 * unmount and from a socket that goes away; the latest `handler` is the one called.
 */
export function useSocketEvent<E extends PushName>(name: E, handler: (payload: Push<E>) => void): void {
  const scoped = useScopedSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      onSocket(scoped, (socket) => {
        const listener = (payload: Push<E>) => latest.current(payload);
        (socket as unknown as Listening).on(name, listener);
        return () => void (socket as unknown as Listening).off(name, listener);
      }),
    [scoped, name],
  );
}
