import type { TCoachingAccess } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const coachingApi = {
  /** Spec §4 Client access, decided by the server in one place. */
  access: () => api<TCoachingAccess>('GET', '/api/coaches/me/has-active-coaching'),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's answer. */
export const coachingKeys = {
  /** Every cached access answer (a 'subscription:changed' push reads them again). */
  allAccess: () => ['coaching-access'] as const,
  access: (userId: string) => [...coachingKeys.allAccess(), userId] as const,
};
