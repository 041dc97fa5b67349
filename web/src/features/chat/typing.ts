import type { AppSocket } from '../../lib/socket.ts';

/** At most one 'typing' emit per room in this window while the user keeps typing. */
export const TYPING_THROTTLE_MS = 2000;

let socket: AppSocket | null = null;
const lastSent = new Map<string, number>();

/** The RealtimeProvider hands over the tab's socket (null at logout). */
export function setChatSocket(next: AppSocket | null) {
  socket = next;
  lastSent.clear();
}

/** Tells the room this user is typing (throttled). */
export function emitTyping(roomId: string, now = Date.now()) {
  if (!socket?.connected) return;
  if (now - (lastSent.get(roomId) ?? 0) < TYPING_THROTTLE_MS) return;
  lastSent.set(roomId, now);
  socket.emit('typing', { roomId });
}
