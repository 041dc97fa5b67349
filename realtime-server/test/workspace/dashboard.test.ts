import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, ROLE } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { buildUser, setZone } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';
import { DAY, HOUR, MIN, workspaceTools } from './workspace-helpers.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const { insertSessions, getDashboard } = workspaceTools(server);

const backdate = (messageId: string, at: number) =>
  sql`update messages set created_at = ${new Date(at)} where id = ${messageId}`.execute(server.ctx.db);

describe('GET /api/coaches/me/dashboard', () => {
  it('lists the active clients with their room, notes, sessions and unread; upcoming sessions; needs attention', async () => {
    const ada = await buildCoaching(server, { clientName: 'Ada' });
    const coach = ada.coach;
    const ben = await buildCoaching(server, { coach, clientName: 'Ben' });
    const cy = await buildCoaching(server, { coach, clientName: 'Cy' });
    const dee = await buildCoaching(server, { coach, clientName: 'Dee' });
    const db = server.ctx.db;
    const now = Date.now();
    const started = (c: Coaching, at: number) =>
      sql`update coach_clients set started_at = ${new Date(at)} where id = ${c.relationshipId}`.execute(db);
    for (const c of [ben, cy, dee]) await started(c, now - 60 * DAY);
    await started(cy, now - 10 * DAY);

    // Ada writes now; Ben wrote 30 hours ago and only the AI coach answered; Dee's message was answered by the coach.
    await sendMessage(server, ada.client.token, ada.roomId, 'Can we talk about my plan?');
    const benMessage = await sendMessage(server, ben.client.token, ben.roomId, 'Casey, are you there?');
    await backdate(benMessage.id, now - 30 * HOUR);
    await db
      .insertInto('messages')
      .values({ roomId: ben.roomId, userId: AI_COACH_USER_ID, content: 'The AI coach here', createdAt: new Date(now - 29 * HOUR) })
      .execute();
    const deeMessage = await sendMessage(server, dee.client.token, dee.roomId, 'Thanks for today');
    await backdate(deeMessage.id, now - 40 * HOUR);
    const reply = await sendMessage(server, coach.token, dee.roomId, 'You are welcome');
    await backdate(reply.id, now - 39 * HOUR);

    // Ada's notebook: two notes of the coach's, and Ada's own private one, which the coach may not read.
    const long = 'x'.repeat(300);
    await db
      .insertInto('notes')
      .values([
        {
          coachId: coach.user.id,
          coacheeId: ada.client.user.id,
          authorId: coach.user.id,
          noteType: 'GENERAL_COACH',
          title: 'Intro',
          content: 'First talk',
          createdAt: new Date(now - 2 * DAY),
        },
        {
          coachId: coach.user.id,
          coacheeId: ada.client.user.id,
          authorId: coach.user.id,
          noteType: 'GENERAL_COACH',
          title: null,
          content: long,
          createdAt: new Date(now - HOUR),
        },
        {
          coachId: coach.user.id,
          coacheeId: ada.client.user.id,
          authorId: ada.client.user.id,
          noteType: 'GENERAL_COACHEE',
          title: 'Mine',
          content: 'Private',
          isPrivate: true,
        },
      ])
      .execute();
    const today = new Date(now).toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const [overdue] = await db
      .insertInto('goals')
      .values([
        {
          roomId: ada.roomId,
          createdBy: ada.client.user.id,
          title: 'Run 5k',
          dueDate: daysAgo(3),
          validationScore: 0,
          smartBreakdown: '{}',
        },
        {
          roomId: ada.roomId,
          createdBy: ada.client.user.id,
          title: 'Done already',
          dueDate: daysAgo(5),
          completedAt: new Date(),
          validationScore: 0,
          smartBreakdown: '{}',
        },
        {
          roomId: ada.roomId,
          createdBy: ada.client.user.id,
          title: 'Later',
          dueDate: daysAgo(-3),
          validationScore: 0,
          smartBreakdown: '{}',
        },
      ])
      .returning('id')
      .execute();
    const [soon, tomorrow, cancelled, far] = await insertSessions(ada, [
      { at: now + 5 * HOUR, status: 'CONFIRMED' },
      { at: now + 26 * HOUR, status: 'SCHEDULED', sessionGoals: 'Plan the month' },
      { at: now + 3 * DAY, status: 'CANCELLED', cancelledAt: now },
      { at: now + 40 * DAY, status: 'SCHEDULED' },
    ]);
    const [running] = await insertSessions(dee, [{ at: now - 10 * MIN, status: 'IN_PROGRESS', duration: 60, sessionGoals: 'Review' }]);

    // Another coach's client with everything that would show: none of it may.
    const zed = await buildCoaching(server, { clientName: 'Zed' });
    await sendMessage(server, zed.client.token, zed.roomId, 'Hello?');
    await insertSessions(zed, [{ at: now + 4 * HOUR, status: 'CONFIRMED' }]);
    await db
      .insertInto('notes')
      .values({
        coachId: zed.coach.user.id,
        coacheeId: zed.client.user.id,
        authorId: zed.coach.user.id,
        noteType: 'GENERAL_COACH',
        content: 'Zed',
      })
      .execute();
    // Zed as a client of our coach too, but the relationship ended.
    await db
      .insertInto('coachClients')
      .values({ coachId: coach.user.id, clientId: zed.client.user.id, status: 'ended', endedAt: new Date() })
      .execute();

    const dashboard = await getDashboard(coach);
    expect(dashboard.coach).toEqual({ id: coach.user.id, firstName: 'Cora' });
    expect(dashboard.clients.map((c) => c.firstName)).toEqual(['Ada', 'Ben', 'Cy', 'Dee']);
    const [adaRow, benRow] = dashboard.clients;
    expect(adaRow).toEqual({
      id: ada.relationshipId,
      clientId: ada.client.user.id,
      roomId: ada.roomId,
      firstName: 'Ada',
      lastName: 'User',
      streak: 1,
      aiInteractionLevel: 'DISABLED',
      notes: { count: 2, latest: { id: expect.any(String), title: null, excerpt: 'x'.repeat(120), updatedAt: expect.any(String) } },
      sessionCount: 3,
      unreadCount: 1,
    });
    expect(benRow).toMatchObject({
      clientId: ben.client.user.id,
      roomId: ben.roomId,
      notes: { count: 0, latest: null },
      sessionCount: 0,
      unreadCount: 1,
    });
    expect(dashboard.clients.find((c) => c.firstName === 'Dee')).toMatchObject({ sessionCount: 1, unreadCount: 1 });

    // Live sessions not yet over within 30 days, the running one first.
    expect(dashboard.upcomingSessions.map((s) => s.id)).toEqual([running, soon, tomorrow]);
    expect(dashboard.upcomingSessions.map((s) => s.id)).not.toContain(cancelled);
    expect(dashboard.upcomingSessions.map((s) => s.id)).not.toContain(far);
    expect(dashboard.nextSession?.id).toBe(running);
    expect(dashboard.upcomingSessions[1]).toMatchObject({
      client: { id: ada.client.user.id, relationshipId: ada.relationshipId },
      coach: { id: coach.user.id },
    });

    expect(dashboard.analytics).toMatchObject({ totalActiveClients: 4, unreadChats: 3 });
    expect(dashboard.attention.map((a) => [a.kind, a.clientName, a.text])).toEqual([
      ['unanswered_message', 'Ben User', 'Message unanswered for 30 hours'],
      ['session_without_goals', 'Ada User', "Session 'Coaching Session' has no goals yet"],
      ['overdue_goal', 'Ada User', "Goal 'Run 5k' was due 3 days ago"],
      ['inactive_client', 'Cy User', 'No activity for 10 days'],
    ]);
    const [unanswered, session, goal, inactive] = dashboard.attention;
    expect(unanswered).toMatchObject({
      clientId: ben.client.user.id,
      roomId: ben.roomId,
      at: new Date(now - 30 * HOUR).toISOString(),
      href: `/coach-dashboard?tab=clients&client=${ben.client.user.id}`,
    });
    expect(session).toMatchObject({ sessionId: soon, href: `/coach/sessions?session=${soon}` });
    expect(goal).toMatchObject({ goalId: overdue!.id, href: `/coach-dashboard?tab=clients&client=${ada.client.user.id}&view=progress` });
    expect(inactive).toMatchObject({ clientId: cy.client.user.id, href: `/coach-dashboard?tab=clients&client=${cy.client.user.id}` });

    // The other coach sees only Zed, and nothing of ours.
    const theirs = await getDashboard(zed.coach);
    expect(theirs.clients.map((c) => c.clientId)).toEqual([zed.client.user.id]);
    expect(theirs.upcomingSessions.every((s) => s.coach.id === zed.coach.user.id)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(ada.client.user.id);
    expect(JSON.stringify(dashboard)).not.toContain(zed.client.user.id);
  });

  it('lists a session still in progress 2 hours after its end, until it is completed', async () => {
    const c = await buildCoaching(server);
    const now = Date.now();
    // Ended 2 hours and a minute ago; another ended an hour ago (not yet); a third completed.
    const [left] = await insertSessions(c, [
      { at: now - 2 * HOUR - 31 * MIN, status: 'IN_PROGRESS', sessionGoals: 'x' },
      { at: now - HOUR - 30 * MIN, status: 'IN_PROGRESS', sessionGoals: 'x' },
      { at: now - 5 * HOUR, status: 'COMPLETED', sessionGoals: 'x' },
    ]);
    const open = (await getDashboard(c.coach)).attention.filter((a) => a.kind === 'session_left_in_progress');
    expect(open).toEqual([
      expect.objectContaining({
        sessionId: left,
        text: "Session 'Coaching Session' is still in progress, 2 hours after its end",
        href: `/coach/sessions?session=${left}`,
      }),
    ]);
    expect(
      (await call(server, 'PUT', `/api/sessions/${left}/status`, { token: c.coach.token, payload: { status: 'COMPLETED' } })).statusCode,
    ).toBe(200);
    expect((await getDashboard(c.coach)).attention.filter((a) => a.kind === 'session_left_in_progress')).toEqual([]);
  });

  it('answers a client whose room is not with this coach without a room', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Rae' });
    await setZone(server, coach.user.id, 'UTC');
    const client = await buildUser(server, { firstName: 'Noor' });
    await server.ctx.db.insertInto('coachClients').values({ coachId: coach.user.id, clientId: client.user.id, endedAt: null }).execute();
    const dashboard = await getDashboard(coach);
    expect(dashboard.clients).toEqual([
      expect.objectContaining({
        clientId: client.user.id,
        roomId: null,
        streak: 0,
        unreadCount: 0,
        aiInteractionLevel: 'DISABLED',
        sessionCount: 0,
      }),
    ]);
    expect(dashboard.attention).toEqual([]);
  });
});
