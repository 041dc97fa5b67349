import type { SubscriptionStatus } from '@coach/contract';

/** A subscription as the provider holds it, in our words. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/** An invoice of a subscription: what the billing history shows. */
export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** Integer cents: paid for a paid invoice, due for a failed one. */
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  date: Date;
  pdfUrl: string | null;
}

/** A verified webhook event, in our words; events we do not handle come as `ignored`. */
export type BillingEvent = { id: string; created: Date } & (
  | { type: 'checkout.session.completed'; customerId: string; subscriptionId: string | null; userId: string | null }
  | {
      type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: ProviderSubscription;
    }
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: ProviderInvoice }
  | { type: 'ignored'; stripeType: string }
);

/** Stripe's signature errors are answered 400; a malformed signed event too. */
export { WebhookMalformedError, WebhookSignatureError } from '../../lib/webhook-errors.ts';

/** The provider refused or could not be reached: answered 502, nothing changes. */
export class BillingProviderError extends Error {}

/** The provider has no such object (Stripe's 404, resource_missing): nothing to read, nothing to retry. */
export class BillingNotFoundError extends BillingProviderError {}

/** No payment provider can take this payment here (dev billing's pages are closed): answered 503. */
export class BillingUnavailableError extends BillingProviderError {}

/** What a checkout is for: the customer, the plan, the return pages, and when the paid period starts. */
export interface CheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** The end of our free trial when it is still ahead; null to charge now. */
  trialEnd: Date | null;
}

/**
 * The payment provider: Stripe (stripe.ts) or dev billing (dev.ts), which keeps its own "remote"
 * side in dev_billing_* and sends Stripe-shaped, signed events into the same webhook handler.
 */
export interface BillingProvider {
  readonly mode: 'stripe' | 'dev';
  /** The price id of the Individual plan (what create-checkout accepts). */
  readonly individualPriceId: string;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /**
   * A Checkout Session in subscription mode; returns the page to send the user to. With `trialEnd`
   * (our free trial still runs) the first payment is due then, not now.
   */
  createCheckout(input: CheckoutInput): Promise<string>;
  /** A Customer Portal session; returns its page. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Cancel at the period's end (true) or take that back (false); returns the new state. */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends it now (the account is deleted): no further charge. */
  cancelNow(id: string): Promise<void>;
  /** Verifies the signature over the exact raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
}
