import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { coachingKeys } from '../coaching-access/api.ts';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { subscriptionKeys } from './api.ts';

/** Coaching access counts the subscription (docs/intake-and-billing.md#coaching-access): the Trial Expired screen reads it again. */
export const invalidateCoachingAccess = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: coachingKeys.allAccess() });

function readBillingAgain(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  invalidateCoachingAccess(queryClient);
}

/**
 * Paid, renewed, failed, cancelled, resumed or ended, in any tab or by Stripe itself: every tab of the
 * user reads its status, invoices and access again, so a Trial Expired screen opens into the coaching
 * page by itself.
 */
export function useSubscriptionRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent('subscription:changed', () => readBillingAgain(queryClient));
  useCatchUp(() => readBillingAgain(queryClient));
}
