import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomKeys, roomsApi } from './api.ts';

/** The signed-in user's rooms; a coach's pages pick their clients out of the same cache entry. */
export const roomsQuery = (userId: string) => queryOptions({ queryKey: roomKeys.of(userId), queryFn: roomsApi.list, enabled: !!userId });

export function useRooms(userId: string) {
  return useQuery(roomsQuery(userId));
}
