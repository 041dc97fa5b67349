import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSessionObject, devEvent, invoiceObject, signEvent, subscriptionObject, type DevSubscriptionRow } from './dev-events.ts';
import { verifyStripeEvent } from './stripe.ts';
import { WebhookSignatureError } from './types.ts';

const stripe = new Stripe('sk_dev_unused');
const SECRET = 'whsec_dev_unit_test';
const PRICE = { id: 'individual', amount: 900, currency: 'usd', interval: 'month' as const };
const at = (iso: string) => new Date(iso);

const row = (over: Partial<DevSubscriptionRow> = {}): DevSubscriptionRow => ({
  id: 'sub_dev_1',
  customerId: 'cus_dev_1',
  priceId: 'individual',
  status: 'active',
  currentPeriodStart: at('2026-03-31T10:00:00.000Z'),
  currentPeriodEnd: at('2026-04-30T10:00:00.000Z'),
  cancelAtPeriodEnd: false,
  canceledAt: null,
  createdAt: at('2026-03-31T10:00:00.000Z'),
  ...over,
});

/** Signs as dev billing does, then verifies and reads as the webhook handler does. */
const roundTrip = (event: ReturnType<typeof devEvent>) => {
  const { payload, header } = signEvent(stripe, event, SECRET);
  return verifyStripeEvent(stripe, payload, header, SECRET);
};

describe('dev billing events', () => {
  it('are read by the Stripe readers as the subscription they were built from', () => {
    const event = roundTrip(
      devEvent(
        'customer.subscription.updated',
        subscriptionObject(row({ cancelAtPeriodEnd: true }), PRICE),
        at('2026-04-01T00:00:00.400Z'),
      ),
    );
    expect(event).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: {
        id: 'sub_dev_1',
        customerId: 'cus_dev_1',
        status: 'active',
        priceId: 'individual',
        currentPeriodEnd: at('2026-04-30T10:00:00.000Z'),
        cancelAtPeriodEnd: true,
        canceledAt: null,
      },
    });
    // Rounded up to Stripe's whole seconds: never older than the moment it describes.
    expect(event.created.toISOString()).toBe('2026-04-01T00:00:01.000Z');
    expect(event.id).toMatch(/^evt_dev_[0-9a-f]{24}$/);
  });

  it('carry a canceled subscription with when it ended', () => {
    const ended = at('2026-04-30T10:00:00.000Z');
    const event = roundTrip(
      devEvent(
        'customer.subscription.deleted',
        subscriptionObject(row({ status: 'canceled', canceledAt: ended, cancelAtPeriodEnd: true }), PRICE),
        ended,
      ),
    );
    expect(event).toMatchObject({
      type: 'customer.subscription.deleted',
      subscription: { id: 'sub_dev_1', status: 'canceled', canceledAt: ended },
    });
  });

  it('read a paid and a failed invoice of the subscription', () => {
    const base = {
      id: 'in_dev_1',
      customerId: 'cus_dev_1',
      subscriptionId: 'sub_dev_1',
      price: PRICE,
      created: at('2026-04-30T10:00:00.000Z'),
      periodStart: at('2026-04-30T10:00:00.000Z'),
      periodEnd: at('2026-05-30T10:00:00.000Z'),
      reason: 'subscription_cycle' as const,
    };
    const paid = roundTrip(devEvent('invoice.paid', invoiceObject({ ...base, outcome: 'paid' }), base.created));
    expect(paid).toMatchObject({
      type: 'invoice.paid',
      invoice: {
        id: 'in_dev_1',
        customerId: 'cus_dev_1',
        subscriptionId: 'sub_dev_1',
        amount: 900,
        currency: 'usd',
        status: 'paid',
        date: base.created,
        pdfUrl: null,
      },
    });
    const failed = roundTrip(devEvent('invoice.payment_failed', invoiceObject({ ...base, outcome: 'failed' }), base.created));
    expect(failed).toMatchObject({ type: 'invoice.payment_failed', invoice: { amount: 900, status: 'failed' } });
  });

  it('read a completed checkout with its customer, subscription and user', () => {
    const session = checkoutSessionObject({
      id: 'cs_dev_1',
      customerId: 'cus_dev_1',
      subscriptionId: 'sub_dev_1',
      userId: 'user-1',
      successUrl: 'https://x.test/ok',
      cancelUrl: 'https://x.test/no',
      created: at('2026-03-31T10:00:00.000Z'),
    });
    expect(roundTrip(devEvent('checkout.session.completed', session, at('2026-03-31T10:00:00.000Z')))).toMatchObject({
      type: 'checkout.session.completed',
      customerId: 'cus_dev_1',
      subscriptionId: 'sub_dev_1',
      userId: 'user-1',
    });
  });

  it('are refused when the body is changed, the secret differs or the header is missing', () => {
    const event = devEvent('customer.subscription.created', subscriptionObject(row(), PRICE), at('2026-03-31T10:00:00.000Z'));
    const { payload, header } = signEvent(stripe, event, SECRET);
    expect(() => verifyStripeEvent(stripe, payload.replace('"active"', '"canceled"'), header, SECRET)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeEvent(stripe, payload, header, 'whsec_other')).toThrow(WebhookSignatureError);
    expect(() => verifyStripeEvent(stripe, payload, undefined, SECRET)).toThrow(WebhookSignatureError);
  });
});
