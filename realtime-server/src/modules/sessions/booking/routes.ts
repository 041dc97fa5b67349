import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser, tokenClaims } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/endpoint.ts';
import { bookSlot } from './service.ts';
import { availableSlotsBody } from '../slots/service.ts';

/**
 * A coach's free slots and a client's booking of one (docs/sessions-and-availability.md#free-slots,
 * docs/sessions-and-availability.md#booking-a-slot).
 */
const viewerOf = (req: FastifyRequest) => {
  const claims = tokenClaims(req);
  return { userId: claims.sub, tokenVersion: claims.tv };
};

export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    e.listAvailableSlots,
    // The service answers the JSON text itself (often from the node's slots cache); the type
    // provider knows only the object shape that text holds.
    async (req, reply) => {
      const body = await availableSlotsBody(ctx, viewerOf(req), req.params.coachId, req.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
    // The answer is JSON text built by our own typed code, sent as it is; the schema documents it.
    { serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)) },
  );
  route(app, e.bookSlot, async (req) => ({ data: { session: await bookSlot(ctx, currentUser(req), req.body) } }));
};
