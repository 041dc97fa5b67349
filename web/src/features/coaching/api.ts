import type { TCoachingAccess, TRoomList } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const coachingApi = {
  /** Spec §4 Client access, decided by the server in one place. */
  access: () => api<TCoachingAccess>('GET', '/api/coaches/me/has-active-coaching'),
  /** The rooms the signed-in user takes part in, as client or as coach. */
  rooms: () => api<TRoomList>('GET', '/api/rooms'),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's rooms. */
export const coachingKeys = {
  /** Every cached access answer (a 'subscription:changed' push reads them again). */
  allAccess: () => ['coaching-access'] as const,
  access: (userId: string) => [...coachingKeys.allAccess(), userId] as const,
  /** Every cached room list (a 'room:updated' push patches them all). */
  rooms: () => ['rooms'] as const,
  roomsOf: (userId: string) => [...coachingKeys.rooms(), userId] as const,
};
