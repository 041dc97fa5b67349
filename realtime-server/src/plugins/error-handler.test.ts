import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERR, VALUE_NOT_STORABLE_ERROR } from '@coach/contract';
import { registerErrorHandler } from './error-handler.ts';

/** A server whose one route fails as the database would, with the given SQLSTATE. */
async function failingWith(sqlState: string) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fail', async () => {
    throw Object.assign(new Error('the database refused'), { code: sqlState, severity: 'ERROR' });
  });
  const res = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return res;
}

describe('registerErrorHandler', () => {
  it.each(['22021', '22P02', '22P05'])('answers 400 when PostgreSQL refuses a value (SQLSTATE %s)', async (state) => {
    const res = await failingWith(state);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: VALUE_NOT_STORABLE_ERROR, code: 'INVALID_VALUE' });
  });

  it('keeps other database failures a 500 without internals', async () => {
    const res = await failingWith('22012');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: ERR.INTERNAL, code: 'INTERNAL' });
  });
});
