import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevCheckout, ZDevPortal, ZDevPortalAction, ZEnvelope, ZRedirectUrl } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { devOnly } from '../../../plugins/dev-only.ts';
import * as dev from './service.ts';

const ZDevSessionParams = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Dev billing's local checkout and portal pages (registered only while Stripe is not configured and
 * the development routes are not closed; from this machine only unless DEV_ROUTES_PUBLIC=true):
 * the caller's own sessions, marked 'Test mode: no real payment' on the pages.
 */
export const devBillingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  devOnly(app, ctx.config.devRoutes);
  const tags = ['Dev billing'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/dev-billing/checkouts/:id',
    {
      ...secured,
      schema: {
        summary: 'Read my dev billing checkout (test mode: no real payment)',
        operationId: 'getDevCheckout',
        errors: [404],
        tags,
        params: ZDevSessionParams,
        response: { 200: ZEnvelope(ZDevCheckout) },
      },
    },
    async (req) => ({ data: await dev.getCheckout(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/dev-billing/checkouts/:id/complete',
    {
      ...secured,
      schema: {
        summary: 'Pay my dev billing checkout: the subscription starts through the webhook path',
        operationId: 'completeDevCheckout',
        errors: [404, 409],
        tags,
        params: ZDevSessionParams,
        response: { 200: ZEnvelope(ZRedirectUrl) },
      },
    },
    async (req) => ({ data: await dev.completeCheckout(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/dev-billing/checkouts/:id/cancel',
    {
      ...secured,
      schema: {
        summary: 'Leave my dev billing checkout without paying',
        operationId: 'cancelDevCheckout',
        errors: [404],
        tags,
        params: ZDevSessionParams,
        response: { 200: ZEnvelope(ZRedirectUrl) },
      },
    },
    async (req) => ({ data: await dev.cancelCheckout(ctx, currentUser(req), req.params.id) }),
  );

  app.get(
    '/api/dev-billing/portal/:id',
    {
      ...secured,
      schema: {
        summary: 'Read my dev billing portal: the subscription and its invoices',
        operationId: 'getDevPortal',
        errors: [404],
        tags,
        params: ZDevSessionParams,
        response: { 200: ZEnvelope(ZDevPortal) },
      },
    },
    async (req) => ({ data: await dev.getPortal(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/dev-billing/portal/:id/actions',
    {
      ...secured,
      schema: {
        summary: 'Act in my dev billing portal: cancel, resume, simulate a failed payment, pay now',
        operationId: 'actInDevPortal',
        errors: [404, 409],
        tags,
        params: ZDevSessionParams,
        body: ZDevPortalAction,
        response: { 200: ZEnvelope(ZDevPortal) },
      },
    },
    async (req) => ({ data: await dev.portalAction(ctx, currentUser(req), req.params.id, req.body) }),
  );
};
