import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app, with index.html for every client route; unknown /api paths are 404 JSON. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuild is served without a restart; a miss falls to the handler below.
      wildcard: true,
      index: 'index.html',
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (res, path) => {
        void res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/socket.io') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm start` (it builds it) or `pnpm --filter @coach/web build`.');
    }
    return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
}
