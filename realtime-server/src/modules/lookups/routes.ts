import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_PATHS, lookupEndpoint } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/endpoint.ts';
import { listLookup } from './service.ts';

/** The option lists change only with a migration: shared caches may keep them for five minutes. */
export const PUBLIC_CACHE = 'public, max-age=300';

export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const path of LOOKUP_PATHS) {
    route(app, lookupEndpoint(path), async (_req, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return { data: await listLookup(ctx, path) };
    });
  }
};
