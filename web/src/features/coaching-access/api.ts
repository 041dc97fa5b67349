import { coachingAccessEndpoints as e } from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const coachingApi = {
  /** Coaching access (docs/intake-and-billing.md#coaching-access), decided by the server in one place. */
  access: () => callData(e.getCoachingAccess),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's answer. */
export const coachingKeys = {
  /** Every cached access answer (a 'subscription:changed' push reads them again). */
  allAccess: () => ['coaching-access'] as const,
  access: (userId: string) => [...coachingKeys.allAccess(), userId] as const,
};
