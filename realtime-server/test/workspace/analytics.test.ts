import { describe, expect, it } from 'vitest';
import { ERR, ONBOARDING_ERR, ROLE, ZAnalyticsSummary } from '@coach/contract';
import { monthSpan, weekSpan } from '../../src/modules/workspace/analytics.ts';
import { call, serverForFile } from '../helpers.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';
import { DASHBOARD, DAY, HOUR, MIN, SUMMARY, workspaceTools, type Seed } from './workspace-helpers.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const { insertSessions, getDashboard } = workspaceTools(server);

const rate = (sessionId: string, rating: number, at: number, identity = `rater-${rating}-${at}`) =>
  server.ctx.db
    .insertInto('sessionFeedback')
    .values({ sessionId, identity, userId: null, role: 'observer', rating, comments: null, createdAt: new Date(at) })
    .execute();

describe('who may call', () => {
  it('answers 401 without a token and 403 to anyone but a coach', async () => {
    for (const url of [SUMMARY, DASHBOARD]) {
      expect((await call(server, 'GET', url)).statusCode).toBe(401);
      expectError(await call(server, 'GET', url, { token: 'not-a-token' }), 401, ERR.UNAUTHORIZED);
      const c = await buildCoaching(server);
      expectError(await call(server, 'GET', url, { token: c.client.token }), 403, ONBOARDING_ERR.NOT_A_COACH);
      const admin = await buildUser(server, { role: ROLE.ADMIN });
      expectError(await call(server, 'GET', url, { token: admin.token }), 403, ONBOARDING_ERR.NOT_A_COACH);
    }
  });

  it('gives a new coach zeros and nulls, and an empty dashboard', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Nova' });
    const res = await call(server, 'GET', SUMMARY, { token: coach.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.analytics).toEqual({
      totalActiveClients: 0,
      unreadChats: 0,
      sessionsThisWeek: 0,
      sessionsThisMonth: 0,
      recentFeedbackScore: null,
      availabilityUtilization: null,
      sessionCompletionRate: null,
    });
    expect(await getDashboard(coach)).toEqual({
      coach: { id: coach.user.id, firstName: 'Nova' },
      clients: [],
      upcomingSessions: [],
      nextSession: null,
      analytics: res.json().data.analytics,
      attention: [],
    });
  });
});

