import { roomEndpoints as e } from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const roomsApi = {
  /** The rooms the signed-in user takes part in, as client or as coach. */
  list: () => callData(e.listRooms, { query: {} }),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's rooms. */
export const roomKeys = {
  /** Every cached room list (a 'room:updated' push patches them all). */
  all: () => ['rooms'] as const,
  of: (userId: string) => [...roomKeys.all(), userId] as const,
};
