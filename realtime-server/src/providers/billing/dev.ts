import Stripe from 'stripe';
import { DateTime } from 'luxon';
import type { Kysely, Selectable } from 'kysely';
import { DAY_MS, INDIVIDUAL_PLAN, INDIVIDUAL_PLAN_ID } from '@coach/contract';
import type { Database, DevBillingCheckoutsTable } from '@coach/db';
import type { Clock } from '../../lib/clock.ts';
import {
  checkoutSessionObject,
  devEvent,
  devId,
  invoiceObject,
  signEvent,
  subscriptionObject,
  type DevEvent,
  type DevPrice,
  type DevSubscriptionRow,
} from './dev-events.ts';
import {
  changeIfAllowed,
  changeIfUnchanged,
  completeCheckoutRows,
  dueSubscriptions,
  findSubscription,
  insertCheckout,
  insertPortalSession,
} from './dev-queries.ts';
import { readSubscription } from './stripe-events.ts';
import { verifyStripeEvent } from './stripe.ts';
import {
  BillingNotFoundError,
  BillingProviderError,
  BillingUnavailableError,
  type BillingEvent,
  type BillingProvider,
  type CheckoutInput,
  type ProviderSubscription,
} from './types.ts';

export interface DevBillingOptions {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
  /**
   * Its checkout and portal pages are served (DEV_ROUTES_PUBLIC, or a loopback server): otherwise no
   * one could pay there, and a checkout or portal is refused instead of sending people to a 404.
   */
  pagesOpen: boolean;
}

/** Where dev billing's signed events go: the webhook handler (set by the billing module at boot). */
export type DevDelivery = (rawBody: string, signature: string) => Promise<void>;

/** A Checkout Session can be paid for this long after it was made (Stripe's default expiry). */
export const DEV_CHECKOUT_TTL_MS = DAY_MS;

/** Why a checkout could not be completed. */
export type CompleteRefusal = 'not_open' | 'already_subscribed';

const PRICE: DevPrice = {
  id: INDIVIDUAL_PLAN_ID,
  amount: INDIVIDUAL_PLAN.amount,
  currency: INDIVIDUAL_PLAN.currency,
  interval: INDIVIDUAL_PLAN.interval,
};
const priceOf = (priceId: string): DevPrice => ({ ...PRICE, id: priceId });
/** Stripe keeps times in whole seconds; so does its stand-in, so that what it says and stores agree. */
const wholeSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const plusMonth = (d: Date) => DateTime.fromJSDate(d, { zone: 'utc' }).plus({ months: 1 }).toJSDate();

type CheckoutRow = Selectable<DevBillingCheckoutsTable>;
/** A checkout's status as of `now`: an open one past its time has expired. */
export const checkoutStatus = (row: Pick<CheckoutRow, 'status' | 'createdAt'>, now: Date): CheckoutRow['status'] =>
  row.status === 'open' && row.createdAt.getTime() + DEV_CHECKOUT_TTL_MS <= now.getTime() ? 'expired' : row.status;

/**
 * Stripe's stand-in when STRIPE_* is not set. It keeps what Stripe would hold (checkouts,
 * subscriptions, portal sessions) in dev_billing_*, and whenever something happens on that side it
 * sends the event Stripe would send, Stripe-shaped and signed, to the webhook handler: the app's
 * state changes through the same verification and processing as with Stripe.
 */
export class DevBilling implements BillingProvider {
  readonly mode = 'dev' as const;
  readonly individualPriceId = INDIVIDUAL_PLAN_ID;
  private deliver: DevDelivery | null = null;
  // Only the SDK's webhook helpers are used: no request ever goes out with this key.
  private readonly stripe = new Stripe('sk_dev_unused');

  constructor(readonly options: DevBillingOptions) {}

  private requireOpenPages(): void {
    if (!this.options.pagesOpen)
      throw new BillingUnavailableError("dev billing: its pages are closed to this server's clients and Stripe is not configured");
  }

  setDelivery(deliver: DevDelivery): void {
    this.deliver = deliver;
  }

  private get db() {
    return this.options.db;
  }
  private now() {
    return this.options.clock.now();
  }

