import type {
  TBillingHistoryItem,
  TCreateCheckoutBody,
  TPlan,
  TPortalBody,
  TRedirectUrl,
  TSubscriptionCancelBody,
  TSubscriptionStatus,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

/** Spec 02 §7 Subscriptions, one function a call. */
export const subscriptionApi = {
  plans: () => api<TPlan[]>('GET', '/api/subscriptions/plans'),
  status: () => api<TSubscriptionStatus>('GET', '/api/subscriptions/status'),
  history: () => api<TBillingHistoryItem[]>('GET', '/api/subscriptions/billing-history'),
  checkout: (body: TCreateCheckoutBody) => api<TRedirectUrl>('POST', '/api/subscriptions/create-checkout', body),
  portal: (body: TPortalBody) => api<TRedirectUrl>('POST', '/api/subscriptions/customer-portal', body),
  /** Beyond the spec: cancel at the period's end (true), or take that back (false). */
  cancel: (body: TSubscriptionCancelBody) => api<TSubscriptionStatus>('POST', '/api/subscriptions/cancel', body),
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
