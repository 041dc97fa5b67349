import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { listRooms } from './service.ts';

export const roomRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listRooms, async (req) => ({ data: await listRooms(ctx, currentUser(req)) }));
};
