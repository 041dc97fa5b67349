import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { connectRedis } from '../../src/lib/redis.ts';
import { call, connectSocket, nextEvent, serverForFile, socketsForFile, waitFor } from '../helpers.ts';
import { record, sendMessage, settle } from '../chat/chat-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

/** Two processes behind a load balancer: one database, one Redis, one key prefix (so one stream). */
const prefix = `${inject('redisPrefix')}cluster-${randomUUID().slice(0, 8)}:`;
const env = { REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_PER_IP: '1000' };
const nodeA = serverForFile(env);
const nodeB = serverForFile(env);
const socketsA = socketsForFile(nodeA);
const socketsB = socketsForFile(nodeB);

const connectToA = (token: string) => socketsA.connect(token);

describe('two nodes on one Redis', () => {
  it('delivers user:updated to a socket on node A when the profile changes through node B', async () => {
    const { user, token } = await buildUser(nodeA);
    const socket = await connectToA(token);
    const updated = nextEvent(socket, 'user:updated', 5000);
    const res = await call(nodeB, 'PUT', '/api/account/profile', { token, payload: { lastName: 'Across' } });
    expect(res.statusCode).toBe(200);
    expect((await updated).user).toMatchObject({ id: user.id, lastName: 'Across' });
  });

  it('signs out a socket on node A when the password changes through node B', async () => {
    const { token, password } = await buildUser(nodeA);
    const socket = await connectToA(token);
    const revoked = nextEvent(socket, 'auth:revoked', 5000);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await call(nodeB, 'POST', '/api/auth/change-password', {
      token,
      payload: { currentPassword: password, newPassword: 'changed-on-b' },
    });
    expect(res.statusCode).toBe(200);
    expect(await revoked).toEqual({ reason: 'password_changed' });
    expect(await gone).toBe('io server disconnect');

    // The new token is good on node A too; the old one is refused there.
    await expect(connectSocket(socketsA.baseUrl, token)).rejects.toThrow('unauthorized');
    const fresh = await connectToA(res.json().data.token);
    expect(fresh.connected).toBe(true);
  });

  it('carries a message stored through node B to node A as one stream entry, and each member there gets their own count, in order', async () => {
    const { roomId, client, coach } = await buildCoaching(nodeA);
    const coachSocket = await connectToA(coach.token);
    const clientSocket = await connectToA(client.token);
    const coachSaw = record(coachSocket);
    const clientSaw = record(clientSocket);
    const redis = await connectRedis(inject('redisUrl'));
    try {
      const stream = `${prefix}socket.io`;
      type Entry = { id: string; message: Record<string, string> };
      const before = ((await redis.xRevRange(stream, '+', '-', { COUNT: 1 })) as unknown as Entry[])[0]?.id ?? '0';
      const one = await sendMessage(nodeB, client.token, roomId, 'one');
      const two = await sendMessage(nodeB, client.token, roomId, 'two');
      const chat = (seen: typeof coachSaw) => seen.filter((r) => r.event === 'message:new' || r.event === 'room:unread');
      await waitFor(() => chat(coachSaw).length >= 4 && chat(clientSaw).length >= 2, 5000, 'both pushes on node A');
      await settle(200);

      // The coach (on A) sees each message, then their own count after it; the sender no count.
      expect(
        chat(coachSaw).map((r) => [
          r.event,
          (r.payload as { message?: { id: string }; unreadCount?: number }).message?.id ??
            (r.payload as { unreadCount: number }).unreadCount,
        ]),
      ).toEqual([
        ['message:new', one.id],
        ['room:unread', 1],
        ['message:new', two.id],
        ['room:unread', 2],
      ]);
      expect(chat(clientSaw).map((r) => r.event)).toEqual(['message:new', 'message:new']);

      // In the stream: one 'message:push' per message and no per-socket broadcast of either event.
      const entries = (await redis.xRange(stream, `(${before}`, '+')) as unknown as Entry[];
      const decoded = entries.map((e) => ({ type: e.message.type, data: JSON.parse(e.message.data ?? 'null') as { packet: unknown } }));
      const pushes = decoded.filter((e) => e.type === '9' && (e.data.packet as unknown[])[0] === 'message:push');
      expect(pushes.map((e) => ((e.data.packet as unknown[])[1] as { message: { id: string } }).message.id)).toEqual([one.id, two.id]);
      const chatBroadcasts = decoded.filter(
        (e) => e.type === '3' && ['message:new', 'room:unread'].includes(((e.data.packet as { data: unknown[] }).data ?? [])[0] as string),
      );
      expect(chatBroadcasts).toEqual([]);
    } finally {
      await redis.quit();
    }
  });

  it('hands a stored message to the other nodes before writing it to its own sockets, so they work on it meanwhile', async () => {
    const { roomId, client, coach } = await buildCoaching(nodeA);
    const coachSocket = await socketsB.connect(coach.token);
    const order: string[] = [];
    const adapter = nodeB.io.of('/').adapter;
    const broadcast = adapter.broadcast;
    adapter.broadcast = function (this: typeof adapter, packet, opts) {
      const event = ((packet as { data?: unknown[] }).data ?? [])[0];
      if (event === 'message:new' && opts.flags?.local) order.push('local message:new');
      return broadcast.call(this, packet, opts);
    };
    const serverSideEmit = nodeB.io.serverSideEmit;
    nodeB.io.serverSideEmit = ((ev: string, ...args: unknown[]) => {
      if (ev === 'message:push') order.push('message:push to other nodes');
      return (serverSideEmit as (...a: unknown[]) => boolean).call(nodeB.io, ev, ...args);
    }) as typeof serverSideEmit;
    try {
      const received = nextEvent(coachSocket, 'message:new', 5000);
      const sent = await sendMessage(nodeB, client.token, roomId, 'first to the others');
      expect((await received).message.id).toBe(sent.id);
      expect(order).toEqual(['message:push to other nodes', 'local message:new']);
    } finally {
      adapter.broadcast = broadcast;
      nodeB.io.serverSideEmit = serverSideEmit;
    }
  });

  it('drops node B\u2019s cached page of a room when a message stored on A reaches B, before B\u2019s sockets hear of it', async () => {
    const { roomId, client, coach } = await buildCoaching(nodeA);
    const socket = await socketsB.connect(coach.token);
    await sendMessage(nodeA, client.token, roomId, 'first');
    await waitFor(() => nodeB.ctx.readCache.serving, 5000, 'node B\u2019s cache listening');
    const url = `/api/chat/rooms/${roomId}/messages?page=1&limit=20`;
    const read = async () => (await call(nodeB, 'GET', url, { token: coach.token })).json().data.map((m: { content: string }) => m.content);
    const held = () => nodeB.ctx.readCache.page(roomId, 1, 20);
    // Node B holds the page with the first message, and still does once the first message's own
    // announcement has come and gone.
    await waitFor(
      async () => (await read()).includes('first') && held() !== undefined && (await settle(250), held() !== undefined),
      10_000,
      'the page held on B',
    );

    // Only the stream may tell B now: the database's notices to B's cache are held back.
    const notice = vi.spyOn(nodeB.ctx.readCache, 'notice').mockImplementation(() => undefined);
    try {
      const heldWhenPushed = new Promise<string | undefined>((resolve) =>
        socket.on('message:new', ({ message }) => {
          if (message.content === 'second') resolve(held());
        }),
      );
      await sendMessage(nodeA, client.token, roomId, 'second');
      expect(await heldWhenPushed).toBeUndefined();
      expect(await read()).toEqual(['first', 'second']);
    } finally {
      notice.mockRestore();
    }
  });
});
