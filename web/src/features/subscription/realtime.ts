import type { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from '../../lib/socket.ts';
import { coachingKeys } from '../coaching-access/api.ts';
import { subscriptionKeys } from './api.ts';

type Listener = Pick<AppSocket, 'on'>;

/** Spec §4 Client access counts the subscription: the Trial Expired screen reads it again. */
export const invalidateCoachingAccess = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: coachingKeys.allAccess() });

function readBillingAgain(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  invalidateCoachingAccess(queryClient);
}

/**
 * Paid, renewed, failed, cancelled, resumed or ended, in any tab or by Stripe itself: every tab of the
 * user reads its status, invoices and access again, so a Trial Expired screen opens into the coaching
 * page by itself. RealtimeProvider calls this on the tab's one socket (its cleanup removes the listeners).
 */
export function listenForSubscriptionChanges(socket: Listener, queryClient: QueryClient) {
  socket.on('subscription:changed', () => readBillingAgain(queryClient));
  // A push sent while the socket was down is lost: after a reconnect, read again.
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) readBillingAgain(queryClient);
    connectedBefore = true;
  });
}
