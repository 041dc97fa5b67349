import { z } from 'zod';
import { ZIsoDate } from './common.ts';
import { INDIVIDUAL_PLAN_FEATURES, MONTHLY_PRICE_CENTS } from './constants.ts';

/**
 * Billing (spec 01 §2 Subscription, §3 Subscription status / Plan / Billing history item, §4 Client
 * access; spec 02 §7 Subscriptions, §8 Subscription, §9 Commercial). Stripe when configured; dev
 * billing (local checkout and portal pages) otherwise, through the same state changes.
 */

/** Stripe's subscription statuses, as stored. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * What the user's status reads as: a subscription's status, or `none` (never subscribed).
 * The trial of spec §4 is ours, not Stripe's: it shows in `trialEndsAt`.
 */
export const ZSubscriptionState = z.enum([...SUBSCRIPTION_STATUSES, 'none']);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** A past_due subscription keeps access while Stripe retries the payment (its default schedule spans 2 weeks). */
export const PAST_DUE_GRACE_DAYS = 14;
/** The trial-ending email goes this long before the trial ends. */
export const TRIAL_REMINDER_DAYS = 2;
/** The only plan the API sells (spec §9): its id is what create-checkout takes as priceId. */
export const INDIVIDUAL_PLAN_ID = 'individual';

