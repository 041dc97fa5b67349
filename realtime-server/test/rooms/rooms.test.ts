import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, DEFAULT_ROOM_AI_LEVEL, ROLE, type TRoom } from '@coach/contract';
import { insertRoom, isRoomMember } from '../../src/modules/rooms/queries.ts';
import { call, serverForFile } from '../helpers.ts';
import { signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const rooms = async (token: string) => {
  const res = await call(server, 'GET', '/api/rooms', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as TRoom[];
};

/** A client with a room shared with `coachId` (what an accepted invite leaves behind). */
async function clientOf(coachId: string, firstName: string) {
  const client = await buildUser(server, { firstName });
  const roomId = await insertRoom(server.ctx.db, {
    name: `${firstName} User`,
    clientId: client.user.id,
    humanCoachId: coachId,
    aiInteractionLevel: DEFAULT_ROOM_AI_LEVEL,
    createdAt: new Date(),
  });
  return { ...client, roomId };
}

describe('GET /api/rooms', () => {
  it("gives a client their own room with the people named, and never another client's", async () => {
    const mine = await signUpThroughIntake(server, { firstName: 'Mina', lastName: 'Mine' });
    const theirs = await signUpThroughIntake(server);
    const list = await rooms(mine.token);
    expect(list).toEqual([
      {
        id: mine.coachingRoom.id,
        name: 'Mina Mine',
        client: { id: mine.user.id, firstName: 'Mina', lastName: 'Mine', avatarUrl: null },
        humanCoach: null,
        aiCoach: { id: AI_COACH_USER_ID, firstName: 'AI', lastName: 'Coach', avatarUrl: null },
        aiInteractionLevel: DEFAULT_ROOM_AI_LEVEL,
        createdAt: mine.coachingRoom.createdAt,
        unreadCount: 0,
        lastMessageAt: null,
        lastMessagePreview: null,
        lastMessageFrom: null,
      },
    ]);
    expect(list.map((r) => r.id)).not.toContain(theirs.coachingRoom.id);
  });

  it("gives a coach the rooms of their clients only, never another coach's", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Cora' });
    const otherCoach = await buildUser(server, { role: ROLE.COACH });
    const a = await clientOf(coach.user.id, 'Ada');
    const b = await clientOf(coach.user.id, 'Bo');
    const elsewhere = await clientOf(otherCoach.user.id, 'Cy');

    const list = await rooms(coach.token);
    expect(list.map((r) => r.id)).toEqual([a.roomId, b.roomId]);
    expect(list[0]).toMatchObject({
      client: { id: a.user.id, firstName: 'Ada', lastName: 'User' },
      humanCoach: { id: coach.user.id, firstName: 'Cora', lastName: 'User' },
      aiCoach: { id: AI_COACH_USER_ID },
    });
    expect(list.map((r) => r.id)).not.toContain(elsewhere.roomId);
    expect((await rooms(a.token)).map((r) => r.id)).toEqual([a.roomId]);
  });

  it('gives a client their unread count and the last message, for the title of every page', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Tess' });
    const client = await clientOf(coach.user.id, 'Uma');
    const sent = await call(server, 'POST', `/api/chat/rooms/${client.roomId}/messages`, {
      token: coach.token,
      payload: { content: 'How did this week go?', messageType: 'text' },
    });
    expect(sent.statusCode).toBe(201);
    const [room] = await rooms(client.token);
    expect(room).toMatchObject({ unreadCount: 1, lastMessagePreview: 'How did this week go?', lastMessageFrom: 'coach' });
    expect(room).not.toHaveProperty('firstUnreadMessageId');
    // The coach wrote it: nothing unread for them.
    expect((await rooms(coach.token))[0]).toMatchObject({ unreadCount: 0, lastMessageFrom: 'coach' });
  });

  it('lists nothing for an admin or for a user without a room, and accepts an organizationId', async () => {
    const admin = await buildUser(server, { role: ROLE.ADMIN });
    expect(await rooms(admin.token)).toEqual([]);
    const lonely = await buildUser(server);
    expect(await rooms(lonely.token)).toEqual([]);
    const mine = await signUpThroughIntake(server);
    const res = await call(server, 'GET', '/api/rooms?organizationId=org-1', { token: mine.token });
    expect(res.json().data.map((r: TRoom) => r.id)).toEqual([mine.coachingRoom.id]);
  });

  it("drops a deleted client's room from the coach's list", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const client = await clientOf(coach.user.id, 'Gone');
    await call(server, 'POST', '/api/auth/delete-account', { token: client.token, payload: { password: client.password } });
    expect(await rooms(coach.token)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await call(server, 'GET', '/api/rooms')).statusCode).toBe(401);
  });
});

describe('isRoomMember', () => {
  it('is true for the client, the coach and the AI coach of the room, false for anyone else', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const client = await clientOf(coach.user.id, 'Member');
    const stranger = await buildUser(server);
    expect(await isRoomMember(server.ctx.db, client.roomId, client.user.id)).toBe(true);
    expect(await isRoomMember(server.ctx.db, client.roomId, coach.user.id)).toBe(true);
    expect(await isRoomMember(server.ctx.db, client.roomId, AI_COACH_USER_ID)).toBe(true);
    expect(await isRoomMember(server.ctx.db, client.roomId, stranger.user.id)).toBe(false);
  });
});
