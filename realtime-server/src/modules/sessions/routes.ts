import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientIdParams,
  ZCoachIdParams,
  ZCoachSessionsQuery,
  ZCoachSessionsResult,
  ZDateRangeQuery,
  ZEnvelope,
  ZNextSessionResult,
  ZSessionIdParams,
  ZSessionList,
  ZSessionResult,
  ZSessionTable,
  ZSessionTableQuery,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { visibleSession } from './access.ts';
import { changeRoutes } from './changes/routes.ts';
import { clientSessions, coachCsv, coachNext, coachSessions, coachTable, coachToday } from './service.ts';

/** Spec 02 §7 Sessions: the reads here, the changes and recurring series in changes/routes.ts. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Sessions'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/sessions/coach/:coachId',
    {
      ...secured,
      schema: {
        summary: "A coach's sessions in a range, or the calendar view (view=calendar)",
        operationId: 'listCoachSessions',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        querystring: ZCoachSessionsQuery,
        response: { 200: ZEnvelope(ZCoachSessionsResult) },
      },
    },
    async (req) => ({ data: await coachSessions(ctx, currentUser(req), req.params.coachId, req.query) }),
  );

  app.get(
    '/api/sessions/coach/:coachId/today',
    {
      ...secured,
      schema: {
        summary: "A coach's sessions of their local today",
        operationId: 'listCoachSessionsToday',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        response: { 200: ZEnvelope(ZSessionList) },
      },
    },
    async (req) => ({ data: { sessions: await coachToday(ctx, currentUser(req), req.params.coachId) } }),
  );

  app.get(
    '/api/sessions/coach/:coachId/next',
    {
      ...secured,
      schema: {
        summary: "A coach's next live session, or null",
        operationId: 'getCoachNextSession',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        response: { 200: ZEnvelope(ZNextSessionResult) },
      },
    },
    async (req) => ({ data: { session: await coachNext(ctx, currentUser(req), req.params.coachId) } }),
  );

  app.get(
    '/api/sessions/coach/:coachId/table',
    {
      ...secured,
      schema: {
        summary: "A page of a coach's session table: search, status filter, date range, sort",
        operationId: 'getCoachSessionTable',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        querystring: ZSessionTableQuery,
        response: { 200: ZEnvelope(ZSessionTable) },
      },
    },
    async (req) => ({ data: await coachTable(ctx, currentUser(req), req.params.coachId, req.query) }),
  );

  app.get(
    '/api/sessions/coach/:coachId/export',
    {
      ...secured,
      schema: {
        summary: "The session table's filtered rows as CSV (all pages)",
        operationId: 'exportCoachSessions',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        querystring: ZSessionTableQuery.omit({ page: true, pageSize: true }),
        response: {
          200: {
            description: 'CSV (RFC 4180) with the columns CoacheeName, Email, Datetime, Duration, Type, Status',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (req, reply) => {
      const { fileName, body } = await coachCsv(ctx, currentUser(req), req.params.coachId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/sessions/client/:clientId',
    {
      ...secured,
      schema: {
        summary: "A client's sessions in a range (the client, or their coach for sessions with them)",
        operationId: 'listClientSessions',
        errors: [404],
        tags,
        params: ZClientIdParams,
        querystring: ZDateRangeQuery,
        response: { 200: ZEnvelope(ZSessionList) },
      },
    },
    async (req) => ({ data: { sessions: await clientSessions(ctx, currentUser(req), req.params.clientId, req.query) } }),
  );

  app.get(
    '/api/sessions/:id',
    {
      ...secured,
      schema: {
        summary: 'One session, for its coach or its client',
        operationId: 'getSession',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await visibleSession(ctx, currentUser(req), req.params.id) } }),
  );

  await app.register(changeRoutes, { ctx });
};
