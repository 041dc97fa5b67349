import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, ERR, ROLE, ZMessagesPage, type TMessage, type TRoom } from '@coach/contract';
import { insertMessage } from '../../src/modules/chat/send-queries.ts';
import { call, serverForFile, waitFor } from '../helpers.ts';
import { getData, sendMessage, chatUrl, sendMany } from './chat-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

// Reading a room's messages: pages, since/before, unread counts and the rooms list's activity; the sends are in chat.test.ts.

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const url = chatUrl;

describe('GET /api/chat/rooms/{roomId}/messages', () => {
  it('gives page 1 as the newest messages, oldest first within the page, with pagination', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    await sendMany(server, client.token, roomId, 5);
    const p1 = await call(server, 'GET', `${url(roomId, 'messages')}?page=1&limit=2`, { token: coach.token });
    expect(p1.statusCode).toBe(200);
    expect(p1.json().data.map((m: TMessage) => m.content)).toEqual(['m4', 'm5']);
    expect(p1.json().pagination).toEqual({ hasMore: true, total: 5, page: 1, limit: 2 });
    const p3 = await call(server, 'GET', `${url(roomId, 'messages')}?page=3&limit=2`, { token: coach.token });
    expect(p3.json().data.map((m: TMessage) => m.content)).toEqual(['m1']);
    expect(p3.json().pagination.hasMore).toBe(false);
  });

  it('gives each message exactly as the other reads and pushes do (AI author, action data, dates) and validates against the contract', async () => {
    const { roomId, client } = await buildCoaching(server);
    const [first] = await sendMany(server, client.token, roomId, 2);
    const stored = await insertMessage(server.ctx.db, {
      roomId,
      userId: AI_COACH_USER_ID,
      content: 'Shall we make that a goal?',
      messageType: 'action',
      actionData: {
        type: 'goal_suggestion',
        status: 'pending',
        goalData: { title: 'Read 20 books', description: 'd', category: 'Learning', priority: 'medium' },
      },
      clientId: null,
      createdAt: new Date('2026-03-29T01:30:00.123Z'),
    });
    const actionId = stored!.id;
    const res = await call(server, 'GET', url(roomId, 'messages'), { token: client.token });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = ZMessagesPage.parse(res.json());
    const reference = await getData<TMessage[]>(server, client.token, `${url(roomId, 'messages/since')}?since=${first!.id}`);
    expect(res.json().data).toEqual([first, ...reference]);
    const action = page.data.find((m) => m.id === actionId)!;
    expect(action).toMatchObject({
      user: { isAI: true },
      createdAt: '2026-03-29T01:30:00.123Z',
      actionData: { type: 'goal_suggestion', status: 'pending' },
    });
    expect(page.pagination).toEqual({ hasMore: false, total: 3, page: 1, limit: 30 });
  });

  it('refuses a token without a live account of the same token version (401) in the one-statement read and send', async () => {
    const { roomId, client } = await buildCoaching(server);
    expect((await call(server, 'GET', url(roomId, 'messages'))).statusCode).toBe(401);
    expect((await call(server, 'GET', url(roomId, 'messages'), { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await call(server, 'GET', url(roomId, 'messages'), { token: client.token })).statusCode).toBe(200);
    await server.ctx.db
      .updateTable('users')
      .set({ tokenVersion: client.user.tokenVersion + 1 })
      .where('id', '=', client.user.id)
      .execute();
    // The read above was cached; a write made outside the services reaches the cache by the
    // database's notification, a moment later (the services' own revocations drop it at once).
    const revoked = await waitFor(
      async () => {
        const res = await call(server, 'GET', url(roomId, 'messages'), { token: client.token });
        return res.statusCode === 401 ? res : undefined;
      },
      2000,
      'the revoked token refused',
    );
    expect(revoked.json()).toEqual({ error: ERR.UNAUTHORIZED, code: 'UNAUTHORIZED' });
    // The send checks the same way, and stores nothing.
    expect(
      (await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: 'after revoke' } })).statusCode,
    ).toBe(401);
    const stored = await server.ctx.db.selectFrom('messages').select('id').where('roomId', '=', roomId).execute();
    expect(stored).toHaveLength(0);
    // Never read before, so the statement itself decides, at once.
    const other = await buildCoaching(server);
    await server.ctx.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', other.client.user.id).execute();
    expect((await call(server, 'GET', url(other.roomId, 'messages'), { token: other.client.token })).statusCode).toBe(401);
  });

  it('is 404 for a stranger and 400 for a bad limit', async () => {
    const { roomId, client } = await buildCoaching(server);
    const stranger = await buildUser(server, { role: ROLE.COACH });
    expect((await call(server, 'GET', url(roomId, 'messages'), { token: stranger.token })).statusCode).toBe(404);
    expect((await call(server, 'GET', `${url(roomId, 'messages')}?limit=0`, { token: client.token })).statusCode).toBe(400);
  });
});

