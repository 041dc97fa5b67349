import type { TDevCheckout, TDevPortal, TDevPortalAction, TRedirectUrl } from '@coach/contract';
import { api } from '../../lib/api.ts';

const checkoutPath = (id: string) => `/api/dev-billing/checkouts/${encodeURIComponent(id)}`;
const portalPath = (id: string) => `/api/dev-billing/portal/${encodeURIComponent(id)}`;

/** Dev billing's local checkout and portal (only while Stripe is not configured), one function a call. */
export const devBillingApi = {
  checkout: (id: string) => api<TDevCheckout>('GET', checkoutPath(id)),
  complete: (id: string) => api<TRedirectUrl>('POST', `${checkoutPath(id)}/complete`),
  cancel: (id: string) => api<TRedirectUrl>('POST', `${checkoutPath(id)}/cancel`),
  portal: (id: string) => api<TDevPortal>('GET', portalPath(id)),
  act: (id: string, body: TDevPortalAction) => api<TDevPortal>('POST', `${portalPath(id)}/actions`, body),
};

/** Keyed by user too: another sign-in on this tab never reads the last user's session. */
export const devBillingKeys = {
  checkout: (userId: string, id: string) => ['dev-billing', 'checkout', userId, id] as const,
  portal: (userId: string, id: string) => ['dev-billing', 'portal', userId, id] as const,
};
