import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SOCKETS_PER_USER_MAX } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { SocketPlaces, socketPlacesKey } from '../../src/realtime/socket-places.ts';
import { connectSocket, listen, startTestServer, waitFor, type TestSocket } from '../helpers.ts';
import { settle } from '../chat/chat-helpers.ts';
import { startDbProxy, type DbProxy } from '../app/db-proxy.ts';
import { buildUser } from '../factories/people.ts';

// The per-account socket cap across two nodes on one Redis, and what a refused handshake costs.
const prefix = `${inject('redisPrefix')}cap-${randomUUID().slice(0, 8)}:`;
let proxy: DbProxy;
let redis: RedisClient;
const nodes: Array<{ server: AppServer; url: string }> = [];
const open: TestSocket[] = [];

beforeAll(async () => {
  proxy = await startDbProxy(inject('databaseUrl'));
  redis = await connectRedis(inject('redisUrl'));
  for (let i = 0; i < 2; i++) {
    const server = await startTestServer({ DATABASE_URL: proxy.url, REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_PER_IP: '1000' });
    nodes.push({ server, url: await listen(server) });
  }
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await proxy.restore();
});
afterAll(async () => {
  for (const { server } of nodes) await server.close();
  await redis?.quit();
  await proxy?.close();
});

/** Opens `count` sockets at once on a node; the ones that connected are closed after the test. */
async function burst(node: { url: string }, token: string, count: number) {
  const results = await Promise.allSettled(Array.from({ length: count }, () => connectSocket(node.url, token)));
  const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  open.push(...opened);
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  return { opened, refused };
}

const [a, b] = [() => nodes[0]!, () => nodes[1]!];

describe('Socket.IO handshake: sockets per account across nodes', () => {
  it(`opens at most ${SOCKETS_PER_USER_MAX} sockets for one account over both nodes, and a closed one frees a place on the other`, async () => {
    const me = await buildUser(a().server);
    const [onA, onB] = await Promise.all([burst(a(), me.token, SOCKETS_PER_USER_MAX), burst(b(), me.token, SOCKETS_PER_USER_MAX)]);
    expect(onA.opened.length + onB.opened.length).toBe(SOCKETS_PER_USER_MAX);
    expect([...onA.refused, ...onB.refused]).toEqual(Array(SOCKETS_PER_USER_MAX).fill('too_many_sockets'));

    const closing = onA.opened[0] ?? onB.opened[0]!;
    const gone = new Promise((resolve) => closing.once('disconnect', resolve));
    closing.close();
    await gone;
    // The node hears of the close a moment later (longer on a busy machine).
    const places = () => redis.zCard(socketPlacesKey(prefix, me.user.id));
    await waitFor(async () => Number(await places()) < SOCKETS_PER_USER_MAX, 5000, 'the closed socket to give its place back');
    open.push(await connectSocket(b().url, me.token));
    await expect(connectSocket(a().url, me.token)).rejects.toThrow('too_many_sockets');
  });

  it('refuses a handshake past the cap without asking the database', async () => {
    const me = await buildUser(a().server);
    expect((await burst(a(), me.token, SOCKETS_PER_USER_MAX)).opened).toHaveLength(SOCKETS_PER_USER_MAX);
    await proxy.cut();
    // With the database away, any query would make it 'unavailable'.
    await expect(connectSocket(b().url, me.token)).rejects.toThrow('too_many_sockets');
    await expect(connectSocket(a().url, me.token)).rejects.toThrow('too_many_sockets');
  });

  it("counts a crashed node's sockets only until their lease ends", async () => {
    const me = await buildUser(a().server);
    const key = socketPlacesKey(prefix, me.user.id);
    // The places of a node that died without giving them back: their lease ends in half a second.
    const [seconds, micros] = (await redis.sendCommand(['TIME'])) as [string, string];
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    await redis.zAdd(
      key,
      Array.from({ length: SOCKETS_PER_USER_MAX }, (_, i) => ({ score: now + 500, value: `crashed-${i}` })),
    );
    await expect(connectSocket(a().url, me.token)).rejects.toThrow('too_many_sockets');
    await settle(600);
    open.push(await connectSocket(a().url, me.token));
  });
});

describe('SocketPlaces', () => {
  it('renews the leases of the places a live node holds, and lets those of a stopped one lapse', async () => {
    const key = `${prefix}lease-${randomUUID().slice(0, 8)}:`;
    const live = new SocketPlaces({ max: 1, redis, prefix: key, leaseMs: 300 });
    const other = new SocketPlaces({ max: 1, redis, prefix: key, leaseMs: 300 });
    try {
      expect(await live.reserve('u1', 'socket-1')).toBe(true);
      // Past two leases: still held, since the live node renews it.
      await settle(700);
      expect(await other.reserve('u1', 'socket-2')).toBe(false);
      // The node stops (a crash: nothing given back); after one lease the place is free.
      live.stop();
      await settle(400);
      expect(await other.reserve('u1', 'socket-2')).toBe(true);
      other.release('u1', 'socket-2');
      expect(await live.reserve('u1', 'socket-3')).toBe(true);
    } finally {
      live.stop();
      other.stop();
    }
  });
});
