import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBillingHistory,
  ZCreateCheckoutBody,
  ZCreateCustomerResult,
  ZEnvelope,
  ZPlans,
  ZPortalBody,
  ZRedirectUrl,
  ZSubscriptionCancelBody,
  ZSubscriptionStatus,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as billing from './service.ts';

/** The subscription calls of spec 02 §7 (the webhook is in webhook/routes.ts). */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Subscriptions and coaching access'];
  const secured = { onRequest: app.authenticate };

  // A deleted account is not charged again: its subscriptions end at once, on the node that deleted it.
  const stopListening = ctx.events.on('user.tokensRevoked', async ({ userId, reason }) => {
    if (reason === 'account_deleted') await billing.cancelSubscriptionsNow(ctx, userId);
  });
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/api/subscriptions/plans',
    {
      ...secured,
      schema: {
        summary: 'List the subscription plans',
        operationId: 'listSubscriptionPlans',
        tags,
        response: { 200: ZEnvelope(ZPlans) },
      },
    },
    async () => ({ data: billing.listPlans(ctx) }),
  );

  app.get(
    '/api/subscriptions/status',
    {
      ...secured,
      schema: {
        summary: "Read the caller's subscription status",
        operationId: 'getSubscriptionStatus',
        tags,
        response: { 200: ZEnvelope(ZSubscriptionStatus) },
      },
    },
    async (req) => ({ data: await billing.subscriptionStatus(ctx, currentUser(req)) }),
  );

  app.post(
    '/api/subscriptions/create-customer',
    {
      ...secured,
      schema: {
        summary: 'Create the billing customer (idempotent)',
        operationId: 'createBillingCustomer',
        errors: [403, 502],
        tags,
        response: { 200: ZEnvelope(ZCreateCustomerResult) },
      },
    },
    async (req) => ({ data: await billing.createCustomer(ctx, currentUser(req)) }),
  );

  app.post(
    '/api/subscriptions/create-checkout',
    {
      ...secured,
      schema: {
        summary: 'Start a checkout for a plan',
        operationId: 'createSubscriptionCheckout',
        errors: [403, 409, 502],
        tags,
        body: ZCreateCheckoutBody,
        response: { 200: ZEnvelope(ZRedirectUrl) },
      },
    },
    async (req) => ({ data: await billing.createCheckout(ctx, currentUser(req), req.body) }),
  );

  app.post(
    '/api/subscriptions/customer-portal',
    {
      ...secured,
      schema: {
        summary: 'Open the billing portal',
        operationId: 'openBillingPortal',
        errors: [404, 502],
        tags,
        body: ZPortalBody,
        response: { 200: ZEnvelope(ZRedirectUrl) },
      },
    },
    async (req) => ({ data: await billing.customerPortal(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/subscriptions/billing-history',
    {
      ...secured,
      schema: {
        summary: "List the caller's invoices",
        operationId: 'getBillingHistory',
        tags,
        response: { 200: ZEnvelope(ZBillingHistory) },
      },
    },
    async (req) => ({ data: await billing.billingHistory(ctx, currentUser(req)) }),
  );

  app.post(
    '/api/subscriptions/cancel',
    {
      ...secured,
      schema: {
        summary: 'Cancel the subscription at the period end, or resume it',
        operationId: 'setSubscriptionCancelAtPeriodEnd',
        errors: [404, 502],
        tags,
        body: ZSubscriptionCancelBody,
        response: { 200: ZEnvelope(ZSubscriptionStatus) },
      },
    },
    async (req) => ({ data: await billing.setCancelAtPeriodEnd(ctx, currentUser(req), req.body) }),
  );
};
