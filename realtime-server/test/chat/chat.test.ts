import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, ROLE, type TMessage, type TUsageStats } from '@coach/contract';
import { insertMessage } from '../../src/modules/chat/send-queries.ts';
import { call, runJobsUntil, serverForFile } from '../helpers.ts';
import { getData, sendMessage, chatUrl, sendMany } from './chat-helpers.ts';
import { buildUser, setZone } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

// Sending messages, the AI coach's messages and actions, and the room's AI level; the reads are in chat-reads.test.ts.

// The AI coach's replies are stored without the thinking pause (chat-ai.test.ts tests it).
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', AI_THINKING_DELAY: 'false' });

const url = chatUrl;

describe('POST /api/chat/rooms/{roomId}/messages', () => {
  it('stores a message with its sender and answers 201', async () => {
    const { roomId, client } = await buildCoaching(server);
    const m = await sendMessage(server, client.token, roomId, 'Hello coach');
    expect(m).toMatchObject({
      roomId,
      userId: client.user.id,
      user: { id: client.user.id, firstName: 'Cleo', isAI: false },
      content: 'Hello coach',
      messageType: 'text',
      messageStatus: 'sent',
      actionData: null,
    });
    expect(m.seq).toBeGreaterThan(0);
  });

  it('stores a retry with the same clientId once and answers it 200 with the stored message', async () => {
    const { roomId, client } = await buildCoaching(server);
    const clientId = randomUUID();
    const first = await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: 'once', clientId } });
    const retry = await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: 'once', clientId } });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const page = await call(server, 'GET', url(roomId, 'messages'), { token: client.token });
    expect(page.json().data).toHaveLength(1);
  });

  it('refuses an empty or too long message (400), no token (401), and a room you are not in (404)', async () => {
    const { roomId, client } = await buildCoaching(server);
    const stranger = await buildUser(server);
    expect((await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: '   ' } })).statusCode).toBe(
      400,
    );
    expect(
      (await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: 'x'.repeat(4001) } })).statusCode,
    ).toBe(400);
    expect((await call(server, 'POST', url(roomId, 'messages'), { payload: { content: 'hi' } })).statusCode).toBe(401);
    const res = await call(server, 'POST', url(roomId, 'messages'), { token: stranger.token, payload: { content: 'hi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Room not found');
    expect(
      (await call(server, 'POST', url(randomUUID(), 'messages'), { token: client.token, payload: { content: 'hi' } })).statusCode,
    ).toBe(404);
  });
});

