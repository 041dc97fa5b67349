import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

// Issue 24: being written.
export const livekitWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};
