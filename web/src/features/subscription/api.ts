import { billingEndpoints as e, type TCreateCheckoutBody, type TPortalBody, type TSubscriptionCancelBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** The subscription calls (docs/intake-and-billing.md#calls), one function a call. */
export const subscriptionApi = {
  plans: () => callData(e.listSubscriptionPlans),
  status: () => callData(e.getSubscriptionStatus),
  history: () => callData(e.getBillingHistory),
  checkout: (body: TCreateCheckoutBody) => callData(e.createSubscriptionCheckout, { body }),
  portal: (body: TPortalBody) => callData(e.openBillingPortal, { body }),
  /** Beyond the spec: cancel at the period's end (true), or take that back (false). */
  cancel: (body: TSubscriptionCancelBody) => callData(e.setSubscriptionCancelAtPeriodEnd, { body }),
};

/**
 * The user's own billing data is keyed by user (another sign-in on this tab never reads the last
 * user's); a 'subscription:changed' push invalidates `all`. The plans are the same for everyone.
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: (userId: string) => [...subscriptionKeys.all, 'status', userId] as const,
  history: (userId: string) => [...subscriptionKeys.all, 'history', userId] as const,
  plans: () => ['subscription-plans'] as const,
};
