import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERR, ZContactBody, ZEnvelope, ZOk } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { submitContact } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/contact',
    {
      onRequest: app.authenticateOptional,
      schema: {
        summary: 'Send a message to the team',
        operationId: 'sendContactMessage',
        errors: [429],
        tags: ['Contact'],
        body: ZContactBody,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'contact');
      await submitContact(ctx, req.body, req.currentUser?.id ?? null);
      return { data: { success: true as const, message: ERR.CONTACT_SENT } };
    },
  );
};