  async createCustomer(): Promise<string> {
    return devId('cus');
  }

  // The pages go on the origin the person came from (a return page of this site, checked by the
  // billing module): their sign-in lives there, and another loopback name of it would not have it.
  async createCheckout(input: CheckoutInput): Promise<string> {
    this.requireOpenPages();
    const id = devId('cs');
    await insertCheckout(this.db, {
      id,
      customerId: input.customerId,
      priceId: input.priceId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      trialEnd: input.trialEnd ? wholeSecond(input.trialEnd) : null,
      createdAt: this.now(),
    });
    return `${new URL(input.successUrl).origin}/dev-billing/checkout/${id}`;
  }

  async createPortal({ customerId, returnUrl }: { customerId: string; returnUrl: string }): Promise<string> {
    this.requireOpenPages();
    const id = devId('bps');
    await insertPortalSession(this.db, { id, customerId, returnUrl, createdAt: this.now() });
    return `${new URL(returnUrl).origin}/dev-billing/portal/${id}`;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return this.read(await this.find(id));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    const row = await this.change(id, (s) => s.status !== 'canceled', { cancelAtPeriodEnd: cancel });
    await this.send([this.subscriptionEvent('customer.subscription.updated', row)]);
    return this.read(row);
  }

  async cancelNow(id: string): Promise<void> {
    const current = await this.find(id);
    if (current.status === 'canceled') return;
    const row = await this.change(id, (s) => s.status !== 'canceled', { status: 'canceled', canceledAt: wholeSecond(this.now()) });
    await this.send([this.subscriptionEvent('customer.subscription.deleted', row)]);
  }

  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent {
    return verifyStripeEvent(this.stripe, rawBody, signature, this.options.webhookSecret);
  }

  // ---- What happens on "Stripe's" side: the local checkout and portal pages, and the renewals. ----

  /**
   * The customer paid on the checkout page: the subscription starts (a month, by the app's clock;
   * or, while the checkout's trial end is ahead, trialing until then, when the first payment is
   * due), and Stripe's events follow in Stripe's order: the subscription, its first invoice (none
   * while trialing: nothing is charged), the session.
   */
  async completeCheckout(checkoutId: string, userId: string): Promise<{ successUrl: string } | { refused: CompleteRefusal }> {
    const now = this.now();
    // One live subscription per customer: a second open checkout does not charge twice.
    const done = await completeCheckoutRows(
      this.db,
      checkoutId,
      (checkout) => checkoutStatus(checkout, now) === 'open',
      (checkout) => {
        const trialing = checkout.trialEnd !== null && checkout.trialEnd.getTime() > now.getTime();
        return {
          id: devId('sub'),
          customerId: checkout.customerId,
          priceId: checkout.priceId,
          status: trialing ? 'trialing' : 'active',
          currentPeriodStart: wholeSecond(now),
          currentPeriodEnd: trialing && checkout.trialEnd ? checkout.trialEnd : plusMonth(wholeSecond(now)),
          cancelAtPeriodEnd: false,
          canceledAt: null,
          createdAt: wholeSecond(now),
        };
      },
    );
    if (done.refused) return { refused: done.refused };
    const { checkout, sub } = done;
    await this.send([
      this.subscriptionEvent('customer.subscription.created', sub),
      ...(sub.status === 'trialing' ? [] : [this.invoiceEvent(sub, 'paid', 'subscription_create')]),
      devEvent(
        'checkout.session.completed',
        checkoutSessionObject({
          id: checkout.id,
          customerId: checkout.customerId,
          subscriptionId: sub.id,
          userId,
          successUrl: checkout.successUrl,
          cancelUrl: checkout.cancelUrl,
          created: checkout.createdAt,
        }),
        now,
      ),
    ]);
    return { successUrl: checkout.successUrl };
  }

  /** The renewal payment fails: the subscription goes past due while "Stripe" retries. */
  async failPayment(id: string): Promise<ProviderSubscription> {
    const row = await this.change(id, (s) => s.status === 'active' || s.status === 'trialing', { status: 'past_due' });
    await this.send([this.invoiceEvent(row, 'failed', 'subscription_cycle'), this.subscriptionEvent('customer.subscription.updated', row)]);
    return this.read(row);
  }

