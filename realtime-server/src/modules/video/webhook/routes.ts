import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZWebhookReceived } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { receiveLivekitWebhook } from './service.ts';

/**
 * LiveKit's webhooks. The signature covers the body's exact bytes, so this plugin (encapsulated:
 * the rest of the API keeps Fastify's JSON parser) takes JSON bodies as the raw string.
 */
export const livekitWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/webhook+json'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/webhooks/livekit',
    {
      schema: {
        summary: 'Receive a LiveKit webhook (signed with the LiveKit API secret in Authorization): keeps who is in each room',
        operationId: 'receiveLivekitWebhook',
        // The Authorization header is LiveKit's signature of the body, not a user's token.
        errors: [401, 404],
        tags: ['Video room'],
        response: { 200: ZEnvelope(ZWebhookReceived) },
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      await receiveLivekitWebhook(ctx, raw, req.headers.authorization);
      return { data: { received: true as const } };
    },
  );
};
