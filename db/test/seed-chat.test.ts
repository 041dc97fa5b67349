import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AI_COACH_USER_ID, ZGoal, type TGoal } from '@coach/contract';
// Not exported by @coach/db: the demo seed (seed.ts) is its one caller.
import { DEMO_CHAT, DEMO_GOALS, demoGoalScore, localDay, seedDemoChat } from '../src/seed-chat.ts';
import { scoreGoal } from '../../realtime-server/src/modules/goals/smart.ts';
import { call, serverForFile } from '../../realtime-server/test/helpers.ts';
import { buildCoaching } from '../../realtime-server/test/factories/coaching.ts';

const server = serverForFile();

describe('the demo chat and goals seed', () => {
  it('fills the room with a chat, goals and the counters a real send keeps, once', async () => {
    const c = await buildCoaching(server, { coachZone: 'America/New_York' });
    const now = new Date();
    await seedDemoChat(server.ctx.db, c.coach.user.id, c.client.user.id, c.roomId, now);
    // A second run (a restart over the same data) adds nothing.
    await seedDemoChat(server.ctx.db, c.coach.user.id, c.client.user.id, c.roomId, now);

    const page = await call(server, 'GET', `/api/chat/rooms/${c.roomId}/messages?limit=100`, { token: c.client.token });
    expect(page.statusCode, page.body).toBe(200);
    const messages = page.json().data as { userId: string; content: string; createdAt: string }[];
    expect(page.json().pagination.total).toBe(DEMO_CHAT.length);
    expect(messages).toHaveLength(DEMO_CHAT.length);
    expect(messages[0]!.userId).toBe(AI_COACH_USER_ID);
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t < now.getTime() && t > now.getTime() - 13 * 24 * 3_600_000)).toBe(true);
    const newest = messages.at(-1)!;
    expect(newest.userId).toBe(c.client.user.id);
    // Under a day old: unread for the coach, not yet unanswered on the needs-attention list.
    expect(now.getTime() - Date.parse(newest.createdAt)).toBeLessThan(24 * 3_600_000);

    // The counters equal a recount, as the send and the read keep them.
    const { rows: room } = await sql<{ messageCount: string; n: string; welcomedAt: Date | null }>`
      select message_count, (select count(*) from messages where room_id = r.id) as n, welcomed_at from rooms r where id = ${c.roomId}`.execute(
      server.ctx.db,
    );
    expect(Number(room[0]!.messageCount)).toBe(Number(room[0]!.n));
    expect(room[0]!.welcomedAt).not.toBeNull();
    const members = await server.ctx.db
      .selectFrom('roomMembers')
      .select(['userId', 'unreadCount', 'sentCount'])
      .where('roomId', '=', c.roomId)
      .execute();
    const sentBy = (id: string) => messages.filter((m) => m.userId === id).length;
    expect(members.find((m) => m.userId === c.client.user.id)).toMatchObject({ unreadCount: 0, sentCount: sentBy(c.client.user.id) });
    expect(members.find((m) => m.userId === c.coach.user.id)).toMatchObject({ unreadCount: 1, sentCount: sentBy(c.coach.user.id) });

    const coachRooms = await call(server, 'GET', '/api/rooms', { token: c.coach.token });
    const seen = (coachRooms.json().data as { id: string; unreadCount?: number; lastMessagePreview?: string | null }[]).find(
      (r) => r.id === c.roomId,
    );
    expect(seen?.unreadCount).toBe(1);
    expect(seen?.lastMessagePreview).toContain('meetup mentor');

    // Activity days: the client's messages and goal changes, in their zone; the AI coach's none.
    const activity = await server.ctx.db
      .selectFrom('roomActivity')
      .select(['userId', sql<string>`day::text`.as('day'), 'count'])
      .where('roomId', '=', c.roomId)
      .execute();
    expect(activity.some((a) => a.userId === AI_COACH_USER_ID)).toBe(false);
    const clientDays = activity.filter((a) => a.userId === c.client.user.id).map((a) => a.day);
    // In the client's own zone, as the seed counts them (the profile's, UTC without one).
    const profile = await server.ctx.db
      .selectFrom('userProfiles')
      .select('timeZone')
      .where('userId', '=', c.client.user.id)
      .executeTakeFirst();
    expect(clientDays).toContain(localDay(new Date(now.getTime() - 20 * 3_600_000), profile?.timeZone || 'UTC'));
    expect(clientDays.length).toBeGreaterThanOrEqual(8);

    const dash = await call(server, 'GET', '/api/coaches/me/dashboard', { token: c.coach.token });
    expect(dash.statusCode, dash.body).toBe(200);
    const attention = dash.json().data.attention as { kind: string; clientId: string }[];
    expect(attention.filter((a) => a.clientId === c.client.user.id && a.kind !== 'session_without_goals')).toEqual([]);
  });

  it('stores three goals with the SMART score the scorer gives them, a streak and a completion', async () => {
    const c = await buildCoaching(server);
    const now = new Date();
    await seedDemoChat(server.ctx.db, c.coach.user.id, c.client.user.id, c.roomId, now);
    const res = await call(server, 'GET', `/api/goals?roomId=${c.roomId}`, { token: c.client.token });
    expect(res.statusCode, res.body).toBe(200);
    const goals = (res.json().data as TGoal[]).map((g) => ZGoal.parse(g));
    expect(goals.map((g) => g.title)).toEqual([DEMO_GOALS.energy.title, DEMO_GOALS.walk.title, DEMO_GOALS.outreach.title]);

    for (const g of goals) {
      const expected = scoreGoal(
        {
          title: g.title,
          description: g.description,
          category: g.category,
          dueDate: g.dueDate,
          isRecurring: g.isRecurring,
          pattern: g.recurrencePattern ?? undefined,
          interval: g.recurrenceInterval ?? undefined,
        },
        new Date(g.createdAt),
        'UTC',
      );
      expect(g.smartBreakdown).toEqual(expected);
      expect(g.validationScore).toBe(expected.overall);
    }
    const [energy, walk, outreach] = goals as [TGoal, TGoal, TGoal];
    expect(energy.completedAt).not.toBeNull();
    expect(energy.progress).toBe(100);
    expect(walk).toMatchObject({ isRecurring: true, recurrencePattern: 'weekly', totalCompletions: 7 });
    expect(walk.currentStreak).toBeGreaterThanOrEqual(2);
    expect(outreach).toMatchObject({ progress: 50, completedAt: null });
    expect(outreach.dueDate! > localDay(now, 'UTC')).toBe(true);
    // Each goal is the client's, as the goals service assigns it.
    const assignees = await server.ctx.db
      .selectFrom('goalAssignees')
      .select('userId')
      .where(
        'goalId',
        'in',
        goals.map((g) => g.id),
      )
      .execute();
    expect(assignees.map((a) => a.userId)).toEqual([c.client.user.id, c.client.user.id, c.client.user.id]);
  });

  it('writes the due date into the time-bound feedback as the scorer does', () => {
    expect(demoGoalScore('outreach', '2026-12-01').breakdown.timeBound.feedback).toBe('It has a due date, 1 December 2026.');
  });
});
