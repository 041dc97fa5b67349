import type { TRoom, TRoomUser } from '@coach/contract';

/** The human coaches of a client's rooms, each once, in room order. */
export function clientCoaches(rooms: readonly TRoom[]): TRoomUser[] {
  const seen = new Map<string, TRoomUser>();
  for (const room of rooms) if (room.humanCoach && !seen.has(room.humanCoach.id)) seen.set(room.humanCoach.id, room.humanCoach);
  return [...seen.values()];
}
