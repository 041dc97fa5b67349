import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Selectable } from 'kysely';
import type { DevBillingSubscriptionsTable } from '@coach/db';

/**
 * Dev billing's side of the wire: the objects and events Stripe would send (API 2026-10-28), built
 * from the dev_billing_* rows and signed as Stripe signs them, so that they go through the same
 * verification (verifyStripeEvent) and readers (stripe-events.ts) as Stripe's own webhooks.
 */

export type DevSubscriptionRow = Selectable<DevBillingSubscriptionsTable>;

/** A Stripe-like id: `cus_dev_…`, `sub_dev_…`, `in_dev_…`, `evt_dev_…`. */
export const devId = (prefix: string) => `${prefix}_dev_${randomBytes(12).toString('hex')}`;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The dev price: what Stripe's price object of the Individual plan carries. */
export interface DevPrice {
  id: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
}

const priceObject = (price: DevPrice) => ({
  id: price.id,
  object: 'price',
  active: true,
  currency: price.currency,
  unit_amount: price.amount,
  type: 'recurring',
  recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
  product: 'prod_dev_individual',
  livemode: false,
});

/** A subscription as Stripe sends it since API 2025-03-31: the period on its item. */
export function subscriptionObject(row: DevSubscriptionRow, price: DevPrice) {
  const periodEnd = seconds(row.currentPeriodEnd);
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    // Stripe sets cancel_at to the period's end when a subscription cancels at its end.
    cancel_at: row.cancelAtPeriodEnd && row.status !== 'canceled' ? periodEnd : null,
    canceled_at: row.canceledAt ? seconds(row.canceledAt) : null,
    trial_end: row.status === 'trialing' ? periodEnd : null,
    ended_at: row.status === 'canceled' && row.canceledAt ? seconds(row.canceledAt) : null,
    created: seconds(row.createdAt),
    start_date: seconds(row.createdAt),
    currency: price.currency,
    collection_method: 'charge_automatically',
    livemode: false,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${row.id}`,
      data: [
        {
          id: `si_${row.id}`,
          object: 'subscription_item',
          subscription: row.id,
          quantity: 1,
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: periodEnd,
          price: priceObject({ ...price, id: row.priceId }),
        },
      ],
    },
  };
}

export interface DevInvoiceInput {
  id: string;
  customerId: string;
  subscriptionId: string;
  price: DevPrice;
  outcome: 'paid' | 'failed';
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  reason: 'subscription_create' | 'subscription_cycle';
}

/** An invoice of a subscription (since API 2025-03-31 the subscription is under parent.subscription_details). */
export function invoiceObject(inv: DevInvoiceInput) {
  const paid = inv.outcome === 'paid';
  return {
    id: inv.id,
    object: 'invoice',
    customer: inv.customerId,
    currency: inv.price.currency,
    amount_due: inv.price.amount,
    amount_paid: paid ? inv.price.amount : 0,
    amount_remaining: paid ? 0 : inv.price.amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: inv.reason,
    collection_method: 'charge_automatically',
    created: seconds(inv.created),
    period_start: seconds(inv.periodStart),
    period_end: seconds(inv.periodEnd),
    status: paid ? 'paid' : 'open',
    // No PDF is made for a dev invoice: the billing history shows it without a link.
    invoice_pdf: null,
    hosted_invoice_url: null,
    livemode: false,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: inv.subscriptionId, metadata: {} } },
  };
}

export interface DevCheckoutInput {
  id: string;
  customerId: string;
  subscriptionId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  created: Date;
}

/** A completed Checkout Session in subscription mode. */
export function checkoutSessionObject(s: DevCheckoutInput) {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: s.customerId,
    subscription: s.subscriptionId,
    client_reference_id: s.userId,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    created: seconds(s.created),
    livemode: false,
    metadata: {},
  };
}

export type DevEventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export interface DevEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: DevEventType;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: object };
}

/**
 * The event envelope around an object; `created` is when it happened, by the app's clock, rounded
 * up to Stripe's whole seconds: the app stores what it fetched or was answered with the exact
 * millisecond, and an event of the same second (a cancel right after the checkout) must not read as
 * older than that and be dropped.
 */
export function devEvent(type: DevEventType, object: object, created: Date): DevEvent {
  return {
    id: devId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.ceil(created.getTime() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/**
 * The body and its Stripe-Signature header, made by the Stripe SDK. The header's timestamp is real
 * time, not the app's clock: the SDK checks it against Date.now() with a 5-minute tolerance.
 */
export function signEvent(stripe: Stripe, event: DevEvent, secret: string): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
