import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCoachRequest,
  ZCoachRequestList,
  ZCoachRequestParams,
  ZCreateCoachRequestBody,
  ZDirectoryList,
  ZDirectoryQuery,
  ZEnvelope,
  ZMyCoachRequest,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as directory from './service.ts';

/** The coach directory and coach requests (issue 27). */
export const directoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Coach directory'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/coaches/directory',
    {
      ...secured,
      schema: {
        summary: 'List the coaches taking new clients',
        operationId: 'listCoachDirectory',
        errors: [403],
        tags,
        querystring: ZDirectoryQuery,
        response: { 200: ZEnvelope(ZDirectoryList) },
      },
    },
    async (req) => ({ data: await directory.listDirectory(ctx, currentUser(req), req.query) }),
  );

  app.post(
    '/api/coach-requests',
    {
      ...secured,
      schema: {
        summary: 'Ask a coach from the directory',
        operationId: 'createCoachRequest',
        errors: [403, 404, 409, 429],
        tags,
        body: ZCreateCoachRequestBody,
        response: { 201: ZEnvelope(ZCoachRequest) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await directory.createRequest(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/coach-requests/mine',
    {
      ...secured,
      schema: {
        summary: "Read the client's open or latest coach request",
        operationId: 'getMyCoachRequest',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZMyCoachRequest) },
      },
    },
    async (req) => ({ data: { request: await directory.myRequest(ctx, currentUser(req)) } }),
  );

  app.get(
    '/api/coaches/me/requests',
    {
      ...secured,
      schema: {
        summary: 'List the coach requests waiting for an answer',
        operationId: 'listMyCoachRequests',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZCoachRequestList) },
      },
    },
    async (req) => ({ data: { requests: await directory.pendingForCoach(ctx, currentUser(req)) } }),
  );

  const decided = [403, 404, 409] as const;
  const decisions = [
    {
      action: 'accept',
      summary: 'Accept a coach request',
      operationId: 'acceptCoachRequest',
      run: directory.acceptRequest,
      errors: decided,
    },
    {
      action: 'decline',
      summary: 'Decline a coach request',
      operationId: 'declineCoachRequest',
      run: directory.declineRequest,
      errors: decided,
    },
    // A client's cancels share the hourly allowance of their sends.
    {
      action: 'cancel',
      summary: 'Cancel your own coach request',
      operationId: 'cancelCoachRequest',
      run: directory.cancelRequest,
      errors: [...decided, 429],
    },
  ] as const;
  for (const { action, summary, operationId, run, errors } of decisions) {
    app.post(
      `/api/coach-requests/:id/${action}`,
      {
        ...secured,
        schema: {
          summary,
          operationId,
          errors: [...errors],
          tags,
          params: ZCoachRequestParams,
          response: { 200: ZEnvelope(ZCoachRequest) },
        },
      },
      async (req) => ({ data: await run(ctx, currentUser(req), req.params.id) }),
    );
  }
};
