import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AVAILABILITY_ERR, ERR, ONBOARDING_ERR, SESSION_ERR, VALUE_NOT_STORABLE_ERROR } from '@coach/contract';
import { DB_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '../lib/db-unavailable.ts';
import { AppError } from '../lib/errors.ts';

// The contract's own texts stand on their own; other validation messages are prefixed with the field they concern.
const SPEC_TEXTS = new Set<string>(
  [ERR, ONBOARDING_ERR, SESSION_ERR, AVAILABILITY_ERR]
    .flatMap((texts) => Object.values(texts as Record<string, unknown>))
    .filter((v): v is string => typeof v === 'string'),
);
SPEC_TEXTS.add('Please enter a 6-digit code.');

/**
 * PostgreSQL's SQLSTATEs for a value it will not take as text or data of its column: a character
 * it cannot store (22021, a NUL), invalid text for the type (22P02, a malformed uuid or number),
 * a character with no equivalent (22P05, `\u0000` in jsonb). The request guard and the schemas
 * refuse such input first; this is the last line, so that a field they miss answers 400, not 500.
 */
const INVALID_VALUE_SQLSTATES = new Set(['22021', '22P02', '22P05']);

/** Whether the error is the database refusing a value (a driver error carries its SQLSTATE as `code`). */
export const isInvalidValueError = (err: { code?: unknown }) => typeof err.code === 'string' && INVALID_VALUE_SQLSTATES.has(err.code);

/** One issue as fastify-type-provider-zod reports it: zod's code is the keyword, its other fields the params. */
interface Issue {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[] };
}

function readable(issue: Issue): string {
  const message = issue.message ?? 'Invalid value';
  const path = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  if (SPEC_TEXTS.has(message)) return message;
  if (issue.keyword === 'unrecognized_keys') {
    const keys = issue.params?.keys ?? [];
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
  }
  return path ? `${path}: ${message}` : message;
}

/** One error handler: `{ error, code }` bodies; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429 && typeof err.extra?.retryAfterSeconds === 'number') {
        void reply.header('retry-after', String(err.extra.retryAfterSeconds));
      }
      return reply.code(err.statusCode).send({ error: err.message, code: err.code, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as unknown as Issue[];
      return reply.code(400).send({ error: readable(issues[0] ?? {}), code: 'VALIDATION_FAILED' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : err.message;
      return reply.code(status).send({ error: text, code: err.code ?? 'BAD_REQUEST' });
    }
    if (isInvalidValueError(err)) {
      // Still worth a look: a schema let through what the database refuses.
      req.log.warn({ err }, 'the database refused a value of the request');
      return reply.code(400).send({ error: VALUE_NOT_STORABLE_ERROR, code: 'INVALID_VALUE' });
    }
    if (isDatabaseUnavailable(err)) {
      // Temporary: the client sends the request again once the database is back (a chat send
      // carries its clientId, so one stored just before its connection broke is not stored twice).
      req.log.warn({ err }, 'the database cannot be reached');
      void reply.header('retry-after', String(DB_UNAVAILABLE_RETRY_SECONDS));
      return reply.code(503).send({ error: ERR.UNAVAILABLE, code: 'UNAVAILABLE', retryAfterSeconds: DB_UNAVAILABLE_RETRY_SECONDS });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: ERR.INTERNAL, code: 'INTERNAL' });
  });
}
