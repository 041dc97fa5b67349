import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvailableSlots, ZBookSlotBody, ZCoachIdParams, ZEnvelope, ZSessionResult, ZSlotsQuery } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser, tokenClaims } from '../../../plugins/auth.ts';
import { bookSlot } from './service.ts';
import { availableSlotsBody } from '../slots/service.ts';

/** A coach's free slots and a client's booking of one (spec 02 §7 Sessions: available, book-slot). */
const viewerOf = (req: FastifyRequest) => {
  const claims = tokenClaims(req);
  return { userId: claims.sub, tokenVersion: claims.tv };
};

export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Sessions'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/sessions/available/:coachId',
    {
      // The signature only: the service's one statement checks the token's account with the rest.
      onRequest: app.authenticateClaims,
      // The answer is JSON text built by our own typed code, sent as it is; the schema documents it.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        summary: "A coach's free slots (availability minus sessions, buffer and notice)",
        operationId: 'listAvailableSlots',
        errors: [404],
        tags,
        params: ZCoachIdParams,
        querystring: ZSlotsQuery,
        response: { 200: ZEnvelope(ZAvailableSlots) },
      },
    },
    // The service answers the JSON text itself (often from the node's slots cache); the type
    // provider knows only the object shape that text holds.
    async (req, reply) => {
      const body = await availableSlotsBody(ctx, viewerOf(req), req.params.coachId, req.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/api/sessions/book-slot',
    {
      ...secured,
      schema: {
        summary: "Book one of the coach's free slots (a client)",
        operationId: 'bookSlot',
        errors: [404, 409],
        tags,
        body: ZBookSlotBody,
        response: { 201: ZEnvelope(ZSessionResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: { session: await bookSlot(ctx, currentUser(req), req.body) } }),
  );
};
