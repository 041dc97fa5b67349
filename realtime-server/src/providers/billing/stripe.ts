import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { readEvent, readSubscription } from './stripe-events.ts';
import { BillingProviderError, WebhookSignatureError, type BillingEvent, type BillingProvider, type ProviderSubscription } from './types.ts';

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
    throw new BillingProviderError(`Stripe ${what} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
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
  return readEvent(event);
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

  async createCheckout(input: { customerId: string; userId: string; priceId: string; successUrl: string; cancelUrl: string }): Promise<string> {
    const session = await call('checkout create', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        subscription_data: { metadata: { userId: input.userId } },
      }),
    );
    if (!session.url) throw new BillingProviderError('Stripe returned a checkout session without a url');
    return session.url;
  }

  async createPortal({ customerId, returnUrl }: { customerId: string; returnUrl: string }): Promise<string> {
    const session = await call('portal create', () => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return readSubscription(await call('subscription retrieve', () => this.stripe.subscriptions.retrieve(id)));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return readSubscription(await call('subscription update', () => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel })));
  }

  async cancelNow(id: string): Promise<void> {
    await call('subscription cancel', () => this.stripe.subscriptions.cancel(id));
  }

  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent {
    return verifyStripeEvent(this.stripe, rawBody, signature, this.settings.webhookSecret);
  }
}
