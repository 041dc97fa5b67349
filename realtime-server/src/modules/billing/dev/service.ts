import { BILLING_ERR, type TDevCheckout, type TDevPortal, type TDevPortalAction, type TRedirectUrl } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { checkoutStatus, DevBilling, DevBillingStateError } from '../../../providers/billing/dev.ts';
import { checkoutOfUser, newestSubscription, portalOfUser } from './queries.ts';
import { billingHistory, individualPlan } from '../service.ts';

/**
 * Dev billing's local checkout and portal pages: what Stripe's hosted pages do, for the caller's own
 * sessions only. Each change happens on dev billing's side and reaches the app as Stripe's signed
 * events through the webhook handler, as it would with Stripe.
 */

export const DEV_BILLING_TEXT = {
  CHECKOUT_CLOSED: 'This checkout has already been completed or has expired',
  ACTION_NOT_APPLICABLE: 'This action does not apply to the subscription as it is now',
} as const;

const checkoutNotFound = () => notFound(BILLING_ERR.CHECKOUT_NOT_FOUND, 'CHECKOUT_NOT_FOUND');
const portalNotFound = () => notFound(BILLING_ERR.PORTAL_NOT_FOUND, 'PORTAL_NOT_FOUND');

/** The dev provider; these calls exist only while Stripe is not configured. */
function devBilling(ctx: AppContext): DevBilling {
  if (!(ctx.billing instanceof DevBilling)) throw notFound();
  return ctx.billing;
}

async function ownCheckout(ctx: AppContext, user: UserRow, id: string) {
  devBilling(ctx);
  const checkout = await checkoutOfUser(ctx.db, id, user.id);
  if (!checkout) throw checkoutNotFound();
  return checkout;
}

export async function getCheckout(ctx: AppContext, user: UserRow, id: string): Promise<TDevCheckout> {
  const checkout = await ownCheckout(ctx, user, id);
  return {
    id: checkout.id,
    plan: individualPlan(ctx),
    email: user.email,
    status: checkoutStatus(checkout, ctx.clock.now()),
    cancelUrl: checkout.cancelUrl,
    firstPaymentAt: checkout.trialEnd && checkout.trialEnd.getTime() > ctx.clock.now().getTime() ? checkout.trialEnd.toISOString() : null,
  };
}

/** Pays: the subscription starts and its events are delivered before this answers, so the success page sees it. */
export async function completeCheckout(ctx: AppContext, user: UserRow, id: string): Promise<TRedirectUrl> {
  await ownCheckout(ctx, user, id);
  const result = await devBilling(ctx).completeCheckout(id, user.id);
  if ('refused' in result) {
    throw result.refused === 'already_subscribed'
      ? conflict(BILLING_ERR.ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
      : conflict(DEV_BILLING_TEXT.CHECKOUT_CLOSED, 'CHECKOUT_CLOSED');
  }
  return { url: result.successUrl };
}

/** Goes back without paying; the checkout stays open until it expires, as Stripe's does. */
export async function cancelCheckout(ctx: AppContext, user: UserRow, id: string): Promise<TRedirectUrl> {
  const checkout = await ownCheckout(ctx, user, id);
  return { url: checkout.cancelUrl };
}

async function ownPortal(ctx: AppContext, user: UserRow, id: string) {
  devBilling(ctx);
  const portal = await portalOfUser(ctx.db, id, user.id);
  if (!portal) throw portalNotFound();
  return portal;
}

async function portalView(
  ctx: AppContext,
  user: UserRow,
  portal: { id: string; customerId: string; returnUrl: string },
): Promise<TDevPortal> {
  const [sub, invoices] = await Promise.all([newestSubscription(ctx.db, portal.customerId), billingHistory(ctx, user)]);
  return {
    id: portal.id,
    email: user.email,
    returnUrl: portal.returnUrl,
    subscription: sub
      ? {
          id: sub.id,
          status: sub.status,
          currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          plan: individualPlan(ctx),
        }
      : null,
    invoices,
  };
}

export async function getPortal(ctx: AppContext, user: UserRow, id: string): Promise<TDevPortal> {
  return portalView(ctx, user, await ownPortal(ctx, user, id));
}

/** What the portal's buttons do, on dev billing's side; the app learns of it from the events. */
export async function portalAction(ctx: AppContext, user: UserRow, id: string, { action }: TDevPortalAction): Promise<TDevPortal> {
  const portal = await ownPortal(ctx, user, id);
  const sub = await newestSubscription(ctx.db, portal.customerId);
  if (!sub || sub.status === 'canceled') throw conflict(BILLING_ERR.NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
  const billing = devBilling(ctx);
  try {
    if (action === 'cancel') await billing.setCancelAtPeriodEnd(sub.id, true);
    else if (action === 'resume') await billing.setCancelAtPeriodEnd(sub.id, false);
    else if (action === 'fail_payment') await billing.failPayment(sub.id);
    else await billing.payNow(sub.id);
  } catch (err) {
    if (err instanceof DevBillingStateError) throw conflict(DEV_BILLING_TEXT.ACTION_NOT_APPLICABLE, 'ACTION_NOT_APPLICABLE');
    throw err;
  }
  return portalView(ctx, user, portal);
}
