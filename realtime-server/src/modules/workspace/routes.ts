import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnalyticsResult, ZCoachDashboard, ZEnvelope, type TCoachDashboard } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import { watchCoachChanges } from './coach-changes.ts';
import { DashboardCache } from './dashboard-cache.ts';
import * as workspace from './service.ts';

/** The coach's workspace (issue 26): dashboard, analytics summary, needs attention. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Coach onboarding'];
  const secured = { onRequest: app.authenticate };
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

  app.get(
    '/api/coaches/me/analytics/summary',
    {
      ...secured,
      schema: {
        summary: 'Read my analytics summary (coach)',
        operationId: 'getCoachAnalyticsSummary',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZAnalyticsResult) },
      },
    },
    async (req) => ({ data: { analytics: await workspace.analyticsSummary(ctx, currentUser(req)) } }),
  );

  app.get(
    '/api/coaches/me/dashboard',
    {
      // The token's signature here; its account in the service, unless the cached answer was computed for it.
      onRequest: app.authenticateClaims,
      schema: {
        summary: 'Read my dashboard: clients, upcoming sessions, analytics, needs attention (coach)',
        operationId: 'getCoachDashboard',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZCoachDashboard) },
      },
    },
    async (req, reply) => {
      // Built from typed rows and the contract's types, or cached: sent as JSON text, without the
      // response schema's second pass over every client and session (a hot call; see the chat's send).
      const body = await workspace.coachDashboardBody(ctx, cache, tokenClaims(req));
      return reply.type('application/json; charset=utf-8').send(body as unknown as { data: TCoachDashboard });
    },
  );
};
