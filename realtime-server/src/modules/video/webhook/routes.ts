import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../plugins/endpoint.ts';
import { receiveLivekitWebhook } from './service.ts';

/**
 * LiveKit's webhooks. The signature covers the body's exact bytes, so this plugin (encapsulated:
 * the rest of the API keeps Fastify's JSON parser) takes JSON bodies as the raw string.
 */
export const livekitWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/webhook+json'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

  route(
    app,
    e.receiveLivekitWebhook,
    async (req) => {
      // The parser above hands the body over as its text; the event's schema documents what it holds.
      const raw: unknown = req.body;
      await receiveLivekitWebhook(ctx, typeof raw === 'string' ? raw : '', req.headers.authorization);
      return { data: { received: true as const } };
    },
    {
      // Nothing is read from the body before its signature is checked: the service does both.
      validatorCompiler: () => () => true,
      // LiveKit posts application/webhook+json.
      schema: { consumes: ['application/json', 'application/webhook+json'] },
    },
  );
};
