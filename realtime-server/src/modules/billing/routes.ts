import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as billing from './service.ts';

/** The subscription calls (docs/intake-and-billing.md#calls; the webhook is in webhook/routes.ts). */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A deleted account is not charged again: its subscriptions end at once, on the node that deleted it.
  const stopListening = ctx.events.on('user.tokensRevoked', async ({ userId, reason }) => {
    if (reason === 'account_deleted') await billing.cancelSubscriptionsNow(ctx, userId);
  });
  app.addHook('onClose', async () => stopListening());

  route(app, e.listSubscriptionPlans, async () => ({ data: billing.listPlans(ctx) }));
  route(app, e.getSubscriptionStatus, async (req) => ({ data: await billing.subscriptionStatus(ctx, currentUser(req)) }));
  route(app, e.createBillingCustomer, async (req) => ({ data: await billing.createCustomer(ctx, currentUser(req)) }));
  route(app, e.createSubscriptionCheckout, async (req) => ({ data: await billing.createCheckout(ctx, currentUser(req), req.body) }));
  route(app, e.openBillingPortal, async (req) => ({ data: await billing.customerPortal(ctx, currentUser(req), req.body) }));
  route(app, e.getBillingHistory, async (req) => ({ data: await billing.billingHistory(ctx, currentUser(req)) }));
  route(app, e.setSubscriptionCancelAtPeriodEnd, async (req) => ({
    data: await billing.setCancelAtPeriodEnd(ctx, currentUser(req), req.body),
  }));
};
