import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope, ZWebhookReceived } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { receiveBillingWebhook } from './service.ts';

/**
 * Stripe's webhooks. The signature covers the body's exact bytes, so this plugin (encapsulated:
 * the rest of the API keeps Fastify's JSON parser) takes JSON bodies as the raw string.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    {
      schema: {
        summary: 'Receive a Stripe webhook (Stripe-Signature over the raw body): stores the subscription state and pushes it',
        operationId: 'receiveStripeWebhook',
        // The caller is Stripe: no user token, the signature is the proof.
        errors: [400, 502],
        tags: ['Subscriptions and coaching access'],
        response: { 200: ZEnvelope(ZWebhookReceived) },
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['stripe-signature'];
      await receiveBillingWebhook(ctx, raw, Array.isArray(signature) ? signature[0] : signature);
      return { data: { received: true as const } };
    },
  );
};
