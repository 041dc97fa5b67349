import { describe, expect, it } from 'vitest';
import { ROLE, type TAnalyticsSummary } from '@coach/contract';
import { ANALYTICS_DEBOUNCE_MS } from '../../src/modules/workspace/push.ts';
import { call, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { sendMessage, settle } from '../chat/chat-helpers.ts';
import { insertCoachProfile } from '../../src/modules/coaches/queries.ts';
import { signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, insertPairSession, type Coaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const sockets = socketsForFile(server);

const MIN = 60_000;
const HOUR = 60 * MIN;
/** A push comes a debounce after the change; give it room on a busy machine. */
const PUSH_WITHIN_MS = ANALYTICS_DEBOUNCE_MS + 3000;

const analyticsPush = (socket: TestSocket) => nextEvent(socket, 'analytics:updated', PUSH_WITHIN_MS).then((p) => p.analytics);

/** Every analytics push a socket receives from now on. */
function pushesOf(socket: TestSocket): TAnalyticsSummary[] {
  const seen: TAnalyticsSummary[] = [];
  socket.on('analytics:updated', ({ analytics }) => seen.push(analytics));
  return seen;
}

async function sessionInThePast(c: Coaching, hoursAgo: number): Promise<string> {
  return insertPairSession(server, c, new Date(Date.now() - hoursAgo * HOUR), {
    relationshipId: c.relationshipId,
    duration: 30,
    status: 'CONFIRMED',
    title: 'Coaching Session',
  });
}

/** Makes the coach one a client can ask from the directory. */
async function listInDirectory(coachId: string) {
  await insertCoachProfile(server.ctx.db, {
    ...{
      userId: coachId,
      jobTitle: null,
      organization: null,
      coachingExperience: null,
      specializations: ['life'],
      headline: 'Helps',
      aboutMe: null,
    },
    ...{ coachingStyle: null, philosophy: null, industryExperience: null, hourlyRate: 100, availability: null, subscriptionTier: 'basic' },
  });
  await server.ctx.db
    .updateTable('coachProfiles')
    .set({ acceptingClients: true, clientCapacity: 20 })
    .where('userId', '=', coachId)
    .execute();
}

describe("'analytics:updated'", () => {
  it("follows a directory request the coach accepts, and then the new client's messages", async () => {
    const c = await buildCoaching(server, { coach: await buildUser(server, { role: ROLE.COACH, onboarded: true }) });
    await listInDirectory(c.coach.user.id);
    const asker = await signUpThroughIntake(server, { supportAreas: ['goal-setting'] });
    // The client talked to the AI coach first: their room had no human coach then.
    await sendMessage(server, asker.token, asker.coachingRoom.id, 'Hello AI coach');
    const asked = await call(server, 'POST', '/api/coach-requests', {
      token: asker.token,
      payload: { coachId: c.coach.user.id, message: 'Would you coach me?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const socket = await sockets.connect(c.coach.token);

    const accepted = analyticsPush(socket);
    const res = await call(server, 'POST', `/api/coach-requests/${asked.json().data.id}/accept`, { token: c.coach.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accepted).toMatchObject({ totalActiveClients: 2 });

    const unread = analyticsPush(socket);
    await sendMessage(server, asker.token, asker.coachingRoom.id, 'Thanks for taking me on');
    expect(await unread).toMatchObject({ unreadChats: 1 });
  });

  it('follows a session marked completed, then its rating', async () => {
    const c = await buildCoaching(server);
    const socket = await sockets.connect(c.coach.token);
    const id = await sessionInThePast(c, 2);

    const completed = analyticsPush(socket);
    const res = await call(server, 'PUT', `/api/sessions/${id}/status`, { token: c.coach.token, payload: { status: 'COMPLETED' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await completed).toMatchObject({ totalActiveClients: 1, sessionCompletionRate: 100, recentFeedbackScore: null });

    const rated = analyticsPush(socket);
    const feedback = await call(server, 'POST', `/api/sessions/${id}/feedback`, { token: c.client.token, payload: { rating: 4 } });
    expect(feedback.statusCode, feedback.body).toBeLessThan(300);
    expect(await rated).toMatchObject({ recentFeedbackScore: 4, sessionCompletionRate: 100 });
  });

  it("follows a client's message and the coach's read of it, to that coach alone", async () => {
    const c = await buildCoaching(server);
    const other = await buildCoaching(server);
    const socket = await sockets.connect(c.coach.token);
    const otherSocket = await sockets.connect(other.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const elsewhere = [...pushesOf(otherSocket), ...pushesOf(clientSocket)];

    const unread = analyticsPush(socket);
    const message = await sendMessage(server, c.client.token, c.roomId, 'Can we move Thursday?');
    expect(await unread).toMatchObject({ unreadChats: 1 });

    const read = analyticsPush(socket);
    const res = await call(server, 'POST', `/api/chat/rooms/${c.roomId}/mark-read`, {
      token: c.coach.token,
      payload: { messageId: message.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read).toMatchObject({ unreadChats: 0 });
    expect(elsewhere).toEqual([]);
  });

  it('is debounced: a burst of three messages is one push', async () => {
    const c = await buildCoaching(server);
    const socket = await sockets.connect(c.coach.token);
    const seen = pushesOf(socket);
    for (const text of ['one', 'two', 'three']) await sendMessage(server, c.client.token, c.roomId, text);
    await expect.poll(() => seen.length, { timeout: PUSH_WITHIN_MS }).toBe(1);
    // Nothing more once the burst's push went out.
    await settle(ANALYTICS_DEBOUNCE_MS + 500);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ unreadChats: 1, totalActiveClients: 1 });
  });

  it("does not follow the client's own read", async () => {
    const c = await buildCoaching(server);
    const coachMessage = await sendMessage(server, c.coach.token, c.roomId, 'How was the week?');
    const socket = await sockets.connect(c.coach.token);
    // The coach's own message is pushed first; then the client reads it.
    await settle(ANALYTICS_DEBOUNCE_MS + 500);
    const seen = pushesOf(socket);
    const res = await call(server, 'POST', `/api/chat/rooms/${c.roomId}/mark-read`, {
      token: c.client.token,
      payload: { messageId: coachMessage.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle(ANALYTICS_DEBOUNCE_MS + 500);
    expect(seen).toEqual([]);
  });
});
