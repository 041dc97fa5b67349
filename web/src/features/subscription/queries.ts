import { useQuery } from '@tanstack/react-query';
import { subscriptionApi, subscriptionKeys } from './api.ts';

/** Live by the 'subscription:changed' push (see realtime.ts), so nothing polls. */
export function useSubscriptionStatus(userId: string, enabled = true) {
  return useQuery({ queryKey: subscriptionKeys.status(userId), queryFn: subscriptionApi.status, enabled });
}

export function useBillingHistory(userId: string) {
  return useQuery({ queryKey: subscriptionKeys.history(userId), queryFn: subscriptionApi.history });
}

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: subscriptionApi.plans });
}
