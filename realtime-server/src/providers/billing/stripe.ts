import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { readEvent, readSubscription } from './stripe-events.ts';
import {
  BillingNotFoundError,
  BillingProviderError,
  WebhookMalformedError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type CheckoutInput,
  type ProviderSubscription,
} from './types.ts';

type StripeSettings = NonNullable<Config['stripe']>;

/** A Stripe client for the settings: api.stripe.com, or the Stripe-compatible server STRIPE_API_URL names. */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Stripe's failures (and network ones) as BillingProviderError, with Stripe's message for the log. */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const message = `Stripe ${what} failed: ${err instanceof Error ? err.message : String(err)}`;
    if ((err as { statusCode?: number }).statusCode === 404) throw new BillingNotFoundError(message, { cause: err });
    throw new BillingProviderError(message, { cause: err });
  }
}

/**
 * Verifies a Stripe-signed webhook body (the Stripe-Signature header, HMAC over `t.body`, within
 * Stripe's 5-minute tolerance) and reads it. Dev billing's events go through this too.
 */
export function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string | undefined, secret: string): BillingEvent {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
  }
  // The SDK refuses a signature older than five minutes but not one dated ahead: refuse that too.
  const stamps = [...signature.matchAll(/(?:^|,)t=(\d+)/g)].map((m) => Number(m[1]));
  const signedAt = stamps.at(-1);
  if (signedAt !== undefined && signedAt * 1000 - Date.now() > SIGNATURE_TOLERANCE_MS) {
    throw new WebhookSignatureError('signature dated more than five minutes ahead');
  }
  try {
    return readEvent(event);
  } catch (err) {
    if (err instanceof TypeError) throw new WebhookMalformedError(`malformed ${String(event.type)} event: ${err.message}`);
    throw err;
  }
}

/** How far a webhook signature's time may be from now, either way (Stripe's own default, five minutes). */
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** Checkout refuses a `subscription_data.trial_end` less than 48 hours ahead (Stripe's API reference). */
const CHECKOUT_TRIAL_END_MIN_MS = 48 * 3_600_000;
/** Room for the request's own travel, so that an end just past the minimum is not refused on arrival. */
const TRIAL_END_MARGIN_MS = 5 * 60_000;
const DAY = 86_400_000;

/**
 * When Checkout's subscription starts charging: at our trial's end (`trial_end`, whole seconds);
 * when that is too close for Checkout, after the nearest whole number of days to it (at least the 1
 * day `trial_period_days` accepts); now without a trial. `now` is real time: it is Stripe's.
 */
export function checkoutTrial(
  trialEnd: Date | null,
  now: number,
): { trial_end: number } | { trial_period_days: number } | Record<string, never> {
  if (!trialEnd) return {};
  const left = trialEnd.getTime() - now;
  if (left <= 0) return {};
  if (left >= CHECKOUT_TRIAL_END_MIN_MS + TRIAL_END_MARGIN_MS) return { trial_end: Math.floor(trialEnd.getTime() / 1000) };
  return { trial_period_days: Math.max(1, Math.round(left / DAY)) };
}

export class StripeBilling implements BillingProvider {
  readonly mode = 'stripe' as const;
  readonly individualPriceId: string;
  private stripe: Stripe;

  constructor(private settings: StripeSettings) {
    this.stripe = stripeClient(settings);
    this.individualPriceId = settings.priceIndividual;
  }

  async createCustomer({ userId, email, name }: { userId: string; email: string; name: string }): Promise<string> {
    // The idempotency key makes a retried or doubled call return the same customer.
    const customer = await call('customer create', () =>
      this.stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
    );
    return customer.id;
  }

  async createCheckout(input: CheckoutInput): Promise<string> {
    const session = await call('checkout create', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        subscription_data: { metadata: { userId: input.userId }, ...checkoutTrial(input.trialEnd, Date.now()) },
      }),
    );
    if (!session.url) throw new BillingProviderError('Stripe returned a checkout session without a url');
    return session.url;
  }

  async createPortal({ customerId, returnUrl }: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await call('portal create', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return readSubscription(await call('subscription retrieve', () => this.stripe.subscriptions.retrieve(id)));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return readSubscription(
      await call('subscription update', () => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
    );
  }

  async cancelNow(id: string): Promise<void> {
    await call('subscription cancel', () => this.stripe.subscriptions.cancel(id));
  }

  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent {
    return verifyStripeEvent(this.stripe, rawBody, signature, this.settings.webhookSecret);
  }
}
