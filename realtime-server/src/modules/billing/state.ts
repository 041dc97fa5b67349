import type { Transaction } from 'kysely';
import type { Database } from '@coach/db';
import type { TSubscriptionState } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import type { ProviderInvoice, ProviderSubscription } from '../../providers/billing/types.ts';
import { userOfCustomer } from './access-queries.ts';
import { lockSubscription, setSubscriptionState, storeIfNewer, upsertInvoice } from './state-queries.ts';
import { billingDate, cancellationScheduledEmail, emailUser, paymentFailedEmail, subscriptionEndedEmail } from './emails.ts';

/**
 * The stored billing state and its one way in. Every change (a webhook from Stripe, dev billing's
 * events, a cancel or resume answered by the provider) goes through storeSubscription, which keeps
 * the newest state only: a subscription's state carries the time it was true at the provider, older
 * news is dropped, and a canceled subscription stays canceled (Stripe never revives one).
 */

type Trx = Transaction<Database>;
/** A user whose subscription changed: pushed as subscription:changed after the commit. */
export interface BillingChange {
  userId: string;
  status: TSubscriptionState;
}

const subscriptionLink = (ctx: AppContext) => `${ctx.config.publicUrl}/subscription`;

export async function storeSubscription(
  ctx: AppContext,
  trx: Trx,
  sub: ProviderSubscription,
  stateAt: Date,
): Promise<BillingChange | null> {
  const userId = await userOfCustomer(trx, sub.customerId);
  if (!userId) {
    ctx.log.warn({ subscription: sub.id, customer: sub.customerId }, 'billing: a subscription of a customer we do not know; ignored');
    return null;
  }
  const before = await lockSubscription(trx, sub.id);
  if (before && (before.status === 'canceled' || before.stateAt > stateAt)) return null;
  const pastDueSince = sub.status === 'past_due' ? (before?.pastDueSince ?? stateAt) : null;
  const values = {
    status: sub.status,
    priceId: sub.priceId,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    pastDueSince,
    canceledAt: sub.canceledAt ?? (sub.status === 'canceled' ? stateAt : null),
    stateAt,
    updatedAt: ctx.clock.now(),
  };
  if (!(await storeIfNewer(trx, { id: sub.id, userId, customerId: sub.customerId, ...values }))) return null;

  if (sub.status === 'canceled' && before?.status !== 'canceled') {
    await emailUser(ctx, trx, userId, (p) => subscriptionEndedEmail(p.firstName, subscriptionLink(ctx)));
  } else if (sub.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd) {
    await emailUser(ctx, trx, userId, (p) =>
      cancellationScheduledEmail(
        p.firstName,
        sub.currentPeriodEnd ? billingDate(sub.currentPeriodEnd, p.timeZone) : null,
        subscriptionLink(ctx),
      ),
    );
  }
  const same =
    before &&
    before.status === values.status &&
    before.cancelAtPeriodEnd === values.cancelAtPeriodEnd &&
    before.priceId === values.priceId &&
    before.currentPeriodEnd?.getTime() === values.currentPeriodEnd?.getTime();
  return same ? null : { userId, status: sub.status };
}

/**
 * An invoice paid or failed: kept for the billing history, and what it says about the
 * subscription applied when it is news (Stripe follows with customer.subscription.updated, which
 * storeSubscription takes as it comes). A failed payment tells the user, with the way to fix it.
 */
export async function storeInvoice(ctx: AppContext, trx: Trx, invoice: ProviderInvoice, at: Date): Promise<BillingChange | null> {
  const userId = await userOfCustomer(trx, invoice.customerId);
  if (!userId) {
    ctx.log.warn({ invoice: invoice.id, customer: invoice.customerId }, 'billing: an invoice of a customer we do not know; ignored');
    return null;
  }
  await upsertInvoice(trx, {
    id: invoice.id,
    userId,
    subscriptionId: invoice.subscriptionId,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    invoiceDate: invoice.date,
    pdfUrl: invoice.pdfUrl,
  });

  if (invoice.status === 'failed') {
    await emailUser(ctx, trx, userId, (p) =>
      paymentFailedEmail(p.firstName, { cents: invoice.amount, currency: invoice.currency }, `${subscriptionLink(ctx)}?manage=1`),
    );
  }
  if (!invoice.subscriptionId) return null;
  const sub = await lockSubscription(trx, invoice.subscriptionId);
  if (!sub || sub.stateAt > at) return null;
  const recovers = invoice.status === 'paid' && ['past_due', 'unpaid', 'incomplete'].includes(sub.status);
  const fails = invoice.status === 'failed' && (sub.status === 'active' || sub.status === 'trialing');
  if (!recovers && !fails) return null;
  const status = recovers ? 'active' : 'past_due';
  await setSubscriptionState(trx, sub.id, { status, pastDueSince: fails ? at : null, stateAt: at, updatedAt: ctx.clock.now() });
  return { userId, status };
}

/** Tells the user's tabs (on every node) that their subscription changed: once per user, with the last state. */
export function announce(ctx: AppContext, changes: (BillingChange | null)[]): void {
  const last = new Map<string, BillingChange>();
  for (const change of changes) if (change) last.set(change.userId, change);
  for (const change of last.values()) ctx.events.publish('subscription.changed', change);
}

/**
 * A state read from the provider just now, timed to the whole second: Stripe's events carry whole
 * seconds, and one from this same second must not count as older news.
 */
export const fetchedAt = (ctx: AppContext) => new Date(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);

/** Stores a state the provider just answered (a cancel or resume): true as of now. */
export async function applyProviderSubscription(ctx: AppContext, sub: ProviderSubscription, stateAt: Date = fetchedAt(ctx)): Promise<void> {
  const change = await ctx.db.transaction().execute((trx) => storeSubscription(ctx, trx, sub, stateAt));
  announce(ctx, [change]);
}
