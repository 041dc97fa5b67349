import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingWebhookEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../plugins/endpoint.ts';
import { receiveBillingWebhook } from './service.ts';

/**
 * Stripe's webhooks. The signature covers the body's exact bytes, so this plugin (encapsulated:
 * the rest of the API keeps Fastify's JSON parser) takes JSON bodies as the raw string, and the
 * route does not validate it: the event's schema describes the body in the document, and the
 * service reads the event only once its signature holds (a malformed one answers 400 then).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  route(
    app,
    e.receiveStripeWebhook,
    async (req) => {
      const raw: unknown = req.body;
      const signature = req.headers['stripe-signature'];
      await receiveBillingWebhook(ctx, typeof raw === 'string' ? raw : '', Array.isArray(signature) ? signature[0] : signature);
      return { data: { received: true as const } };
    },
    // The body stays the text as received: the signature is checked over those bytes.
    { validatorCompiler: () => () => true },
  );
};