  /** The customer pays the open invoice of a past-due subscription: it is active again. */
  async payNow(id: string): Promise<ProviderSubscription> {
    const row = await this.change(id, (s) => s.status === 'past_due' || s.status === 'unpaid', { status: 'active' });
    await this.send([this.invoiceEvent(row, 'paid', 'subscription_cycle'), this.subscriptionEvent('customer.subscription.updated', row)]);
    return this.read(row);
  }

  /**
   * Subscriptions whose period has ended by the app's clock: one cancelling at its end ends now;
   * the others renew for a month with a paid invoice. Returns how many changed.
   */
  async renewDue(): Promise<number> {
    const now = this.now();
    const due = await dueSubscriptions(this.db, now, 100);
    let changed = 0;
    for (const sub of due) {
      if (sub.cancelAtPeriodEnd) {
        const row = await changeIfUnchanged(this.db, sub, { status: 'canceled', canceledAt: sub.currentPeriodEnd });
        if (!row) continue;
        await this.send([this.subscriptionEvent('customer.subscription.deleted', row)]);
      } else {
        const row = await changeIfUnchanged(this.db, sub, {
          status: 'active',
          currentPeriodStart: sub.currentPeriodEnd,
          currentPeriodEnd: plusMonth(sub.currentPeriodEnd),
        });
        if (!row) continue;
        await this.send([
          this.invoiceEvent(row, 'paid', 'subscription_cycle'),
          this.subscriptionEvent('customer.subscription.updated', row),
        ]);
      }
      changed += 1;
    }
    return changed;
  }

  // ---- Helpers. ----

  private async find(id: string): Promise<DevSubscriptionRow> {
    const row = await findSubscription(this.db, id);
    if (!row) throw new BillingNotFoundError(`dev billing: no such subscription: ${id}`);
    return row;
  }

  /** Updates a subscription when `allowed` holds for its current state (checked under a row lock). */
  private async change(
    id: string,
    allowed: (s: DevSubscriptionRow) => boolean,
    set: Partial<Pick<DevSubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'canceledAt'>>,
  ): Promise<DevSubscriptionRow> {
    const result = await changeIfAllowed(this.db, id, allowed, set);
    if ('missing' in result) throw new BillingProviderError(`dev billing: no such subscription: ${id}`);
    if ('refused' in result) throw new DevBillingStateError(`dev billing: subscription ${id} is ${result.refused.status}`);
    return result.row;
  }

  private read(row: DevSubscriptionRow): ProviderSubscription {
    // Read through the Stripe reader, so that what it returns is what a webhook of it would say.
    return readSubscription(subscriptionObject(row, priceOf(row.priceId)) as unknown as Stripe.Subscription);
  }

  private subscriptionEvent(
    type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
    row: DevSubscriptionRow,
  ): DevEvent {
    return devEvent(type, subscriptionObject(row, priceOf(row.priceId)), this.now());
  }

  private invoiceEvent(
    row: DevSubscriptionRow,
    outcome: 'paid' | 'failed',
    reason: 'subscription_create' | 'subscription_cycle',
  ): DevEvent {
    const invoice = invoiceObject({
      id: devId('in'),
      customerId: row.customerId,
      subscriptionId: row.id,
      price: priceOf(row.priceId),
      outcome,
      created: this.now(),
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      reason,
    });
    return devEvent(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice, this.now());
  }

  /** Signs each event and hands it to the webhook handler, in order; a failure stops there and throws. */
  private async send(events: DevEvent[]): Promise<void> {
    if (!this.deliver) throw new Error('dev billing: no webhook delivery is set (the billing module sets it at boot)');
    for (const event of events) {
      const { payload, header } = signEvent(this.stripe, event, this.options.webhookSecret);
      await this.deliver(payload, header);
    }
  }
}

/**
 * The action does not apply to the subscription's state (pay now on an active one, say). A provider
 * error, as Stripe's refusal would be, for the calls that go through the BillingProvider interface.
 */
export class DevBillingStateError extends BillingProviderError {}
