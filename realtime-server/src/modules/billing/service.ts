import {
  BILLING_ERR,
  INDIVIDUAL_PLAN,
  ROLE,
  type TBillingHistoryItem,
  type TCreateCheckoutBody,
  type TPlan,
  type TPortalBody,
  type TRedirectUrl,
  type TSubscriptionCancelBody,
  type TSubscriptionStatus,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { BillingProviderError, BillingUnavailableError } from '../../providers/billing/types.ts';
import { currentSubscription, customerOf, grantsAccess, hasActiveSubscriptionRow } from './access-queries.ts';
import { insertCustomer, invoicesOf, openSubscriptionIds } from './queries.ts';
import { applyProviderSubscription } from './state.ts';

/** The billing history shows this many invoices at most (a monthly plan: over eight years). */
const HISTORY_LIMIT = 100;
/** Where Checkout's back link goes when the page names none; the page shows the canceled toast. */
const DEFAULT_CANCEL_PATH = '/subscription?canceled=true';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The plan the API sells (docs/intake-and-billing.md#plans-and-prices), under the provider's price id. */
export function individualPlan(ctx: AppContext): TPlan {
  return { id: ctx.billing.individualPriceId, ...INDIVIDUAL_PLAN, features: [...INDIVIDUAL_PLAN.features] };
}

export const listPlans = (ctx: AppContext): TPlan[] => [individualPlan(ctx)];

/** Only clients pay for coaching: everyone else passes without a subscription (docs/intake-and-billing.md#coaching-access). */
function requireCustomer(user: UserRow): void {
  if (user.primaryRoleId !== ROLE.CUSTOMER) throw new AppError('CUSTOMERS_ONLY', 403, BILLING_ERR.CUSTOMERS_ONLY);
}

/** A provider call; its failure answers 502 and the caller has stored nothing of it. */
async function viaProvider<T>(ctx: AppContext, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof BillingProviderError)) throw err;
    if (err instanceof BillingUnavailableError) throw new AppError('BILLING_NOT_CONFIGURED', 503, BILLING_ERR.NOT_CONFIGURED);
    ctx.log.warn({ err }, `billing: ${what} failed at the provider`);
    throw new AppError('PROVIDER_FAILED', 502, BILLING_ERR.PROVIDER_FAILED);
  }
}

/** The names a machine calls itself by; any of them reaches a server that listens on loopback. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `url` is on this site: PUBLIC_URL's origin, or, when PUBLIC_URL names this machine by a
 * loopback name, another loopback name of the same address (the server prints 127.0.0.1 while
 * PUBLIC_URL defaults to localhost, and either is where a person may have opened it).
 */
function onThisSite(base: URL, url: URL): boolean {
  if (url.origin === base.origin) return true;
  return LOOPBACK_HOSTS.has(base.hostname) && LOOPBACK_HOSTS.has(url.hostname) && url.protocol === base.protocol && url.port === base.port;
}

/**
 * A page of this app to send the user back to: an absolute URL on this site (see onThisSite), or
 * a path on PUBLIC_URL ('/subscription?success=true'). Anything else would make Checkout or the
 * portal an open redirect to a page that is not ours.
 */
function pageOfThisSite(ctx: AppContext, raw: string): string {
  const base = new URL(ctx.config.publicUrl);
  let url: URL;
  try {
    // A path goes after PUBLIC_URL's authority, so it cannot name another host ('//evil.test' included).
    url = new URL(raw.startsWith('/') ? `${ctx.config.publicUrl}${raw}` : raw);
  } catch {
    throw badRequest(BILLING_ERR.FOREIGN_URL, 'FOREIGN_URL');
  }
  if (!onThisSite(base, url)) throw badRequest(BILLING_ERR.FOREIGN_URL, 'FOREIGN_URL');
  return url.href;
}

/** The caller's subscription as the page shows it, read from the stored state only. */
export async function subscriptionStatus(ctx: AppContext, user: UserRow): Promise<TSubscriptionStatus> {
  const [row, customerId] = await Promise.all([currentSubscription(ctx.db, user.id), customerOf(ctx.db, user.id)]);
  const isCustomer = user.primaryRoleId === ROLE.CUSTOMER;
  return {
    hasActiveSubscription: row ? grantsAccess(row, ctx.clock.now()) : false,
    currentPeriodEnd: iso(row?.currentPeriodEnd ?? null),
    status: row?.status ?? 'none',
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    plan: row && row.priceId === ctx.billing.individualPriceId ? individualPlan(ctx) : null,
    trialEndsAt: isCustomer ? iso(user.trialEndDate) : null,
    hasCustomer: customerId !== null,
    mode: ctx.billing.mode,
  };
}

