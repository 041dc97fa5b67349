import { z } from 'zod';
import { ZEnvelope, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZWebhookReceived } from './video.ts';
import { INDIVIDUAL_PLAN_FEATURES, MONTHLY_PRICE_CENTS } from './constants.ts';

/**
 * Billing: subscription status, plans, billing history and coaching access (docs/intake-and-billing.md).
 * Stripe when configured; dev billing (local checkout and portal pages) otherwise, through the same
 * state changes.
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
 * The free trial is ours, not Stripe's: it shows in `trialEndsAt` (docs/intake-and-billing.md#trial).
 */
export const ZSubscriptionState = z.enum([...SUBSCRIPTION_STATUSES, 'none']);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** A past_due subscription keeps access while Stripe retries the payment (its default schedule spans 2 weeks). */
export const PAST_DUE_GRACE_DAYS = 14;
/** The trial-ending email goes this long before the trial ends. */
export const TRIAL_REMINDER_DAYS = 2;
/** The only plan the API sells (docs/intake-and-billing.md#plans-and-prices): its id is what create-checkout takes as priceId. */
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
  /**
   * Whether a subscription grants access now: active, trialing, or past_due within the grace
   * (docs/intake-and-billing.md#subscription-states).
   */
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
/** Cancel at the period's end, or take that back (docs/intake-and-billing.md#checkout-portal-and-cancel). */
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
  /** Subscribing during the free trial keeps its remaining days (docs/intake-and-billing.md#trial). `date` as the page writes dates. */
  FIRST_PAYMENT_AT_TRIAL_END: (date: string) => `Your first payment is on ${date}, when your trial ends`,
} as const;

/** The dev billing checkout or portal session a page shows. */
export const ZDevSessionParams = z.object({ id: z.string().trim().min(1).max(100) });
export type TDevSessionParams = z.infer<typeof ZDevSessionParams>;

/**
 * A Stripe event as Stripe posts it (dev billing posts the same shape, signed the same way). The
 * route reads these fields of it; Stripe sends more, which vary with its API version and are
 * taken as they come.
 */
export const ZStripeEvent = z.looseObject({
  id: z.string(),
  object: z.literal('event'),
  /** Subscription, checkout and invoice events change the stored state; any other type is acknowledged and ignored. */
  type: z.string(),
  /** Seconds since 1970: an event older than the state already stored changes nothing. */
  created: z.number().int(),
  /** The subscription, checkout session or invoice the event is about, as Stripe's API gives it. */
  data: z.looseObject({ object: z.looseObject({}) }),
  api_version: z.string().nullable().optional(),
  livemode: z.boolean().optional(),
});
export type TStripeEvent = z.infer<typeof ZStripeEvent>;

/** The subscription calls (docs/intake-and-billing.md#calls; the webhook is in billingWebhookEndpoints). */
export const billingEndpoints = defineEndpoints('Subscriptions and coaching access', {
  listSubscriptionPlans: {
    method: 'GET',
    path: '/api/subscriptions/plans',
    summary: 'List the subscription plans',
    auth: 'token',
    response: ZEnvelope(ZPlans),
  },
  getSubscriptionStatus: {
    method: 'GET',
    path: '/api/subscriptions/status',
    summary: "Read the caller's subscription status",
    auth: 'token',
    response: ZEnvelope(ZSubscriptionStatus),
  },
  createBillingCustomer: {
    method: 'POST',
    path: '/api/subscriptions/create-customer',
    summary: 'Create the billing customer (idempotent)',
    auth: 'token',
    response: ZEnvelope(ZCreateCustomerResult),
    errors: [403, 502],
  },
  createSubscriptionCheckout: {
    method: 'POST',
    path: '/api/subscriptions/create-checkout',
    summary: 'Start a checkout for a plan',
    auth: 'token',
    body: ZCreateCheckoutBody,
    response: ZEnvelope(ZRedirectUrl),
    errors: [403, 409, 502],
  },
  openBillingPortal: {
    method: 'POST',
    path: '/api/subscriptions/customer-portal',
    summary: 'Open the billing portal',
    auth: 'token',
    body: ZPortalBody,
    response: ZEnvelope(ZRedirectUrl),
    errors: [404, 502],
  },
  getBillingHistory: {
    method: 'GET',
    path: '/api/subscriptions/billing-history',
    summary: "List the caller's invoices",
    auth: 'token',
    response: ZEnvelope(ZBillingHistory),
  },
  setSubscriptionCancelAtPeriodEnd: {
    method: 'POST',
    path: '/api/subscriptions/cancel',
    summary: 'Cancel the subscription at the period end, or resume it',
    auth: 'token',
    body: ZSubscriptionCancelBody,
    response: ZEnvelope(ZSubscriptionStatus),
    errors: [404, 502],
  },
});

/** The payment provider's calls to the server: no user token, the signature is the proof. */
export const billingWebhookEndpoints = defineEndpoints('Subscriptions and coaching access', {
  receiveStripeWebhook: {
    method: 'POST',
    path: '/api/webhooks/stripe',
    summary: 'Receive a Stripe webhook (Stripe-Signature over the raw body): stores the subscription state and pushes it',
    auth: 'public',
    body: ZStripeEvent,
    response: ZEnvelope(ZWebhookReceived),
    errors: [400, 502],
  },
});

/**
 * Dev billing's local checkout and portal pages (only while Stripe is not configured; from this
 * machine only unless the development routes are public): the caller's own sessions.
 */
export const devBillingEndpoints = defineEndpoints('Dev billing', {
  getDevCheckout: {
    method: 'GET',
    path: '/api/dev-billing/checkouts/:id',
    summary: 'Read my dev billing checkout (test mode: no real payment)',
    auth: 'token',
    params: ZDevSessionParams,
    response: ZEnvelope(ZDevCheckout),
    errors: [404],
  },
  completeDevCheckout: {
    method: 'POST',
    path: '/api/dev-billing/checkouts/:id/complete',
    summary: 'Pay my dev billing checkout: the subscription starts through the webhook path',
    auth: 'token',
    params: ZDevSessionParams,
    response: ZEnvelope(ZRedirectUrl),
    errors: [404, 409],
  },
  cancelDevCheckout: {
    method: 'POST',
    path: '/api/dev-billing/checkouts/:id/cancel',
    summary: 'Leave my dev billing checkout without paying',
    auth: 'token',
    params: ZDevSessionParams,
    response: ZEnvelope(ZRedirectUrl),
    errors: [404],
  },
  getDevPortal: {
    method: 'GET',
    path: '/api/dev-billing/portal/:id',
    summary: 'Read my dev billing portal: the subscription and its invoices',
    auth: 'token',
    params: ZDevSessionParams,
    response: ZEnvelope(ZDevPortal),
    errors: [404],
  },
  actInDevPortal: {
    method: 'POST',
    path: '/api/dev-billing/portal/:id/actions',
    summary: 'Act in my dev billing portal: cancel, resume, simulate a failed payment, pay now',
    auth: 'token',
    params: ZDevSessionParams,
    body: ZDevPortalAction,
    response: ZEnvelope(ZDevPortal),
    errors: [404, 409],
  },
});
