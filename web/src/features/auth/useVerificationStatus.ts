import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVerificationStatus } from '@coach/contract';
import { authApi, authKeys } from './api.ts';

/** GET /api/email/verification-status: attempts left, lock time, resend cooldown. Always asked afresh. */
export function useVerificationStatus() {
  const client = useQueryClient();
  const key = authKeys.verificationStatus();
  const query = useQuery({ queryKey: key, queryFn: authApi.verificationStatus, staleTime: 0, gcTime: 0 });
  /** Applies what a failed verify answered (remainingAttempts, timeUntilReset) without another round trip. */
  const patch = (changes: Partial<TVerificationStatus>) =>
    client.setQueryData<TVerificationStatus>(key, (old) => (old ? { ...old, ...changes } : old));
  return { ...query, patch, refetchStatus: () => client.invalidateQueries({ queryKey: key }) };
}
