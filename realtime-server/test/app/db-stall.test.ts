import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERR } from '@coach/contract';
import { sql } from 'kysely';
import { listenPostgres, type ListenState } from '@coach/db';
import type { AppServer } from '../../src/app.ts';
import { call, connectSocket, listen, startTestServer, waitFor } from '../helpers.ts';
import { startDbProxy, type DbProxy } from './db-proxy.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

/**
 * A server whose every database connection goes through a proxy that the tests freeze: bytes stop
 * flowing but nothing is closed, as when PostgreSQL or the network stalls. Small timeouts keep the
 * file short; the bounds asserted are generous multiples of them.
 */
const ACQUIRE_MS = 500;
const STATEMENT_MS = 1000;
/** The pool's size (createDb's default): this many queries can be on the wire at once. */
const POOL_SIZE = 10;
/** What one query may take at most: a wait for a connection, then its statement and the client's grace. */
const ONE_QUERY_MS = ACQUIRE_MS + STATEMENT_MS + 1000;
/** Far below "as long as the stall lasts" (the stalls here last until the test thaws them). */
const ANSWER_WITHIN_MS = 3 * ONE_QUERY_MS;

let proxy: DbProxy;
let server: AppServer;
let baseUrl: string;
beforeAll(async () => {
  proxy = await startDbProxy(inject('databaseUrl'));
  server = await startTestServer({
    DATABASE_URL: proxy.url,
    DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
  baseUrl = await listen(server);
});
// A test that fails while the connection is frozen leaves it flowing for the next one.
afterEach(() => proxy.thaw());
afterAll(async () => {
  proxy?.thaw();
  await server?.close();
  await proxy?.close();
});

/** Resolves with `p`'s value and how long it took, or fails once `ms` have passed (the stall is not over by then). */
async function within<T>(p: Promise<T>, ms: number, what: string): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    const value = await Promise.race([p, late]);
    return { value, ms: Date.now() - start };
  } finally {
    clearTimeout(timer);
  }
}

const send = (room: Coaching, content: string, clientId = randomUUID()) =>
  call(server, 'POST', `/api/chat/rooms/${room.roomId}/messages`, { token: room.client.token, payload: { content, clientId } });
const health = () => call(server, 'GET', '/api/health');
/** The room's stored messages, read straight from the table (no read cache). */
const stored = async (room: Coaching) =>
  (await server.ctx.db.selectFrom('messages').select('content').where('roomId', '=', room.roomId).orderBy('seq').execute()).map(
    (m) => m.content,
  );
/** Once the database answers again: the writes the stall held have reached it by the time a new one is stored. */
const afterThaw = async (room: Coaching) => {
  await waitFor(async () => (await send(room, 'after the stall')).statusCode === 201, 10_000, 'a send to be stored after the thaw');
  return stored(room);
};

const expectUnavailable = (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ error: ERR.UNAVAILABLE, code: 'UNAVAILABLE', retryAfterSeconds: 5 });
};

