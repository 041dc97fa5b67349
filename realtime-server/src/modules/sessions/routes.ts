import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { visibleSession } from './access.ts';
import { changeRoutes } from './changes/routes.ts';
import { clientSessions, coachCsv, coachNext, coachSessions, coachTable, coachToday } from './service.ts';

/** Sessions: the reads here, the changes and recurring series in changes/routes.ts. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listCoachSessions, async (req) => ({ data: await coachSessions(ctx, currentUser(req), req.params.coachId, req.query) }));
  route(app, e.listCoachSessionsToday, async (req) => ({
    data: { sessions: await coachToday(ctx, currentUser(req), req.params.coachId) },
  }));
  route(app, e.getCoachNextSession, async (req) => ({ data: { session: await coachNext(ctx, currentUser(req), req.params.coachId) } }));
  route(app, e.getCoachSessionTable, async (req) => ({ data: await coachTable(ctx, currentUser(req), req.params.coachId, req.query) }));
  route(app, e.exportCoachSessions, async (req, reply) => {
    const { fileName, body } = await coachCsv(ctx, currentUser(req), req.params.coachId, req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
  route(app, e.listClientSessions, async (req) => ({
    data: { sessions: await clientSessions(ctx, currentUser(req), req.params.clientId, req.query) },
  }));
  route(app, e.getSession, async (req) => ({ data: { session: await visibleSession(ctx, currentUser(req), req.params.id) } }));

  await app.register(changeRoutes, { ctx });
};