describe('the one-statement send (a sender whose time zone this process has read)', () => {
  const count = async (roomId: string) =>
    Number(
      (
        await server.ctx.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('roomId', '=', roomId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores the next sends with the same answers, and refuses a stranger (404) and a revoked token (401) storing nothing', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const other = await buildCoaching(server);
    // The first send reads the sender's zone; the next ones go through the one statement.
    await sendMessage(server, client.token, roomId, 'first');
    const second = await sendMessage(server, client.token, roomId, 'second');
    expect(second).toMatchObject({ roomId, userId: client.user.id, content: 'second', user: { firstName: 'Cleo', isAI: false } });
    expect((await getData<{ unreadCount: number }>(server, coach.token, url(roomId, 'unread-count'))).unreadCount).toBe(2);

    const stranger = await call(server, 'POST', url(other.roomId, 'messages'), { token: client.token, payload: { content: 'not mine' } });
    expect(stranger.statusCode).toBe(404);
    expect(await count(other.roomId)).toBe(0);

    await server.ctx.db
      .updateTable('users')
      .set({ tokenVersion: client.user.tokenVersion + 1 })
      .where('id', '=', client.user.id)
      .execute();
    const revoked = await call(server, 'POST', url(roomId, 'messages'), { token: client.token, payload: { content: 'after revoke' } });
    expect(revoked.statusCode).toBe(401);
    expect(await count(roomId)).toBe(2);
  });

  it("counts the activity on the sender's local day after they change time zone between two sends", async () => {
    const { roomId, client } = await buildCoaching(server);
    const zone = (timeZone: string) => setZone(server, client.user.id, timeZone);
    const days = async () =>
      (
        await sql<{ day: string; count: number }>`select to_char(day, 'YYYY-MM-DD') as day, count from room_activity
          where room_id = ${roomId} and user_id = ${client.user.id}`.execute(server.ctx.db)
      ).rows;
    const localDate = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(server.ctx.clock.now());
    // UTC+14 and UTC-11 are 25 hours apart: never the same date.
    await zone('Pacific/Kiritimati');
    await sendMessage(server, client.token, roomId, 'morning in Kiritimati');
    await sendMessage(server, client.token, roomId, 'still there');
    await zone('Pacific/Pago_Pago');
    await sendMessage(server, client.token, roomId, 'now in Pago Pago');
    expect(await days()).toEqual(
      expect.arrayContaining([
        { day: localDate('Pacific/Kiritimati'), count: 2 },
        { day: localDate('Pacific/Pago_Pago'), count: 1 },
      ]),
    );
    expect(await days()).toHaveLength(2);
  });

  it('still queues the AI reply for a client whose send the AI coach answers', async () => {
    const { roomId } = await buildCoaching(server);
    const ai = await buildCoaching(server, { level: 'LIMITED' });
    // The client of `ai` learns their zone in a room without AI first.
    await server.ctx.db.insertInto('roomMembers').values({ roomId, userId: ai.client.user.id, role: 'client' }).execute();
    await sendMessage(server, ai.client.token, roomId, 'hello from elsewhere');
    await sendMessage(server, ai.client.token, ai.roomId, 'no question here');
    const asked = await sendMessage(server, ai.client.token, ai.roomId, 'what should I focus on?');
    const aiReplies = () =>
      server.ctx.db
        .selectFrom('messages')
        .select('clientId')
        .where('roomId', '=', ai.roomId)
        .where('userId', '=', AI_COACH_USER_ID)
        .execute();
    await runJobsUntil(server, async () => (await aiReplies()).length > 0);
    await server.ctx.jobs.runDue(50);
    // The question is answered once; the plain message (no question at LIMITED) is not.
    expect((await aiReplies()).map((r) => r.clientId)).toEqual([`ai-reply:${asked.id}`]);
  });
});

describe('POST /api/chat/rooms/{roomId}/welcome', () => {
  it("sends the AI coach's greeting once per room, even when asked twice at once", async () => {
    const { roomId, client, coach } = await buildCoaching(server, { clientName: 'Wendy' });
    const [a, b] = await Promise.all([
      call(server, 'POST', url(roomId, 'welcome'), { token: client.token }),
      call(server, 'POST', url(roomId, 'welcome'), { token: coach.token }),
    ]);
    const messages = [a.json().data.message, b.json().data.message].filter(Boolean) as TMessage[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ userId: AI_COACH_USER_ID, user: { isAI: true } });
    expect(messages[0]!.content).toContain('Wendy');
    const again = await call(server, 'POST', url(roomId, 'welcome'), { token: client.token });
    expect(again.json().data).toEqual({ message: null });
    const all = await getData<TMessage[]>(server, client.token, url(roomId, 'messages'));
    expect(all).toHaveLength(1);
  });

  it('is 404 for a stranger', async () => {
    const { roomId } = await buildCoaching(server);
    const stranger = await buildUser(server);
    expect((await call(server, 'POST', url(roomId, 'welcome'), { token: stranger.token })).statusCode).toBe(404);
  });
});

describe('GET /api/chat/rooms/{roomId}/ai-coach', () => {
  it('names the AI coach and the level; 404 for a stranger', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'DISABLED' });
    expect(await getData(server, client.token, url(roomId, 'ai-coach'))).toEqual({
      aiCoach: { id: AI_COACH_USER_ID, firstName: 'AI', lastName: 'Coach' },
      aiInteractionLevel: 'DISABLED',
    });
    const stranger = await buildUser(server);
    expect((await call(server, 'GET', url(roomId, 'ai-coach'), { token: stranger.token })).statusCode).toBe(404);
  });
});

