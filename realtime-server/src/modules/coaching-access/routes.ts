import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoachingAccess, ZEnvelope } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { coachingAccess } from './service.ts';

export const coachingAccessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/coaches/me/has-active-coaching',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Tell whether the user has active coaching',
        operationId: 'getCoachingAccess',
        tags: ['Subscriptions and coaching access'],
        response: { 200: ZEnvelope(ZCoachingAccess) },
      },
    },
    async (req) => ({ data: await coachingAccess(ctx, currentUser(req)) }),
  );
};
