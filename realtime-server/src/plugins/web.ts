import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed file names change with their content, so a browser may keep them for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app, with index.html for every client route; unknown /api paths are 404 JSON.
 * The build writes a brotli and a gzip copy beside each text file; the one the browser accepts is sent.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const assets = join(webDist, 'assets') + sep;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuild is served without a restart; a miss falls to the handler below.
      wildcard: true,
      index: 'index.html',
      // file.js.br or file.js.gz by Accept-Encoding (with Vary), the file itself otherwise.
      preCompressed: true,
      // Hashed assets never change; index.html (and the rest, not hashed) always revalidates.
      setHeaders: (res, path) => {
        void res.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/socket.io') &&
      // The development mailbox's address is a 404 where it is not served, not the app's page.
      !path.startsWith('/dev/') &&
      !/\.[a-z0-9]+$/i.test(path);
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
