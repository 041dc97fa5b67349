import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERR, ROLE } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { DB_UNAVAILABLE_RETRY_SECONDS } from '../../src/lib/db-unavailable.ts';
import { call, startTestServer, uniqueIp } from '../helpers.ts';
import { startDbProxy, type DbProxy } from '../app/db-proxy.ts';
import { buildUser } from '../factories/people.ts';

// The 503 of a database away, as the OpenAPI document lists it and as the server answers it.
let proxy: DbProxy;
let server: AppServer;
beforeAll(async () => {
  proxy = await startDbProxy(inject('databaseUrl'));
  server = await startTestServer({ DATABASE_URL: proxy.url, AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterEach(() => proxy.restore());
afterAll(async () => {
  await server?.close();
  await proxy.close();
});

interface Operation {
  security: unknown[];
  parameters?: { in: string; required?: boolean }[];
  responses: Record<
    string,
    { headers?: Record<string, { schema?: { type?: string } }>; content?: Record<string, { schema: { required?: string[] } }> }
  >;
}
const METHODS = ['get', 'put', 'post', 'delete'] as const;
const HEALTH = '/api/health';

async function operations(): Promise<Array<{ method: (typeof METHODS)[number]; path: string; op: Operation }>> {
  const doc = (await call(server, 'GET', '/api/docs/json')).json();
  return Object.entries<Partial<Record<string, Operation>>>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })),
  );
}

describe('the 503 of a database away', () => {
  it('is listed by every operation, with the error envelope and Retry-After', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(50);
    for (const { method, path, op } of ops) {
      const unavailable = op.responses['503'];
      const where = `${method.toUpperCase()} ${path}`;
      expect(unavailable, `${where} lists 503`).toBeDefined();
      // Health answers its own report with 503 ('degraded'); every other call the error envelope.
      if (path === HEALTH) continue;
      expect(unavailable!.headers?.['Retry-After']?.schema?.type, where).toBe('integer');
      expect(unavailable!.content?.['application/json']?.schema.required, where).toEqual(['error']);
    }
  });

  it('is what the calls answer while the database is cut, as listed', async () => {
    const ops = await operations();
    const coach = await buildUser(server, { role: ROLE.COACH });
    await proxy.cut();
    let unavailable = 0;
    for (const { method, path, op } of ops) {
      if (method !== 'get' || op.parameters?.some((p) => p.in === 'query' && p.required)) continue;
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const res = await call(server, 'GET', url, { token: coach.token, ip: uniqueIp() });
      // A made-up id or token of the wrong form is refused before the database is asked (the
      // calendar feed wants '.ics'); every other answer is the 503.
      if (res.statusCode === 400 || res.statusCode === 404) continue;
      const where = `GET ${path}`;
      expect(res.statusCode, `${where}: ${res.body}`).toBe(503);
      expect(op.responses, where).toHaveProperty('503');
      if (path === HEALTH) continue;
      expect(res.headers['retry-after'], where).toBe(String(DB_UNAVAILABLE_RETRY_SECONDS));
      expect(res.json().error, where).toBe(ERR.UNAVAILABLE);
      unavailable += 1;
    }
    expect(unavailable).toBeGreaterThan(20);
  }, 60_000);
});
