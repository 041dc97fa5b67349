import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints as e, type THealth } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/endpoint.ts';
import { pingDatabase } from './queries.ts';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getHealth, async (_req, reply) => {
    const database = await withTimeout(pingDatabase(ctx.db), 2000).then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    const redis = !ctx.redis
      ? ('disabled' as const)
      : await withTimeout(ctx.redis.ping(), 2000).then(
          () => 'ok' as const,
          () => 'error' as const,
        );
    const ok = database === 'ok' && redis !== 'error';
    const body: THealth = {
      status: ok ? 'ok' : 'degraded',
      database: { status: database, kind: ctx.dbKind },
      redis: { status: redis },
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply.code(ok ? 200 : 503).send({ data: body });
  });
};
