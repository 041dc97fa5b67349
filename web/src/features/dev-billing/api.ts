import { devBillingEndpoints as e, type TDevPortalAction } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** Dev billing's local checkout and portal (only while Stripe is not configured), one function a call. */
export const devBillingApi = {
  checkout: (id: string) => callData(e.getDevCheckout, { params: { id } }),
  complete: (id: string) => callData(e.completeDevCheckout, { params: { id } }),
  cancel: (id: string) => callData(e.cancelDevCheckout, { params: { id } }),
  portal: (id: string) => callData(e.getDevPortal, { params: { id } }),
  act: (id: string, body: TDevPortalAction) => callData(e.actInDevPortal, { params: { id }, body }),
};

/** Keyed by user too: another sign-in on this tab never reads the last user's session. */
export const devBillingKeys = {
  checkout: (userId: string, id: string) => ['dev-billing', 'checkout', userId, id] as const,
  portal: (userId: string, id: string) => ['dev-billing', 'portal', userId, id] as const,
};