describe('GET /api/chat/rooms/{roomId}/messages/since and /before', () => {
  it('gives newer messages after an id or a time, ascending, and older ones before an id', async () => {
    const { roomId, client } = await buildCoaching(server);
    const sent = await sendMany(server, client.token, roomId, 6);
    const since = await getData<TMessage[]>(server, client.token, `${url(roomId, 'messages/since')}?since=${sent[2]!.id}`);
    expect(since.map((m) => m.content)).toEqual(['m4', 'm5', 'm6']);
    const byTime = await getData<TMessage[]>(
      server,
      client.token,
      `${url(roomId, 'messages/since')}?since=${encodeURIComponent(new Date(Date.parse(sent[0]!.createdAt) - 1000).toISOString())}`,
    );
    expect(byTime).toHaveLength(6);
    const before = await getData<TMessage[]>(server, client.token, `${url(roomId, 'messages/before')}?before=${sent[4]!.id}&limit=2`);
    expect(before.map((m) => m.content)).toEqual(['m3', 'm4']);
    const defaultLimit = await getData<TMessage[]>(server, client.token, `${url(roomId, 'messages/before')}?before=${sent[5]!.id}`);
    expect(defaultLimit.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('refuses a stranger (404), a message of another room (404) and a since that is neither id nor time (400)', async () => {
    const a = await buildCoaching(server);
    const b = await buildCoaching(server);
    const [mine] = await sendMany(server, a.client.token, a.roomId, 1);
    const [theirs] = await sendMany(server, b.client.token, b.roomId, 1);
    expect((await call(server, 'GET', `${url(a.roomId, 'messages/since')}?since=${mine!.id}`, { token: b.client.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(server, 'GET', `${url(a.roomId, 'messages/since')}?since=${theirs!.id}`, { token: a.client.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(server, 'GET', `${url(a.roomId, 'messages/before')}?before=${mine!.id}`, { token: b.client.token })).statusCode,
    ).toBe(404);
    expect((await call(server, 'GET', `${url(a.roomId, 'messages/since')}?since=yesterday`, { token: a.client.token })).statusCode).toBe(
      400,
    );
    expect((await call(server, 'GET', `${url(a.roomId, 'messages/before')}?before=nope`, { token: a.client.token })).statusCode).toBe(404);
  });
});

describe('unread-count and mark-read', () => {
  it("counts others' messages after the read mark, and mark-read only moves it forward", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const sent = await sendMany(server, client.token, roomId, 3);
    await sendMessage(server, coach.token, roomId, 'from coach');
    expect(await getData(server, coach.token, url(roomId, 'unread-count'))).toEqual({ unreadCount: 3 });
    expect(await getData(server, client.token, url(roomId, 'unread-count'))).toEqual({ unreadCount: 1 });

    const read = await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: sent[1]!.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unreadCount: 1 });
    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: sent[0]!.id } });
    expect(await getData(server, coach.token, url(roomId, 'unread-count'))).toEqual({ unreadCount: 1 });
  });

  it('refuses a stranger (404), a message of another room (404) and a bad body (400)', async () => {
    const { roomId, client } = await buildCoaching(server);
    const other = await buildCoaching(server);
    const [m] = await sendMany(server, client.token, roomId, 1);
    const [elsewhere] = await sendMany(server, other.client.token, other.roomId, 1);
    const stranger = await buildUser(server);
    expect((await call(server, 'GET', url(roomId, 'unread-count'), { token: stranger.token })).statusCode).toBe(404);
    expect(
      (await call(server, 'POST', url(roomId, 'mark-read'), { token: stranger.token, payload: { messageId: m!.id } })).statusCode,
    ).toBe(404);
    expect(
      (await call(server, 'POST', url(roomId, 'mark-read'), { token: client.token, payload: { messageId: elsewhere!.id } })).statusCode,
    ).toBe(404);
    expect((await call(server, 'POST', url(roomId, 'mark-read'), { token: client.token, payload: { messageId: 'x' } })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/rooms with chat activity', () => {
  it('gives the coach unread count, last message time and a 50-character preview per room', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const quietRoom = await buildCoaching(server);
    const long = 'x'.repeat(60);
    await sendMessage(server, client.token, roomId, 'first');
    const last = await sendMessage(server, client.token, roomId, long);
    const list = await getData<TRoom[]>(server, coach.token, '/api/rooms');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: roomId, unreadCount: 2, lastMessageAt: last.createdAt, lastMessagePreview: 'x'.repeat(50) });
    const empty = await getData<TRoom[]>(server, quietRoom.coach.token, '/api/rooms');
    expect(empty[0]).toMatchObject({ unreadCount: 0, lastMessageAt: null, lastMessagePreview: null });
    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: last.id } });
    expect((await getData<TRoom[]>(server, coach.token, '/api/rooms'))[0]!.unreadCount).toBe(0);
  });

  it("says who wrote the last message and the coach's first unread message, for the coach only; the client's own count", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const other = await buildCoaching(server);
    const coachRoom = async () => (await getData<TRoom[]>(server, coach.token, '/api/rooms')).find((r) => r.id === roomId)!;

    expect(await coachRoom()).toMatchObject({ lastMessageFrom: null, firstUnreadMessageId: null });
    const [first, second] = await sendMany(server, client.token, roomId, 2);
    expect(await coachRoom()).toMatchObject({ unreadCount: 2, lastMessageFrom: 'client', firstUnreadMessageId: first!.id });

    // The coach's own message is neither unread nor moves their read mark.
    await sendMessage(server, coach.token, roomId, 'from the coach');
    expect(await coachRoom()).toMatchObject({ lastMessageFrom: 'coach', firstUnreadMessageId: first!.id });

    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: first!.id } });
    expect(await coachRoom()).toMatchObject({ unreadCount: 1, firstUnreadMessageId: second!.id });

    const ai = await insertMessage(server.ctx.db, {
      roomId,
      userId: AI_COACH_USER_ID,
      content: 'AI says hi',
      messageType: 'text',
      actionData: null,
      clientId: null,
      createdAt: new Date(),
    });
    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: second!.id } });
    expect(await coachRoom()).toMatchObject({ unreadCount: 1, lastMessageFrom: 'ai', firstUnreadMessageId: ai!.id });

    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: ai!.id } });
    expect(await coachRoom()).toMatchObject({ unreadCount: 0, lastMessageFrom: 'ai', firstUnreadMessageId: null });

    // The client's own list carries their own count and the last message (for their title), not
    // the coach's first unread; another coach's list never carries this room.
    const mine = await getData<TRoom[]>(server, client.token, '/api/rooms');
    expect(mine.map((r) => r.id)).toEqual([roomId]);
    expect(mine[0]).not.toHaveProperty('firstUnreadMessageId');
    // Unread for the client: the coach's message and the AI coach's.
    expect(mine[0]).toMatchObject({ unreadCount: 2, lastMessageFrom: 'ai' });
    expect((await getData<TRoom[]>(server, other.coach.token, '/api/rooms')).map((r) => r.id)).toEqual([other.roomId]);
  });
});
