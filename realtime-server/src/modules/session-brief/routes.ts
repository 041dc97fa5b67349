import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionBriefEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as brief from './service.ts';

/**
 * A session's AI-prepared brief (docs/coach-workspace.md#preparation-brief): GET and POST
 * /api/sessions/{id}/summary, for the session's coach.
 */
export const sessionBriefRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getSessionSummary, async (req) => ({ data: await brief.getSessionSummary(ctx, currentUser(req), req.params.id) }));
  route(app, e.regenerateSessionSummary, async (req) => ({
    data: await brief.regenerateSessionSummary(ctx, currentUser(req), req.params.id),
  }));
};
