import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@coach/contract';
import { SocketScope } from '../lib/realtime/scope.tsx';
import { setTabSocket, type AppSocket } from '../lib/realtime/socket.ts';

type Listener = (...args: never[]) => void;
/** An emit's acknowledgement, as the server would call it. */
type Ack = (answer: unknown) => void;

/**
 * The one fake socket of the web tests: it keeps the listeners the app adds (and drops those it
 * removes), the test plays the server (`push`, `open`, `fire` for the socket's own events), and
 * the app's emits are recorded on `emit`, answered by `answerEmits` when they carry an ack.
 */
export class FakeSocket {
  connected = false;
  /** socket.io's: false once it gave up (a refused handshake is not tried again by itself). */
  active = true;
  disconnected = false;
  readonly handlers = new Map<string, Set<Listener>>();
  private answer: unknown = undefined;
  connect = vi.fn(() => this);
  disconnect = vi.fn(() => {
    this.connected = false;
    this.disconnected = true;
    return this;
  });
  emit = vi.fn((_event: string, ...args: unknown[]) => {
    const ack = args.at(-1);
    if (typeof ack === 'function' && this.answer !== undefined) (ack as Ack)(this.answer);
    return this;
  });

  /** The token the socket was opened with (a guest's, say), when the test gives one. */
  constructor(readonly token?: string) {}

  on(event: string, fn: Listener) {
    (this.handlers.get(event) ?? this.handlers.set(event, new Set()).get(event)!).add(fn);
    return this;
  }
  off(event: string, fn: Listener) {
    this.handlers.get(event)?.delete(fn);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  /** How many listeners `event` has now. */
  count(event: string) {
    return this.handlers.get(event)?.size ?? 0;
  }
  /** Any event at the app's listeners: the socket's own ('connect', 'disconnect', 'connect_error') or a push. */
  fire(event: string, ...args: unknown[]) {
    [...(this.handlers.get(event) ?? [])].forEach((fn) => (fn as (...a: unknown[]) => void)(...args));
  }
  /** The server pushes `event`, typed as the contract has it. */
  push<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
    this.fire(event, payload);
  }
  /** The connection opens: the first connect, or a reconnect. */
  open() {
    this.connected = true;
    this.fire('connect');
  }
  /** Every later emit with an ack is answered so. */
  answerEmits(answer: unknown) {
    this.answer = answer;
    return this;
  }
  /** Where the app expects a socket.io socket. */
  get asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}

/**
 * A fake made the tab's socket, as RealtimeProvider makes the real one after sign-in. The test
 * takes it away afterwards (`setTabSocket(null)`): the files share a worker's modules.
 */
export function fakeTabSocket(): FakeSocket {
  const socket = new FakeSocket();
  setTabSocket(socket.asSocket);
  return socket;
}

/** A renderHook wrapper: the hooks inside listen on `socket`, with `client` as their query client. */
export function onSocket(socket: FakeSocket, client: QueryClient = new QueryClient()) {
  return function Live({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client }, createElement(SocketScope, { socket: socket.asSocket, children }));
  };
}