describe('GET /api/coaches/me/analytics/summary', () => {
  it("computes each figure from the coach's own rows, in the coach's zone", async () => {
    const zone = 'Asia/Tokyo';
    const ada = await buildCoaching(server, { coachZone: zone, clientName: 'Ada' });
    const coach = ada.coach;
    const ben = await buildCoaching(server, { coach, clientName: 'Ben' });
    // Not counted: an ended relationship and a deleted account.
    const cal = await buildCoaching(server, { coach, clientName: 'Cal' });
    await server.ctx.db
      .updateTable('coachClients')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', cal.relationshipId)
      .execute();
    const dot = await buildCoaching(server, { coach, clientName: 'Dot' });
    await server.ctx.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', dot.client.user.id).execute();
    // Someone else's coaching never counts.
    const other = await buildCoaching(server, { coachZone: zone, clientName: 'Zed' });

    // One unread room (Ada wrote; Ben did not).
    await sendMessage(server, ada.client.token, ada.roomId, 'Hello coach');
    await sendMessage(server, other.client.token, other.roomId, 'Hello other coach');

    const now = Date.now();
    const week = weekSpan(new Date(now), zone);
    const month = monthSpan(new Date(now), zone);
    const seeds: (Seed & { late?: boolean })[] = [
      { at: week.from + 60 * MIN, status: 'CONFIRMED' },
      { at: week.from + 120 * MIN, status: 'CANCELLED', cancelledAt: week.from - 2 * DAY },
      { at: week.to - 60 * MIN, status: 'SCHEDULED', duration: 60 },
      { at: week.to + 60 * MIN, status: 'SCHEDULED' },
      { at: week.from - 60 * MIN, status: 'CONFIRMED' },
      { at: month.from + 330 * MIN, status: 'COMPLETED' },
      { at: month.to - 150 * MIN, status: 'SCHEDULED' },
      { at: now - 10 * DAY, status: 'COMPLETED' },
      { at: now - 11 * DAY, status: 'COMPLETED' },
      { at: now - 12 * DAY, status: 'NO_SHOW' },
      { at: now - 13 * DAY, status: 'CANCELLED', cancelledAt: now - 13 * DAY - 2 * HOUR, late: true },
      { at: now - 14 * DAY, status: 'CANCELLED', cancelledAt: now - 16 * DAY },
      { at: now - 40 * DAY, status: 'COMPLETED' },
    ];
    const ids = await insertSessions(ada, seeds);
    const [otherSession] = await insertSessions(other, [{ at: now - 10 * DAY, status: 'COMPLETED' }]);
    await rate(ids[7]!, 5, now - DAY);
    await rate(ids[8]!, 4, now - 2 * DAY);
    await rate(ids[12]!, 1, now - 35 * DAY);
    await rate(otherSession!, 1, now - DAY);
    // Three hours of availability on this week's Monday, a block of next week's Monday that does not count.
    const mondayLocal = new Date(week.from + 9 * HOUR).toISOString().slice(0, 10);
    const nextMonday = new Date(week.to + 9 * HOUR).toISOString().slice(0, 10);
    await server.ctx.db
      .insertInto('availabilityPatterns')
      .values([
        { coachId: coach.user.id, type: 'STATIC', specificDate: mondayLocal, startTime: '09:00', endTime: '12:00' },
        { coachId: coach.user.id, type: 'STATIC', specificDate: nextMonday, startTime: '09:00', endTime: '17:00' },
      ])
      .execute();

    const inSpan = (s: Seed, span: { from: number; to: number }) => s.at >= span.from && s.at < span.to;
    const notCancelled = seeds.filter((s) => s.status !== 'CANCELLED');
    const booked = seeds
      .filter((s) => ['SCHEDULED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'].includes(s.status))
      .reduce((sum, s) => sum + Math.max(0, Math.min(s.at + (s.duration ?? 30) * MIN, week.to) - Math.max(s.at, week.from)) / MIN, 0);
    const recent = seeds.filter((s) => s.at >= now - 30 * DAY && s.at <= now);
    const completed = recent.filter((s) => s.status === 'COMPLETED').length;
    const counted = completed + recent.filter((s) => s.status === 'NO_SHOW' || s.late).length;

    const res = await call(server, 'GET', SUMMARY, { token: coach.token });
    expect(res.statusCode, res.body).toBe(200);
    const analytics = ZAnalyticsSummary.parse(res.json().data.analytics);
    expect(analytics).toEqual({
      totalActiveClients: 2,
      unreadChats: 1,
      sessionsThisWeek: notCancelled.filter((s) => inSpan(s, week)).length,
      sessionsThisMonth: notCancelled.filter((s) => inSpan(s, month)).length,
      recentFeedbackScore: 4.5,
      availabilityUtilization: Math.min(100, Math.round((booked / 180) * 100)),
      sessionCompletionRate: Math.round((completed / counted) * 100),
    });
    // The seeds put at least the week's two live sessions in, whatever today is.
    expect(analytics.sessionsThisWeek).toBeGreaterThanOrEqual(2);
    expect(analytics.availabilityUtilization).toBeGreaterThanOrEqual(50);

    // The coach reads Ada's room: no unread chat left. Ben's room never had one.
    const ids2 = await server.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('roomId', '=', ada.roomId)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(
      (await call(server, 'POST', `/api/chat/rooms/${ada.roomId}/mark-read`, { token: coach.token, payload: { messageId: ids2.id } }))
        .statusCode,
    ).toBe(200);
    const after = await call(server, 'GET', SUMMARY, { token: coach.token });
    expect(after.json().data.analytics.unreadChats).toBe(0);
    expect(ben.roomId).not.toBe(ada.roomId);
  });

  it('counts late cancellations with the coach’s own notice', async () => {
    const c = await buildCoaching(server);
    await server.ctx.db.insertInto('bookingRules').values({ coachId: c.coach.user.id, cancelNoticeHours: 72 }).execute();
    const now = Date.now();
    await insertSessions(c, [
      { at: now - 5 * DAY, status: 'COMPLETED' },
      // 48 hours ahead: late under 72 hours' notice (early under the default 24).
      { at: now - 6 * DAY, status: 'CANCELLED', cancelledAt: now - 8 * DAY },
    ]);
    const res = await call(server, 'GET', SUMMARY, { token: c.coach.token });
    expect(res.json().data.analytics.sessionCompletionRate).toBe(50);
    await server.ctx.db.updateTable('bookingRules').set({ cancelNoticeHours: 24 }).where('coachId', '=', c.coach.user.id).execute();
    const again = await call(server, 'GET', SUMMARY, { token: c.coach.token });
    expect(again.json().data.analytics.sessionCompletionRate).toBe(100);
  });
});
