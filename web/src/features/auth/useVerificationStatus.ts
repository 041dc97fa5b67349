import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVerificationStatus } from '@coach/contract';
import { api } from '../../lib/api.ts';

const KEY = ['email', 'verification-status'] as const;

/** GET /api/email/verification-status: attempts left, lock time, resend cooldown. Always asked afresh. */
export function useVerificationStatus() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api<TVerificationStatus>('GET', '/api/email/verification-status'),
    staleTime: 0,
    gcTime: 0,
  });
  /** Applies what a failed verify answered (remainingAttempts, timeUntilReset) without another round trip. */
  const patch = (changes: Partial<TVerificationStatus>) =>
    client.setQueryData<TVerificationStatus>(KEY, (old) => (old ? { ...old, ...changes } : old));
  return { ...query, patch, refetchStatus: () => client.invalidateQueries({ queryKey: KEY }) };
}
