import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints as e, ERR } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { submitContact } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.sendContactMessage, async (req) => {
    await enforceRateLimit(ctx, req, 'contact');
    await submitContact(ctx, req.body, req.currentUser?.id ?? null);
    return { data: { success: true as const, message: ERR.CONTACT_SENT } };
  });
};