describe('a database connection that stalls without closing', () => {
  it('answers REST calls 503 with Retry-After within the timeouts, and a socket handshake with connect_error', async () => {
    const room = await buildCoaching(server);
    expect((await send(room, 'before')).statusCode).toBe(201);

    proxy.freeze();
    // The pool's open connections are frozen under their queries: the statement timeout answers.
    const sent = await within(send(room, 'during'), ANSWER_WITHIN_MS, 'a send');
    expectUnavailable(sent.value);
    const me = await within(call(server, 'GET', '/api/auth/me', { token: room.client.token }), ANSWER_WITHIN_MS, 'GET /api/auth/me');
    expect(me.value.statusCode).toBe(503);
    expect(me.value.headers['retry-after']).toBe('5');
    // The handshake reads the account: it is refused as 'unavailable' (try again), not left hanging.
    const handshake = await within(
      connectSocket(baseUrl, room.client.token).then(
        (socket) => {
          socket.close();
          return 'connected';
        },
        (err: Error) => err.message,
      ),
      ANSWER_WITHIN_MS,
      'the socket handshake',
    );
    expect(handshake.value).toBe('unavailable');
    const down = await within(health(), ANSWER_WITHIN_MS, 'health');
    expect(down.value.statusCode).toBe(503);
    expect(down.value.json().data).toMatchObject({ status: 'degraded', database: { status: 'error' } });

    proxy.thaw();
    await waitFor(async () => (await health()).statusCode === 200, 5000, 'health to be ok again');
    const socket = await connectSocket(baseUrl, room.client.token);
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('refuses a send that waits for a connection, and never stores it after the stall', async () => {
    const room = await buildCoaching(server);
    // Every connection of the pool busy (as under a burst of requests), then the stall: the send
    // waits for a connection, so none of its bytes are on the wire when it gives up.
    let free = () => undefined as void;
    const busy = new Promise<void>((resolve) => (free = resolve));
    const held: Promise<void>[] = [];
    let taken = 0;
    for (let i = 0; i < POOL_SIZE; i++) {
      held.push(
        server.ctx.db.connection().execute(async () => {
          taken += 1;
          await busy;
        }),
      );
    }
    await waitFor(() => taken === POOL_SIZE, 5000, 'the pool to be taken');
    proxy.freeze();
    const clientId = randomUUID();
    const refused = await within(send(room, 'waited for a connection', clientId), ANSWER_WITHIN_MS, 'a send');
    expectUnavailable(refused.value);
    expect(refused.value.json().error).toBe(ERR.UNAVAILABLE);
    free();
    await Promise.all(held);
    proxy.thaw();

    expect(await afterThaw(room)).toEqual(['after the stall']);
    // The composer sends it again with the same clientId: stored now, once.
    expect((await send(room, 'waited for a connection', clientId)).statusCode).toBe(201);
    expect(await stored(room)).toEqual(['after the stall', 'waited for a connection']);
  });

  it('under steady sends through a long stall, answers each promptly; only those on the wire may land later; health is ok at once after', async () => {
    const room = await buildCoaching(server);
    expect((await send(room, 'before')).statusCode).toBe(201);
    proxy.freeze();
    // A send every 50 ms and a health check every 250 ms for several timeouts' worth of stall.
    const timed = async <T>(p: Promise<T>) => {
      const start = Date.now();
      const value = await p;
      return { value, ms: Date.now() - start };
    };
    const sends: ReturnType<typeof timed<Awaited<ReturnType<typeof send>>>>[] = [];
    const checks: ReturnType<typeof timed<Awaited<ReturnType<typeof health>>>>[] = [];
    const stallMs = 3 * ONE_QUERY_MS;
    for (let t = 0; t < stallMs; t += 50) {
      sends.push(timed(send(room, `stalled ${t}`)));
      if (t % 250 === 0) checks.push(timed(health()));
      await new Promise((r) => setTimeout(r, 50));
    }
    const answered = await within(Promise.all(sends), 2 * ANSWER_WITHIN_MS, 'the sends');
    for (const { value, ms } of answered.value) {
      expectUnavailable(value);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    for (const { value, ms } of (await Promise.all(checks)).slice(1)) {
      expect(value.statusCode).toBe(503);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }

    proxy.thaw();
    const thawed = Date.now();
    // Before the timeouts, the queued work drained after the thaw and health stayed 503 for a minute.
    await waitFor(async () => (await health()).statusCode === 200, 3000, 'health to be ok again');
    expect(Date.now() - thawed).toBeLessThan(3000);
    const after = await afterThaw(room);
    // Only a query already written to a connection when it froze can reach the database later (its
    // sender was refused and sends again with the same clientId); every send that waited for a
    // connection gave up before writing anything. At most one per pooled connection.
    const late = after.filter((c) => c.startsWith('stalled '));
    expect(late.length).toBeLessThanOrEqual(POOL_SIZE);
    expect(after.filter((c) => !c.startsWith('stalled '))).toEqual(['before', 'after the stall']);
  });

  it('finds a LISTEN connection that stalls by its unanswered heartbeat, and listens again once it flows', async () => {
    const states: ListenState[] = [];
    const payloads: string[] = [];
    const channel = `stall_${randomUUID().slice(0, 8)}`;
    const unlisten = listenPostgres(
      proxy.url,
      channel,
      { onPayload: (p) => payloads.push(p), onState: (s) => states.push(s) },
      { heartbeatMs: 200, timeoutMs: 500 },
    );
    try {
      await waitFor(() => states.at(-1) === 'up', 5000, 'listening');
      proxy.freeze();
      // Nothing closes and no error comes: the heartbeat's silence is what tells.
      const { ms } = await within(
        waitFor(() => states.at(-1) === 'down', 5000, 'the stall to be noticed'),
        5000,
        'the stall to be noticed',
      );
      expect(ms).toBeLessThan(200 + 500 + 500);
      proxy.thaw();
      await waitFor(() => states.at(-1) === 'up', 10_000, 'listening again');
      // Listening again for real: a notification sent now arrives.
      await waitFor(
        async () => {
          await sql`select pg_notify(${channel}, 'after')`.execute(server.ctx.db);
          return payloads.includes('after');
        },
        5000,
        'a notification after the stall',
      );
      expect(states).toEqual(['up', 'down', 'up']);
    } finally {
      await unlisten();
    }
  });
});
