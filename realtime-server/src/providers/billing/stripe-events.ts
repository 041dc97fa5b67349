import type Stripe from 'stripe';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@coach/contract';
import type { BillingEvent, ProviderInvoice, ProviderSubscription } from './types.ts';

/**
 * Stripe's objects in our words. Dev billing builds its events in Stripe's shapes (dev-events.ts)
 * so these readers serve both.
 */

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);
const date = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

const status = (s: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : 'incomplete';

export function readSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  // Since API 2025-03-31 the period lives on the items; older shapes kept it on the subscription.
  const periodEnd = item?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: status(sub.status),
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: date(periodEnd),
    // The portal may cancel with a date (cancel_at) rather than the flag.
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || (sub.cancel_at != null && sub.status !== 'canceled'),
    canceledAt: date(sub.canceled_at),
  };
}

export function readInvoice(inv: Stripe.Invoice, outcome: 'paid' | 'failed'): ProviderInvoice {
  // Since API 2025-03-31 the subscription is under parent.subscription_details.
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  return {
    id: inv.id ?? '',
    customerId: idOf(inv.customer as string | { id: string } | null) ?? '',
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription ?? legacy ?? null),
    amount: outcome === 'paid' ? inv.amount_paid : inv.amount_due,
    currency: inv.currency,
    status: outcome,
    date: date(inv.created) ?? new Date(0),
    pdfUrl: inv.invoice_pdf ?? inv.hosted_invoice_url ?? null,
  };
}

/** A verified Stripe event as a BillingEvent. */
export function readEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      return {
        ...base,
        type: event.type,
        customerId: idOf(s.customer) ?? '',
        subscriptionId: idOf(s.subscription),
        userId: s.client_reference_id ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type: event.type, subscription: readSubscription(event.data.object) };
    case 'invoice.paid':
      return { ...base, type: event.type, invoice: readInvoice(event.data.object, 'paid') };
    case 'invoice.payment_failed':
      return { ...base, type: event.type, invoice: readInvoice(event.data.object, 'failed') };
    default:
      return { ...base, type: 'ignored', stripeType: event.type };
  }
}
