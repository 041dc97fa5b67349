import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { TMessagesPage } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call, startTestServer, waitFor } from '../helpers.ts';
import { sendMessage } from './chat-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

/**
 * The read cache of GET .../messages on two nodes sharing one database (no Redis between them:
 * the database's notifications alone keep each node's cache true).
 */
let nodeA: AppServer;
let nodeB: AppServer;

beforeAll(async () => {
  nodeA = await startTestServer();
  nodeB = await startTestServer();
  await waitFor(() => nodeA.ctx.readCache.serving && nodeB.ctx.readCache.serving, 5000, 'both caches listening');
});
afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()]);
});

const pageUrl = (roomId: string) => `/api/chat/rooms/${roomId}/messages?page=1&limit=20`;

async function readPage(server: AppServer, token: string, roomId: string): Promise<TMessagesPage> {
  const res = await call(server, 'GET', pageUrl(roomId), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TMessagesPage;
}

/**
 * Reads until an answer came from the cache (other test files write to the same database, and a
 * change they notify may empty the cache between two reads). Returns that answer.
 */
async function readFromCache(server: AppServer, token: string, roomId: string): Promise<TMessagesPage> {
  const page = vi.spyOn(server.ctx.readCache, 'page');
  try {
    for (let i = 0; i < 10; i++) {
      const before = page.mock.results.length;
      const body = await readPage(server, token, roomId);
      if (page.mock.results.slice(before).some((r) => r.type === 'return' && r.value !== undefined)) return body;
    }
    throw new Error('no read was served from the cache');
  } finally {
    page.mockRestore();
  }
}

const contents = (p: TMessagesPage) => p.data.map((m) => m.content);

describe("read cache of a room's messages", () => {
  it('serves a page it holds, and a member reads her own message at once on the node she wrote to', async () => {
    const { roomId, client } = await buildCoaching(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'first');
    expect(contents(await readFromCache(nodeA, client.token, roomId))).toEqual(['first']);

    await sendMessage(nodeA, client.token, roomId, 'second');
    // No wait: the node that stored it dropped the page before answering the POST.
    expect(contents(await readPage(nodeA, client.token, roomId))).toEqual(['first', 'second']);
  });

  it('drops a page on node A when a message is stored through node B', async () => {
    const { roomId, client, coach } = await buildCoaching(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'hello');
    expect(contents(await readFromCache(nodeA, coach.token, roomId))).toEqual(['hello']);

    await sendMessage(nodeB, client.token, roomId, 'from B');
    await waitFor(
      async () => contents(await readPage(nodeA, coach.token, roomId)).includes('from B'),
      2000,
      'node A showing the message stored through B',
    );
    expect(contents(await readPage(nodeA, coach.token, roomId))).toEqual(['hello', 'from B']);
  });

  it('drops pages when a write bypasses the services (an author renamed in SQL)', async () => {
    const { roomId, client } = await buildCoaching(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'named');
    const cached = await readFromCache(nodeA, client.token, roomId);
    expect(cached.data[0]!.user.firstName).toBe('Cleo');

    await sql`update users set first_name = 'Renamed' where id = ${client.user.id}`.execute(nodeB.ctx.db);
    await waitFor(async () => (await readPage(nodeA, client.token, roomId)).data[0]!.user.firstName === 'Renamed', 2000, 'the new name');
  });

  it("never serves a held page to a stranger or to another member's token", async () => {
    const { roomId, client } = await buildCoaching(nodeA);
    const stranger = await buildUser(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'private');
    await readFromCache(nodeA, client.token, roomId);

    const res = await call(nodeA, 'GET', pageUrl(roomId), { token: stranger.token });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('private');
  });

  it('refuses a revoked token on node A once the password changed through node B', async () => {
    const { roomId, client } = await buildCoaching(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'before');
    await readFromCache(nodeA, client.token, roomId);
    await readFromCache(nodeB, client.token, roomId);

    const changed = await call(nodeB, 'POST', '/api/auth/change-password', {
      token: client.token,
      payload: { currentPassword: client.password, newPassword: 'changed-on-b' },
    });
    expect(changed.statusCode).toBe(200);
    // Refused at once on the node that revoked it, a moment later on the other, and the new token reads.
    expect((await call(nodeB, 'GET', pageUrl(roomId), { token: client.token })).statusCode).toBe(401);
    await waitFor(
      async () => (await call(nodeA, 'GET', pageUrl(roomId), { token: client.token })).statusCode === 401,
      2000,
      'the old token refused',
    );
    expect(contents(await readPage(nodeA, changed.json().data.token, roomId))).toEqual(['before']);
  });

  it('serves nothing while its database connection is down, and nothing stale once it is back', async () => {
    const { roomId, client } = await buildCoaching(nodeA);
    await sendMessage(nodeA, client.token, roomId, 'one');
    await readFromCache(nodeA, client.token, roomId);
    const cache = nodeA.ctx.readCache;
    // A spy calls through: it records the feed's states as the cache gets them.
    const feed = vi.spyOn(cache, 'feed');
    try {
      // Cut every LISTEN connection of this database: both nodes lose their feed and reconnect.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`.execute(nodeB.ctx.db);
      await waitFor(() => feed.mock.calls.some(([state]) => state === 'down'), 2000, 'the feed going down');
      expect(cache.page(roomId, 1, 20)).toBeUndefined();
      await waitFor(() => cache.serving, 5000, 'the feed coming back');
      expect(feed.mock.calls.at(-1)).toEqual(['up']);
    } finally {
      feed.mockRestore();
    }
    await sendMessage(nodeB, client.token, roomId, 'two');
    await waitFor(async () => contents(await readPage(nodeA, client.token, roomId)).includes('two'), 2000, 'the page after the reconnect');
  });
});
