import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once: @fastify/helmet
 * builds it again on each request (parsing the CSP directives every time), which was a tenth of a
 * cached chat read's time.
 */
export const securityHeaders = fp<HelmetOptions>(
  async (app, options) => {
    const apply = helmet(options) as (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
