import { io } from 'socket.io-client';
import type { AppSocket } from './socket.ts';

/** The tab's socket: same origin, authenticated with the JWT at the handshake. */
export function openSocket(token: string): AppSocket {
  return io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
}

/** A video room guest's socket (no account): authenticated with the guest token from the knock. */
export function openGuestSocket(guestToken: string): AppSocket {
  return io({ path: '/socket.io', auth: { guestToken }, transports: ['websocket', 'polling'] });
}
