import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOOKUP_KINDS, ZEnvelope, ZLookupList, type LookupPath } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { listLookup } from './service.ts';

/** The option lists change only with a migration: shared caches may keep them for five minutes. */
export const PUBLIC_CACHE = 'public, max-age=300';

export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const path of Object.keys(LOOKUP_KINDS) as LookupPath[]) {
    app.get(
      `/api/lookup/${path}`,
      {
        schema: {
          summary: `List the options: ${path.replaceAll('-', ' ')}`,
          // support-areas -> listSupportAreas
          operationId: `list${path.replace(/(?:^|-)(\w)/g, (_m, c: string) => c.toUpperCase())}`,
          tags: ['Lookups'],
          response: { 200: ZEnvelope(ZLookupList) },
        },
      },
      async (_req, reply) => {
        void reply.header('cache-control', PUBLIC_CACHE);
        return { data: await listLookup(ctx, path) };
      },
    );
  }
};
