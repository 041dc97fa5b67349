import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@coach/contract';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One socket per tab, same origin, authenticated with the JWT at the handshake. */
export function openSocket(token: string): AppSocket {
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
}
