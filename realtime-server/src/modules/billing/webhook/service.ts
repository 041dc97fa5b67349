import { BILLING_ERR } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import {
  BillingNotFoundError,
  BillingProviderError,
  WebhookMalformedError,
  WebhookSignatureError,
  type BillingEvent,
  type ProviderSubscription,
} from '../../../providers/billing/types.ts';
import { forgetEventsBefore, linkCustomer, recordEvent } from '../state-queries.ts';
import { announce, fetchedAt, storeInvoice, storeSubscription, type BillingChange } from '../state.ts';

/**
 * Stripe's webhooks (and dev billing's, which are signed the same way): verify the signature over
 * the raw body, then process the event once.
 */
export async function receiveBillingWebhook(ctx: AppContext, rawBody: string, signature: string | undefined): Promise<void> {
  let event: BillingEvent;
  try {
    event = ctx.billing.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      ctx.log.warn({ reason: err.message }, 'billing: webhook refused');
      throw badRequest(BILLING_ERR.WEBHOOK_SIGNATURE, 'WEBHOOK_SIGNATURE');
    }
    if (err instanceof WebhookMalformedError) {
      ctx.log.warn({ reason: err.message }, 'billing: malformed webhook refused');
      throw badRequest(BILLING_ERR.WEBHOOK_MALFORMED, 'WEBHOOK_MALFORMED');
    }
    throw err;
  }
  await processBillingEvent(ctx, event);
}

/**
 * One event, once: its id is recorded in the same transaction as what it changes, so a
 * redelivery (or two racing deliveries) changes nothing the second time. A failure leaves no trace
 * and answers 5xx, so Stripe delivers it again later.
 */
export async function processBillingEvent(ctx: AppContext, event: BillingEvent): Promise<{ duplicate: boolean }> {
  if (event.type === 'ignored') return { duplicate: false };
  // A completed checkout names its subscription only by id: its state is read from the provider
  // (before the transaction: no network wait holds a row lock), true as of now.
  let fetched: { sub: ProviderSubscription; at: Date } | null = null;
  if (event.type === 'checkout.session.completed' && event.subscriptionId) {
    try {
      const sub = await ctx.billing.retrieveSubscription(event.subscriptionId);
      // The checkout's customer is the one it was made for.
      fetched = { sub: { ...sub, customerId: event.customerId }, at: fetchedAt(ctx) };
    } catch (err) {
      // A subscription the provider does not have will not appear on a redelivery either: the
      // event is taken (2xx, so Stripe stops sending it for days) and logged for the operator.
      if (err instanceof BillingNotFoundError) {
        ctx.log.warn(
          { event: event.id, customer: event.customerId, subscription: event.subscriptionId, reason: err.message },
          'billing: a completed checkout names a subscription the provider does not have; taken without it',
        );
      } else if (err instanceof BillingProviderError) {
        throw new AppError('PROVIDER_FAILED', 502, BILLING_ERR.PROVIDER_FAILED);
      } else {
        throw err;
      }
    }
  }
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await recordEvent(trx, event.id, event.type))) return { duplicate: true, changes: [] as (BillingChange | null)[] };
    const changes: (BillingChange | null)[] = [];
    switch (event.type) {
      case 'checkout.session.completed':
        if (event.userId) {
          // A customer made elsewhere for this user is linked; a user's own customer is never replaced.
          await linkCustomer(trx, event.userId, event.customerId);
        }
        if (fetched) changes.push(await storeSubscription(ctx, trx, fetched.sub, fetched.at));
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        changes.push(await storeSubscription(ctx, trx, event.subscription, event.created));
        break;
      case 'customer.subscription.deleted':
        changes.push(await storeSubscription(ctx, trx, { ...event.subscription, status: 'canceled' }, event.created));
        break;
      case 'invoice.paid':
      case 'invoice.payment_failed':
        changes.push(await storeInvoice(ctx, trx, event.invoice, event.created));
        break;
    }
    return { duplicate: false, changes };
  });
  announce(ctx, result.changes);
  return { duplicate: result.duplicate };
}

export const FORGET_BILLING_EVENTS_JOB = 'billing.forgetEvents';
/** Stripe retries a webhook for up to 3 days: ids older than this cannot come again. */
const EVENT_MEMORY_DAYS = 30;

/** Drops processed event ids no redelivery can match any more. */
export async function forgetOldBillingEvents(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - EVENT_MEMORY_DAYS * 86_400_000);
  return forgetEventsBefore(ctx.db, cutoff);
}
