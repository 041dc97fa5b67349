import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZRoomList, ZRoomsQuery } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listRooms } from './service.ts';

export const roomRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/rooms',
    {
      onRequest: app.authenticate,
      // organizationId is accepted for the older clients and ignored: there are no organizations yet.
      schema: {
        summary: 'List the rooms of the signed-in user',
        operationId: 'listRooms',
        tags: ['Rooms'],
        querystring: ZRoomsQuery,
        response: { 200: ZEnvelope(ZRoomList) },
      },
    },
    async (req) => ({ data: await listRooms(ctx, currentUser(req)) }),
  );
};
