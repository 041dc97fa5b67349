import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AI_COACH_USER_ID, ROLE, type TMessage, type TRoom } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { storeMessage } from '../../src/modules/chat/send-queries.ts';
import { getData, sendMessage } from './chat-helpers.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

// Unread counts, sent counts and a room's total are counters kept by the send, the read and
// triggers (not counted per request); these tests hold them to the counts they stand for.

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const url = (roomId: string, rest: string) => `/api/chat/rooms/${roomId}/${rest}`;

/** What the counters stand for, counted from the messages themselves. */
async function counted(roomId: string) {
  const { rows } = await sql<{ userId: string; unread: number; sent: number; unreadCounter: number; sentCounter: number }>`
    select rm.user_id,
      (select count(*) from messages m where m.room_id = rm.room_id and m.user_id <> rm.user_id
        and m.seq > coalesce((select last_read_seq from room_reads rr where rr.room_id = rm.room_id and rr.user_id = rm.user_id), 0)) as unread,
      (select count(*) from messages m where m.room_id = rm.room_id and m.user_id = rm.user_id) as sent,
      rm.unread_count as unread_counter, rm.sent_count as sent_counter
    from room_members rm where rm.room_id = ${roomId} and rm.user_id <> ${AI_COACH_USER_ID}
    order by rm.user_id`.execute(server.ctx.db);
  const total = await sql<{ total: number; counter: number }>`
    select (select count(*) from messages where room_id = ${roomId}) as total,
      (select message_count from rooms where id = ${roomId}) as counter`.execute(server.ctx.db);
  return { members: rows.map((r) => ({ ...r, unread: Number(r.unread), sent: Number(r.sent) })), ...total.rows[0]! };
}

async function expectExact(roomId: string) {
  const c = await counted(roomId);
  for (const m of c.members) {
    expect(m.unreadCounter, `unread of ${m.userId}`).toBe(m.unread);
    expect(m.sentCounter, `sent of ${m.userId}`).toBe(m.sent);
  }
  expect(Number(c.counter)).toBe(Number(c.total));
  return c;
}

const unreadOf = async (who: BuiltUser, roomId: string) =>
  (await getData<{ unreadCount: number }>(server, who.token, url(roomId, 'unread-count'))).unreadCount;

