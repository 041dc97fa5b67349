import { useQuery } from '@tanstack/react-query';
import type { TRoom, TRoomUser } from '@coach/contract';
import { api } from '../../lib/api.ts';

export interface CoachClient {
  roomId: string;
  client: TRoomUser;
  /** When the coaching room was opened: the start of the relationship. */
  since: string;
}

/** The coach's clients: one per room the coach runs, the earliest room first when a client has several. */
export function toClients(rooms: TRoom[], coachId: string): CoachClient[] {
  const seen = new Set<string>();
  return [...rooms]
    .filter((r) => r.humanCoach?.id === coachId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .filter((r) => !seen.has(r.client.id) && (seen.add(r.client.id), true))
    .map((r) => ({ roomId: r.id, client: r.client, since: r.createdAt }))
    .sort((a, b) => `${a.client.firstName} ${a.client.lastName}`.localeCompare(`${b.client.firstName} ${b.client.lastName}`));
}

/** GET /api/rooms for the signed-in coach, as a client list. */
export function useCoachClients(coachId: string) {
  return useQuery({
    queryKey: ['rooms', coachId],
    queryFn: () => api<TRoom[] | { rooms: TRoom[] }>('GET', '/api/rooms'),
    enabled: !!coachId,
    select: (data) => toClients(Array.isArray(data) ? data : data.rooms, coachId),
  });
}

export const formatSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
