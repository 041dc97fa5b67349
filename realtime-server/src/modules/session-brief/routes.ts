import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZSessionIdParams, ZSessionSummary } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as brief from './service.ts';

/** A session's AI-prepared brief (issue 26): GET and POST /api/sessions/{id}/summary, for the session's coach. */
export const sessionBriefRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Sessions'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/sessions/:id/summary',
    {
      ...secured,
      schema: {
        summary: "Read the session's preparation brief (starts making it for a session ahead)",
        operationId: 'getSessionSummary',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZSessionSummary) },
      },
    },
    async (req) => ({ data: await brief.getSessionSummary(ctx, currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/sessions/:id/summary',
    {
      ...secured,
      schema: {
        summary: "Make the session's preparation brief again ('session:summary' follows when it is ready)",
        operationId: 'regenerateSessionSummary',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 202: ZEnvelope(ZSessionSummary) },
      },
    },
    async (req, reply) => reply.code(202).send({ data: await brief.regenerateSessionSummary(ctx, currentUser(req), req.params.id) }),
  );
};
