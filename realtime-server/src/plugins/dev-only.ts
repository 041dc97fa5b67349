import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevRoutes } from '../config.ts';
import { notFound } from '../lib/errors.ts';
import { isLoopbackAddress } from '../lib/trust-proxy.ts';

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

/**
 * Whether a request to a development-only route (the mailbox, dev billing) came from this machine
 * and through no proxy. The socket's own peer is read, never `req.ip`: with a proxy trusted that is
 * whatever the client wrote in X-Forwarded-For. A proxy on this same host connects from 127.0.0.1,
 * so a request that names a forwarded client is refused too.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  if (!isLoopbackAddress(req.raw.socket?.remoteAddress)) return false;
  return PROXY_HEADERS.every((h) => req.headers[h] === undefined);
}

/**
 * Closes every route of the calling plugin's scope to other machines (404, as if it did not exist)
 * unless the development routes are public. The caller registers the scope only when they are not
 * `closed` (config.devRoutes).
 */
export function devOnly(app: FastifyInstance, mode: DevRoutes): void {
  if (mode === 'closed') throw new Error('development-only routes are registered while closed');
  if (mode === 'public') return;
  app.addHook('onRequest', async (req) => {
    if (!fromThisMachine(req)) throw notFound();
  });
}
