import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceEndpoints as e, type TCoachDashboard } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { watchCoachChanges } from './coach-changes.ts';
import { DashboardCache } from './dashboard-cache.ts';
import * as workspace from './service.ts';

/** The coach's workspace (docs/coach-workspace.md): dashboard, analytics summary, needs attention. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Only a single node sees every change in its own events (with Redis there may be others).
  const cache = new DashboardCache(ctx.config.readCacheBytes > 0 && !ctx.redis);
  if (cache.enabled) {
    const unwatch = watchCoachChanges(ctx, {
      coach: (coachId) => cache.dropCoach(coachId),
      everyone: () => cache.dropAll(),
      people: (userIds) => userIds.forEach((id) => cache.dropCoach(id)),
    });
    app.addHook('onClose', async () => unwatch());
  }

  route(app, e.getCoachAnalyticsSummary, async (req) => ({ data: { analytics: await workspace.analyticsSummary(ctx, currentUser(req)) } }));
  route(app, e.getCoachDashboard, async (req, reply) => {
    // Built from typed rows and the contract's types, or cached: sent as JSON text, without the
    // response schema's second pass over every client and session (a hot call; see the chat's send).
    const body = await workspace.coachDashboardBody(ctx, cache, tokenClaims(req));
    return reply.type('application/json; charset=utf-8').send(body as unknown as { data: TCoachDashboard });
  });
};
