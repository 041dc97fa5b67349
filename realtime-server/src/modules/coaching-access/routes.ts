import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachingAccessEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { coachingAccess } from './service.ts';

export const coachingAccessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getCoachingAccess, async (req) => ({ data: await coachingAccess(ctx, currentUser(req)) }));
};