describe('chat counters', () => {
  it('stay exact while both members send and mark read at the same time', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const sends = (who: BuiltUser, label: string) =>
      Array.from({ length: 25 }, (_, i) => sendMessage(server, who.token, roomId, `${label} ${i}`));
    const reads: Promise<unknown>[] = [];
    const stored: Promise<TMessage>[] = [...sends(client, 'client'), ...sends(coach, 'coach')];
    // Each member marks read what it has seen so far, while the sends are still landing.
    for (const [i, p] of stored.entries()) {
      if (i % 5 !== 0) continue;
      reads.push(
        p.then((m) =>
          call(server, 'POST', url(roomId, 'mark-read'), { token: i < 25 ? coach.token : client.token, payload: { messageId: m.id } }),
        ),
      );
    }
    const messages = await Promise.all(stored);
    for (const r of await Promise.all(reads)) expect((r as { statusCode: number }).statusCode).toBe(200);

    const c = await expectExact(roomId);
    expect(Number(c.total)).toBe(50);
    // The REST answers are the counters.
    const byId = new Map(c.members.map((m) => [m.userId, m.unread]));
    expect(await unreadOf(client, roomId)).toBe(byId.get(client.user.id));
    expect(await unreadOf(coach, roomId)).toBe(byId.get(coach.user.id));
    const page = await call(server, 'GET', `${url(roomId, 'messages')}?page=1&limit=5`, { token: client.token });
    expect(page.json().pagination).toMatchObject({ total: 50, hasMore: true });

    // Reading the newest message leaves nothing unread; the seq order is the order of commits.
    const newest = messages.reduce((a, b) => (b.seq > a.seq ? b : a));
    for (const who of [client, coach]) {
      const res = await call(server, 'POST', url(roomId, 'mark-read'), { token: who.token, payload: { messageId: newest.id } });
      expect(res.json().data.unreadCount).toBe(0);
    }
    await expectExact(roomId);
  });

  it('a read that meets a send in flight counts its message once, after the send commits', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const seen = await sendMessage(server, client.token, roomId, 'seen');
    let read: Promise<{ statusCode: number; json: () => { data: { unreadCount: number } } }> | undefined;
    await server.ctx.db.transaction().execute(async (trx) => {
      const stored = await storeMessage(
        trx,
        {
          roomId,
          userId: client.user.id,
          content: 'in flight',
          messageType: 'text',
          actionData: null,
          clientId: null,
          createdAt: server.ctx.clock.now(),
        },
        null,
      );
      expect(stored?.unread).toEqual([{ userId: coach.user.id, unreadCount: 2, role: 'coach' }]);
      // The coach reads up to what they have seen while the send has not committed yet.
      read = call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: seen.id } });
      await new Promise((r) => setTimeout(r, 300));
    });
    const res = await read!;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unreadCount).toBe(1);
    expect(await unreadOf(coach, roomId)).toBe(1);
    await expectExact(roomId);
  });

  it('a read mark never moves back, and an older mark leaves the count as it was', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const sent = [];
    for (let i = 1; i <= 4; i++) sent.push(await sendMessage(server, client.token, roomId, `m${i}`));
    const read = (m: TMessage) => call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: m.id } });
    expect((await read(sent[2]!)).json().data.unreadCount).toBe(1);
    expect((await read(sent[0]!)).json().data.unreadCount).toBe(1);
    await sendMessage(server, coach.token, roomId, 'my own message is not unread to me');
    expect(await unreadOf(coach, roomId)).toBe(1);
    expect(await unreadOf(client, roomId)).toBe(1);
    await expectExact(roomId);
  });

  it('a member who joins a room with history finds the messages of others unread', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    await sendMessage(server, client.token, roomId, 'one');
    await sendMessage(server, coach.token, roomId, 'two');
    await sendMessage(server, client.token, roomId, 'three');
    const second = await buildUser(server, { role: ROLE.COACH, firstName: 'Sam' });
    await server.ctx.db
      .insertInto('roomMembers')
      .values({ roomId, userId: second.user.id, role: 'coach', joinedAt: server.ctx.clock.now() })
      .execute();
    expect(await unreadOf(second, roomId)).toBe(3);
    await expectExact(roomId);
  });

  it("an account's deleted messages leave the others' unread counts, its sent count and the total", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const leaving = await buildUser(server, { role: ROLE.COACH, firstName: 'Lee' });
    await server.ctx.db
      .insertInto('roomMembers')
      .values({ roomId, userId: leaving.user.id, role: 'coach', joinedAt: server.ctx.clock.now() })
      .execute();
    const first = await sendMessage(server, leaving.token, roomId, 'before the read mark');
    await sendMessage(server, client.token, roomId, 'from the client');
    await call(server, 'POST', url(roomId, 'mark-read'), { token: coach.token, payload: { messageId: first.id } });
    await sendMessage(server, leaving.token, roomId, 'after the read mark');
    await sendMessage(server, leaving.token, roomId, 'after the read mark, again');
    expect(await unreadOf(coach, roomId)).toBe(3);
    expect(await unreadOf(client, roomId)).toBe(3);

    await server.ctx.db.deleteFrom('users').where('id', '=', leaving.user.id).execute();
    expect(await unreadOf(coach, roomId)).toBe(1);
    expect(await unreadOf(client, roomId)).toBe(0);
    const c = await expectExact(roomId);
    expect(Number(c.total)).toBe(1);
    // The coach's client list says the same.
    const rooms = await getData<TRoom[]>(server, coach.token, '/api/rooms');
    expect(rooms.find((r) => r.id === roomId)?.unreadCount).toBe(1);
  });
});
