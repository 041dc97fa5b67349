import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devBillingEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { devOnly } from '../../../plugins/dev-only.ts';
import { route } from '../../../plugins/endpoint.ts';
import * as dev from './service.ts';

/**
 * Dev billing's local checkout and portal pages (registered only while Stripe is not configured and
 * the development routes are not closed; from this machine only unless DEV_ROUTES_PUBLIC=true):
 * the caller's own sessions, marked 'Test mode: no real payment' on the pages.
 */
export const devBillingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  devOnly(app, ctx.config.devRoutes);

  route(app, e.getDevCheckout, async (req) => ({ data: await dev.getCheckout(ctx, currentUser(req), req.params.id) }));
  route(app, e.completeDevCheckout, async (req) => ({ data: await dev.completeCheckout(ctx, currentUser(req), req.params.id) }));
  route(app, e.cancelDevCheckout, async (req) => ({ data: await dev.cancelCheckout(ctx, currentUser(req), req.params.id) }));
  route(app, e.getDevPortal, async (req) => ({ data: await dev.getPortal(ctx, currentUser(req), req.params.id) }));
  route(app, e.actInDevPortal, async (req) => ({ data: await dev.portalAction(ctx, currentUser(req), req.params.id, req.body) }));
};
