import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApi, coachingKeys } from './api.ts';

/** Spec §4 Client access, decided by the server in one place. */
export function useCoachingAccess(userId: string) {
  return useQuery({ queryKey: coachingKeys.access(userId), queryFn: coachingApi.access });
}

/** The signed-in user's rooms; a coach's pages pick their clients out of the same cache entry. */
export const roomsQuery = (userId: string) =>
  queryOptions({ queryKey: coachingKeys.roomsOf(userId), queryFn: coachingApi.rooms, enabled: !!userId });

export function useRooms(userId: string) {
  return useQuery(roomsQuery(userId));
}
