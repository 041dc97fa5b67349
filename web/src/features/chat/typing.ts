import { tabSocket, type AppSocket } from '../../lib/realtime/socket.ts';

/** At most one 'typing' emit per room in this window while the user keeps typing. */
export const TYPING_THROTTLE_MS = 2000;

/** When each room last heard of this user's typing, per socket (a new sign-in starts afresh). */
const lastSent = new WeakMap<AppSocket, Map<string, number>>();

/** Tells the room this user is typing (throttled), on the tab's socket. */
export function emitTyping(roomId: string, now = Date.now()) {
  const socket = tabSocket();
  if (!socket?.connected) return;
  const sent = lastSent.get(socket) ?? new Map<string, number>();
  lastSent.set(socket, sent);
  if (now - (sent.get(roomId) ?? 0) < TYPING_THROTTLE_MS) return;
  sent.set(roomId, now);
  socket.emit('typing', { roomId });
}
