import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { exportData, getProfile, updateProfile } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getProfile, async (req) => ({ data: await getProfile(ctx, currentUser(req)) }));
  route(app, e.updateProfile, async (req) => ({ data: await updateProfile(ctx, currentUser(req), req.body) }));
  route(app, e.exportAccountData, async (req, reply) => {
    const data = await exportData(ctx, currentUser(req));
    void reply.header('content-disposition', 'attachment; filename="my-data.json"');
    return { data };
  });
};
