import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NUL_CHARACTER_ERROR } from '@coach/contract';

/** A NUL in the raw URL, literal or percent-encoded (path parameters and the query are decoded once). */
const nulInUrl = (url: string) => url.includes('\u0000') || /%00/.test(url);

/**
 * Whether a parsed body holds a NUL in any string or key. Walked with a stack of its own, not by
 * recursion: a deeply nested JSON body within the size limit would otherwise overflow the call stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function refuse(reply: FastifyReply) {
  return reply.code(400).send({ error: NUL_CHARACTER_ERROR, code: 'VALIDATION_FAILED' });
}

/**
 * Refuses every request with a NUL character in its path, query or JSON body, before any route
 * sees it. PostgreSQL cannot store a NUL in text or jsonb and would fail the statement (a 500);
 * one check here covers every route, today's and tomorrow's, where a rule per string field would
 * miss the next field somebody adds.
 */
export const requestGuard = fp(
  async (app) => {
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (nulInUrl(req.raw.url ?? '')) return refuse(reply);
    });
    app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.body !== undefined && holdsNul(req.body)) return refuse(reply);
    });
  },
  { name: 'request-guard' },
);
