import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessCodeEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { accessCodesRequired, validateAccessCode } from './service.ts';

export const accessCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getAccessCodeRequirement, async () => ({ data: { accessCodeRequired: await accessCodesRequired(ctx) } }));
  route(app, e.validateAccessCode, async (req) => {
    await enforceRateLimit(ctx, req, 'access-code');
    return { data: await validateAccessCode(ctx, req.body.code) };
  });
};