/** The user's billing customer, made at the provider on first need; one per user, however many calls race. */
async function ensureCustomer(ctx: AppContext, user: UserRow): Promise<string> {
  const existing = await customerOf(ctx.db, user.id);
  if (existing) return existing;
  const made = await viaProvider(ctx, 'customer create', () =>
    ctx.billing.createCustomer({ userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }),
  );
  // A racing call may have kept its own first: Stripe returns the same customer for the user's
  // idempotency key, and otherwise the extra one is never used.
  await insertCustomer(ctx.db, user.id, made);
  const kept = await customerOf(ctx.db, user.id);
  if (!kept) throw new Error(`billing: the customer of user ${user.id} was not kept`);
  return kept;
}

export async function createCustomer(ctx: AppContext, user: UserRow): Promise<{ customerId: string }> {
  requireCustomer(user);
  return { customerId: await ensureCustomer(ctx, user) };
}

/** A Checkout Session in subscription mode for the Individual plan. */
export async function createCheckout(ctx: AppContext, user: UserRow, body: TCreateCheckoutBody): Promise<TRedirectUrl> {
  requireCustomer(user);
  if (body.priceId !== ctx.billing.individualPriceId) throw badRequest(BILLING_ERR.UNKNOWN_PRICE, 'UNKNOWN_PRICE');
  const successUrl = pageOfThisSite(ctx, body.successUrl);
  const cancelUrl = pageOfThisSite(ctx, body.cancelUrl ?? DEFAULT_CANCEL_PATH);
  if (await hasActiveSubscriptionRow(ctx.db, user.id, ctx.clock.now()))
    throw conflict(BILLING_ERR.ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED');
  const customerId = await ensureCustomer(ctx, user);
  // Subscribing during the free trial keeps its remaining days: the first payment is at its end.
  const trialEnd = user.trialEndDate && user.trialEndDate.getTime() > ctx.clock.now().getTime() ? user.trialEndDate : null;
  const url = await viaProvider(ctx, 'checkout create', () =>
    ctx.billing.createCheckout({ customerId, userId: user.id, priceId: body.priceId, successUrl, cancelUrl, trialEnd }),
  );
  return { url };
}

/** The provider's billing portal for the caller's own customer. */
export async function customerPortal(ctx: AppContext, user: UserRow, body: TPortalBody): Promise<TRedirectUrl> {
  const returnUrl = pageOfThisSite(ctx, body.returnUrl);
  const customerId = await customerOf(ctx.db, user.id);
  if (!customerId) throw notFound(BILLING_ERR.NO_CUSTOMER, 'NO_CUSTOMER');
  const url = await viaProvider(ctx, 'portal create', () => ctx.billing.createPortal({ customerId, returnUrl }));
  return { url };
}

export async function billingHistory(ctx: AppContext, user: UserRow): Promise<TBillingHistoryItem[]> {
  const rows = await invoicesOf(ctx.db, user.id, HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    currency: r.currency,
    date: r.invoiceDate.toISOString(),
    status: r.status,
    pdfUrl: r.pdfUrl,
  }));
}

/**
 * Cancel at the period's end (access stays until then), or take that back. The
 * provider's answer is stored through the same path as its webhooks, which also emails and pushes
 * subscription:changed; the webhook that follows finds it stored already.
 */
export async function setCancelAtPeriodEnd(ctx: AppContext, user: UserRow, body: TSubscriptionCancelBody): Promise<TSubscriptionStatus> {
  const row = await currentSubscription(ctx.db, user.id);
  if (!row || row.status === 'canceled' || row.status === 'incomplete_expired')
    throw notFound(BILLING_ERR.NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
  const sub = await viaProvider(ctx, 'subscription update', () => ctx.billing.setCancelAtPeriodEnd(row.id, body.cancelAtPeriodEnd));
  // The answer is about the subscription we named, whose customer we hold.
  await applyProviderSubscription(ctx, { ...sub, id: row.id, customerId: row.customerId });
  return subscriptionStatus(ctx, user);
}

/**
 * Ends the user's subscriptions now, so a deleted account is not charged again. Best effort: a
 * provider failure is logged with the subscription (to end by hand) and never fails the caller.
 * The provider's customer.subscription.deleted event then stores the end.
 */
export async function cancelSubscriptionsNow(ctx: AppContext, userId: string): Promise<number> {
  let ended = 0;
  for (const id of await openSubscriptionIds(ctx.db, userId)) {
    try {
      await ctx.billing.cancelNow(id);
      ended += 1;
    } catch (err) {
      ctx.log.error(
        { err, userId, subscription: id },
        'billing: could not end the subscription of a deleted account; end it at the provider',
      );
    }
  }
  return ended;
}
