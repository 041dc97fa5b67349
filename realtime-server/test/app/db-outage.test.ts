import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERR, type TMessage } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call, connectSocket, listen, startTestServer, waitFor } from '../helpers.ts';
import { getData } from '../chat/chat-helpers.ts';
import { startDbProxy, type DbProxy } from './db-proxy.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

/** A server whose every database connection goes through a proxy that the tests cut. */
let proxy: DbProxy;
let server: AppServer;
let baseUrl: string;
beforeAll(async () => {
  proxy = await startDbProxy(inject('databaseUrl'));
  server = await startTestServer({ DATABASE_URL: proxy.url, AUTH_RATE_LIMIT_PER_IP: '1000' });
  baseUrl = await listen(server);
});
// A test that fails while the connection is cut leaves it whole for the next one.
afterEach(() => proxy.restore());
afterAll(async () => {
  await server?.close();
  await proxy.close();
});

const send = (room: Coaching, content: string, clientId = randomUUID()) =>
  call(server, 'POST', `/api/chat/rooms/${room.roomId}/messages`, { token: room.client.token, payload: { content, clientId } });
const health = () => call(server, 'GET', '/api/health');
/** The room's messages once the database answers again, oldest first. */
const stored = async (room: Coaching) =>
  (await getData<TMessage[]>(server, room.client.token, `/api/chat/rooms/${room.roomId}/messages?page=1&limit=100`)).map((m) => m.content);

describe('the database going away under a running server', () => {
  it('answers 503 with Retry-After while it is cut, health says degraded, and sends after recovery are stored', async () => {
    const room = await buildCoaching(server);
    expect((await send(room, 'before')).statusCode).toBe(201);

    await proxy.cut();
    const retried = randomUUID();
    for (const [i, clientId] of [retried, randomUUID(), randomUUID()].entries()) {
      const res = await send(room, `while down ${i}`, clientId);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: ERR.UNAVAILABLE, code: 'UNAVAILABLE', retryAfterSeconds: 5 });
    }
    // Any call that needs the database, not only chat.
    const me = await call(server, 'GET', '/api/auth/me', { token: room.client.token });
    expect(me.statusCode).toBe(503);
    expect(me.json().error).toBe(ERR.UNAVAILABLE);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json().data).toMatchObject({ status: 'degraded', database: { status: 'error' } });
    // A socket's handshake is refused as 'unavailable' (try again), not 'unauthorized' (sign out).
    await expect(connectSocket(baseUrl, room.client.token)).rejects.toThrow('unavailable');

    await proxy.restore();
    await waitFor(async () => (await health()).statusCode === 200, 10_000, 'health to be ok again');
    expect((await health()).json().data.status).toBe('ok');
    const socket = await connectSocket(baseUrl, room.client.token);
    expect(socket.connected).toBe(true);
    socket.close();
    expect((await send(room, 'after 1')).statusCode).toBe(201);
    // The composer sends a refused message again with the same clientId: stored once.
    const resent = await send(room, 'while down 0', retried);
    expect(resent.statusCode).toBe(201);
    const again = await send(room, 'while down 0', retried);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(resent.json().data.id);
    expect((await send(room, 'after 2')).statusCode).toBe(201);
    expect(await stored(room)).toEqual(['before', 'after 1', 'while down 0', 'after 2']);
  });

  it('loses nothing it accepted when the connection is cut under sends in flight, and never answers 500', async () => {
    const room = await buildCoaching(server);
    // A send every 3 ms for 300 ms, the connection cut half-way: some before, some in flight, some after.
    const contents = Array.from({ length: 100 }, (_, i) => `burst ${i}`);
    const answers: ReturnType<typeof send>[] = [];
    let cut: Promise<void> | undefined;
    for (const [i, c] of contents.entries()) {
      if (i === 50) cut = proxy.cut();
      answers.push(send(room, c));
      await new Promise((r) => setTimeout(r, 3));
    }
    await cut;
    const results = await Promise.all(answers);
    await proxy.restore();

    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    const accepted = contents.filter((_, i) => statuses[i] === 201);
    const after = await waitFor(async () => ((await send(room, 'after the cut')).statusCode === 201 ? stored(room) : null), 10_000);
    // Everything accepted is there; a refused send may have been stored before its connection broke
    // (its sender sends it again with the same clientId), nothing else is.
    for (const c of accepted) expect(after).toContain(c);
    expect(after.every((c) => contents.includes(c) || c === 'after the cut')).toBe(true);
  });
});
