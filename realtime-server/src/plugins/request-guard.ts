import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MALFORMED_TEXT_ERROR, NUL_CHARACTER_ERROR } from '@coach/contract';

/** A NUL in the raw URL, literal or percent-encoded (path parameters and the query are decoded once). */
const nulInUrl = (url: string) => url.includes('\u0000') || /%00/.test(url);

/** A surrogate code unit without its pair (what `String.prototype.isWellFormed` finds, which ES2022 lacks). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, if anything. */
function flaw(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_CHARACTER_ERROR;
  if (LONE_SURROGATE.test(text)) return MALFORMED_TEXT_ERROR;
  return undefined;
}

/**
 * The first flaw of any string or key in a parsed body: a NUL, or a lone surrogate (JSON allows
 * `"\ud800"`; stored as text it silently becomes U+FFFD, in jsonb PostgreSQL refuses it). Walked
 * with a stack of its own, not by recursion: a deeply nested body within the size limit would
 * otherwise overflow the call stack.
 */
export function textFlaw(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const found = flaw(next);
      if (found) return found;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const found = flaw(key);
        if (found) return found;
        pending.push(item);
      }
    }
  }
  return undefined;
}

function refuse(reply: FastifyReply, text: string) {
  return reply.code(400).send({ error: text, code: 'VALIDATION_FAILED' });
}

/**
 * Refuses every request with a NUL character in its path, query or JSON body (or text in the body
 * that is not well-formed Unicode), before any route sees it. PostgreSQL cannot store a NUL in text or jsonb and would fail the statement (a 500);
 * one check here covers every route, today's and tomorrow's, where a rule per string field would
 * miss the next field somebody adds.
 */
export const requestGuard = fp(
  async (app) => {
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (nulInUrl(req.raw.url ?? '')) return refuse(reply, NUL_CHARACTER_ERROR);
    });
    app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
      const found = req.body === undefined ? undefined : textFlaw(req.body);
      if (found) return refuse(reply, found);
    });
  },
  { name: 'request-guard' },
);