export const ZPlan = z.object({
  /** The price id to send to create-checkout (the Stripe price, or `individual` under dev billing). */
  id: z.string(),
  name: z.string(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
  popular: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlans = z.array(ZPlan);
export type TPlans = z.infer<typeof ZPlans>;

export const INDIVIDUAL_PLAN = {
  name: 'Individual',
  amount: MONTHLY_PRICE_CENTS,
  currency: 'usd',
  interval: 'month',
  features: [...INDIVIDUAL_PLAN_FEATURES],
  popular: true,
} as const;

export const ZSubscriptionStatus = z.object({
  /** Whether a subscription grants access now (spec §4): active, trialing, or past_due within the grace. */
  hasActiveSubscription: z.boolean(),
  /** When the current period ends: the next billing date, or the end of access when cancelling. */
  currentPeriodEnd: ZIsoDate.nullable(),
  status: ZSubscriptionState,
  cancelAtPeriodEnd: z.boolean(),
  plan: ZPlan.nullable(),
  /** Our own free trial's end (no card needed), null for those without one. */
  trialEndsAt: ZIsoDate.nullable(),
  /** Whether a billing account exists, so the portal can open. */
  hasCustomer: z.boolean(),
  /** `stripe`, or `dev`: local pages marked 'Test mode: no real payment'. */
  mode: z.enum(['stripe', 'dev']),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZBillingHistoryItem = z.object({
  id: z.string(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  date: ZIsoDate,
  status: z.enum(['paid', 'failed']),
  /** The invoice's PDF (or its page), null when there is none. */
  pdfUrl: z.string().nullable(),
});
export type TBillingHistoryItem = z.infer<typeof ZBillingHistoryItem>;
export const ZBillingHistory = z.array(ZBillingHistoryItem);
export type TBillingHistory = z.infer<typeof ZBillingHistory>;

export const ZCreateCustomerResult = z.object({ customerId: z.string() });
export type TCreateCustomerResult = z.infer<typeof ZCreateCustomerResult>;
export const ZCreateCheckoutBody = z.strictObject({
  priceId: z.string().trim().min(1).max(200),
  successUrl: z.string().trim().max(2000),
  /** Where Checkout's back link goes; /subscription?canceled=true when omitted. */
  cancelUrl: z.string().trim().max(2000).optional(),
});
export type TCreateCheckoutBody = z.infer<typeof ZCreateCheckoutBody>;
export const ZPortalBody = z.strictObject({ returnUrl: z.string().trim().max(2000) });
export type TPortalBody = z.infer<typeof ZPortalBody>;
export const ZRedirectUrl = z.object({ url: z.string() });
export type TRedirectUrl = z.infer<typeof ZRedirectUrl>;
/** Beyond the spec: cancel at the period's end, or take that back. */
export const ZSubscriptionCancelBody = z.strictObject({ cancelAtPeriodEnd: z.boolean() });
export type TSubscriptionCancelBody = z.infer<typeof ZSubscriptionCancelBody>;

/** Pushed to the user's sockets on every change of their subscription. */
export const ZSubscriptionChanged = z.object({ status: ZSubscriptionState });
export type TSubscriptionChanged = z.infer<typeof ZSubscriptionChanged>;

// ---- Dev billing: the local checkout and portal pages (only when Stripe is not configured). ----

export const DEV_BILLING_NOTICE = 'Test mode: no real payment';

export const ZDevCheckout = z.object({
  id: z.string(),
  plan: ZPlan,
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
  /** When the first payment is due: the end of the free trial it was opened in; null: now. */
  firstPaymentAt: ZIsoDate.nullable(),
});
export type TDevCheckout = z.infer<typeof ZDevCheckout>;
export const ZDevPortal = z.object({
  id: z.string(),
  email: z.string(),
  returnUrl: z.string(),
  subscription: z
    .object({
      id: z.string(),
      status: ZSubscriptionState,
      currentPeriodEnd: ZIsoDate,
      cancelAtPeriodEnd: z.boolean(),
      plan: ZPlan,
    })
    .nullable(),
  invoices: ZBillingHistory,
});
export type TDevPortal = z.infer<typeof ZDevPortal>;
/** What the local portal can do: what Stripe's portal does, and a failed renewal to try the unhappy path. */
export const ZDevPortalAction = z.strictObject({ action: z.enum(['cancel', 'resume', 'fail_payment', 'pay_now']) });
export type TDevPortalAction = z.infer<typeof ZDevPortalAction>;

export const BILLING_ERR = {
  LOAD_FAILED: 'Error loading subscription data',
  LOAD_FAILED_HINT: 'Please refresh the page',
  START_FAILED: 'Error starting subscription',
  PORTAL_FAILED: 'Error opening billing portal',
  TRY_AGAIN_HINT: 'Please try again or contact support',
  UNKNOWN_PRICE: 'Unknown plan',
  /** successUrl, cancelUrl and returnUrl must be pages of this app. */
  FOREIGN_URL: 'Return address must be on this site',
  NO_CUSTOMER: 'No billing account yet. Subscribe first.',
  NO_SUBSCRIPTION: 'No active subscription',
  ALREADY_SUBSCRIBED: 'You already have an active subscription',
  CUSTOMERS_ONLY: 'Subscriptions are for clients',
  PROVIDER_FAILED: 'The payment service is unavailable. Please try again.',
  /** No Stripe settings, and dev billing's test pages are closed to other machines (see DEV_ROUTES_PUBLIC). */
  NOT_CONFIGURED: 'Payments are not set up on this server yet. Please contact support.',
  WEBHOOK_SIGNATURE: 'Invalid signature',
  /** A signed event that is not whole (no data, say): Stripe is told 400, not a 500 it would redeliver for days. */
  WEBHOOK_MALFORMED: 'Malformed event',
  CHECKOUT_NOT_FOUND: 'Checkout not found',
  PORTAL_NOT_FOUND: 'Billing portal session not found',
} as const;

export const BILLING_UI = {
  TITLE: 'Subscription Management',
  WELCOME_TOAST: 'Welcome aboard! Your subscription is active.',
  CANCELED_TOAST: 'Checkout canceled. You have not been charged.',
  CANCEL_CONFIRM: 'Cancel your subscription? You keep access until the end of the current billing period.',
  CANCELLED_TOAST: 'Your subscription will end at the close of this billing period.',
  RESUMED_TOAST: 'Your subscription will continue.',
  /** Subscribing during the free trial: its remaining days are kept (issue 34). `date` as the page writes dates. */
  FIRST_PAYMENT_AT_TRIAL_END: (date: string) => `Your first payment is on ${date}, when your trial ends`,
} as const;
