import { useQuery } from '@tanstack/react-query';
import type { TCoachingAccess, TRoom } from '@coach/contract';
import { api } from '../../lib/api.ts';

/** Spec §4 Client access, decided by the server in one place. */
export function useCoachingAccess(userId: string) {
  return useQuery({
    queryKey: ['coaching-access', userId],
    queryFn: () => api<TCoachingAccess>('GET', '/api/coaches/me/has-active-coaching'),
  });
}

export function useRooms(userId: string) {
  return useQuery({ queryKey: ['rooms', userId], queryFn: () => api<TRoom[]>('GET', '/api/rooms') });
}
