import { useQuery } from '@tanstack/react-query';
import { coachingApi, coachingKeys } from './api.ts';

/** Coaching access (docs/intake-and-billing.md#coaching-access), decided by the server in one place. */
export function useCoachingAccess(userId: string) {
  return useQuery({ queryKey: coachingKeys.access(userId), queryFn: coachingApi.access });
}
