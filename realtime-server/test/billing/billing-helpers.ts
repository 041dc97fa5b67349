import Stripe from 'stripe';
import type { AppServer } from '../../src/app.ts';
import { bearer } from '../helpers.ts';

/** Settings of a server in Stripe mode against the stripe-mock `npm test` started (scripts/stripe-mock.mjs). */
export const STRIPE_TEST = {
  secretKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  webhookSecret: 'whsec_test_coaching_platform_secret',
  price: 'price_individual_test',
} as const;

/**
 * STRIPE_* settings against stripe-mock. Under CI=true a missing stripe-mock fails; elsewhere the
 * tests that need it are left out with a warning.
 */
export function stripeEnv(): Record<string, string> | null {
  const url = process.env.TEST_STRIPE_API_URL;
  if (url) {
    return {
      STRIPE_SECRET_KEY: STRIPE_TEST.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
      STRIPE_PRICE_INDIVIDUAL: STRIPE_TEST.price,
      STRIPE_API_URL: url,
    };
  }
  if (process.env.CI === 'true') throw new Error('TEST_STRIPE_API_URL is unset: under CI the billing tests run against stripe-mock');
  console.warn('! TEST_STRIPE_API_URL is unset: the billing tests against stripe-mock are left out');
  return null;
}

const signer = new Stripe(STRIPE_TEST.secretKey);

/** A Stripe event's JSON and its Stripe-Signature header, signed with the SDK (timestamp: now unless given, in seconds). */
export function signedEvent(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? STRIPE_TEST.webhookSecret,
    ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
  });
  return { payload, header };
}

/** POSTs a signed (or not) body to the webhook as Stripe does. */
export function postWebhook(server: AppServer, payload: string, header?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    // What Stripe sends.
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
}

let seq = 0;
/** A Stripe event envelope of `type` around `object`, created at `created` (seconds; now by default). */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  seq += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}_${seq}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A Stripe subscription object (the shape since API 2025-03-31: the period on the item). */
export function stripeSubscription(p: {
  id: string;
  customer: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  price?: string;
  canceledAt?: number | null;
}) {
  return {
    id: p.id,
    object: 'subscription',
    customer: p.customer,
    status: p.status,
    cancel_at_period_end: p.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: p.canceledAt ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${p.id}`,
          object: 'subscription_item',
          current_period_end: p.periodEnd,
          current_period_start: p.periodEnd - 30 * 86400,
          price: { id: p.price ?? STRIPE_TEST.price, object: 'price' },
        },
      ],
    },
  };
}

/** A Stripe invoice of a subscription. */
export function stripeInvoice(p: {
  id: string;
  customer: string;
  subscription: string;
  amount?: number;
  created?: number;
  pdf?: string | null;
}) {
  const amount = p.amount ?? 900;
  return {
    id: p.id,
    object: 'invoice',
    customer: p.customer,
    currency: 'usd',
    amount_paid: amount,
    amount_due: amount,
    created: p.created ?? Math.floor(Date.now() / 1000),
    invoice_pdf: p.pdf === undefined ? `https://pay.stripe.com/invoice/${p.id}/pdf` : p.pdf,
    hosted_invoice_url: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: p.subscription } },
  };
}

/** The user's billing customer, made through the API. */
export async function createCustomer(server: AppServer, token: string): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/api/subscriptions/create-customer', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`create-customer answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { customerId: string } }).data.customerId;
}