describe('POST /api/chat/actions/{messageId}/approve', () => {
  async function suggestion(roomId: string) {
    const stored = await insertMessage(server.ctx.db, {
      roomId,
      userId: AI_COACH_USER_ID,
      content: 'How about a goal?',
      messageType: 'action',
      actionData: {
        type: 'goal_suggestion',
        status: 'pending',
        goalData: { title: 'Walk daily', description: '20 minutes', category: 'health', priority: 'medium' },
      },
      clientId: null,
      createdAt: new Date(),
    });
    return stored!.id;
  }

  it('lets the client approve a pending suggestion, once', async () => {
    const { roomId, client } = await buildCoaching(server);
    const id = await suggestion(roomId);
    const res = await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: client.token, payload: { approved: true } });
    expect(res.statusCode, res.body).toBe(200);
    const action = res.json().data.actionData;
    expect(action).toMatchObject({ status: 'approved', rejectedAt: null, goalData: { title: 'Walk daily' } });
    expect(Date.parse(action.approvedAt)).not.toBeNaN();
    // The approval created the goal in the room, and recorded its id.
    const goals = (await call(server, 'GET', `/api/goals?roomId=${roomId}`, { token: client.token })).json().data;
    expect(goals).toHaveLength(1);
    // 'health' is not one of the room's categories, so the goal is left without one.
    expect(goals[0]).toMatchObject({
      id: action.createdGoalId,
      title: 'Walk daily',
      description: '20 minutes',
      category: '',
      priority: 'medium',
    });
    const again = await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: client.token, payload: { approved: false } });
    expect(again.statusCode).toBe(409);
  });

  it('creates one goal when the client and the coach approve the same suggestion at once', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const id = await suggestion(roomId);
    const answers = await Promise.all(
      [client.token, coach.token, client.token].map((token) =>
        call(server, 'POST', `/api/chat/actions/${id}/approve`, { token, payload: { approved: true } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const goals = (await call(server, 'GET', `/api/goals?roomId=${roomId}`, { token: coach.token })).json().data;
    expect(goals).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(winner.actionData.createdGoalId).toBe(goals[0].id);
  });

  it('creates no goal when the suggestion is dismissed', async () => {
    const { roomId, client } = await buildCoaching(server);
    const id = await suggestion(roomId);
    const res = await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: client.token, payload: { approved: false } });
    expect(res.json().data.actionData).toMatchObject({ status: 'rejected', createdGoalId: null });
    expect((await call(server, 'GET', `/api/goals?roomId=${roomId}`, { token: client.token })).json().data).toEqual([]);
  });

  it('lets the coach reject; refuses a stranger (404), a plain message (400) and an unknown id (404)', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const id = await suggestion(roomId);
    const stranger = await buildUser(server);
    expect(
      (await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: stranger.token, payload: { approved: true } })).statusCode,
    ).toBe(404);
    const res = await call(server, 'POST', `/api/chat/actions/${id}/approve`, { token: coach.token, payload: { approved: false } });
    expect(res.json().data.actionData).toMatchObject({ status: 'rejected', approvedAt: null });
    const plain = await sendMessage(server, client.token, roomId, 'plain');
    expect(
      (await call(server, 'POST', `/api/chat/actions/${plain.id}/approve`, { token: client.token, payload: { approved: true } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(server, 'POST', `/api/chat/actions/${randomUUID()}/approve`, { token: client.token, payload: { approved: true } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/chat/usage-stats', () => {
  it("counts the caller's messages and the AI replies of their rooms over 14 days", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    await sendMany(server, client.token, roomId, 2);
    await sendMessage(server, coach.token, roomId, 'coach says');
    await call(server, 'POST', url(roomId, 'welcome'), { token: client.token });
    const stats = await getData<TUsageStats>(server, client.token, '/api/chat/usage-stats');
    expect(stats.days).toHaveLength(14);
    expect(stats.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.totals).toEqual({ messagesSent: 2, aiReplies: 1 });
    expect((await getData<TUsageStats>(server, coach.token, '/api/chat/usage-stats')).totals).toEqual({ messagesSent: 1, aiReplies: 1 });
    const stranger = await buildUser(server);
    expect((await getData<TUsageStats>(server, stranger.token, '/api/chat/usage-stats')).totals).toEqual({ messagesSent: 0, aiReplies: 0 });
    expect((await call(server, 'GET', '/api/chat/usage-stats')).statusCode).toBe(401);
  });
});

describe('PUT /api/coaches/me/clients/{clientId}/ai-level', () => {
  it("lets the client's coach change the level; 404 for another coach or the client", async () => {
    const { roomId, client, coach } = await buildCoaching(server, { level: 'DISABLED' });
    const other = await buildUser(server, { role: ROLE.COACH });
    const path = `/api/coaches/me/clients/${client.user.id}/ai-level`;
    const res = await call(server, 'PUT', path, { token: coach.token, payload: { aiInteractionLevel: 'LIMITED' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: roomId, aiInteractionLevel: 'LIMITED' });
    expect((await call(server, 'PUT', path, { token: other.token, payload: { aiInteractionLevel: 'ENHANCED' } })).statusCode).toBe(404);
    expect((await call(server, 'PUT', path, { token: client.token, payload: { aiInteractionLevel: 'ENHANCED' } })).statusCode).toBe(404);
    expect((await call(server, 'PUT', path, { token: coach.token, payload: { aiInteractionLevel: 'MAX' } })).statusCode).toBe(400);
    expect((await getData<{ aiInteractionLevel: string }>(server, client.token, url(roomId, 'ai-coach'))).aiInteractionLevel).toBe(
      'LIMITED',
    );
  });
});
