import { useQuery } from '@tanstack/react-query';
import type { TRoom } from '@coach/contract';
import { roomsQuery } from './queries.ts';

export const NO_CLIENTS = 'No clients yet. Invite your first coachee.';

/** The coach's rooms, one per client (the earliest when a client has several), by the client's name. */
export function clientRooms(rooms: TRoom[], coachId: string): TRoom[] {
  const seen = new Set<string>();
  return rooms
    .filter((r) => r.humanCoach?.id === coachId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .filter((r) => !seen.has(r.client.id) && (seen.add(r.client.id), true))
    .sort((a, b) => `${a.client.firstName} ${a.client.lastName}`.localeCompare(`${b.client.firstName} ${b.client.lastName}`));
}

/** GET /api/rooms for the signed-in coach (the rooms cache entry every page shares), as the coach's clients. */
export function useCoachClients(coachId: string) {
  return useQuery({ ...roomsQuery(coachId), select: (rooms) => clientRooms(rooms, coachId) });
}
