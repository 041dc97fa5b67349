import { describe, expect, it } from 'vitest';
import { ERR, ONBOARDING_ERR, ZCoachDashboard, type TCoachDashboard } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { DASHBOARD_CACHE_MAX_AGE_MS } from '../../src/modules/workspace/dashboard-cache.ts';
import { call, serverForFile } from '../helpers.ts';
import { sendMessage, settle } from '../chat/chat-helpers.ts';
import { expectError, gridAt } from '../sessions/sessions-helpers.ts';
import { type BuiltUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

// One node without Redis: the only setting where the dashboard's answers are cached.
const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000', REDIS_URL: '' }, { clock });

const DASHBOARD = '/api/coaches/me/dashboard';

async function dashboardOf(coach: BuiltUser): Promise<TCoachDashboard> {
  const res = await call(server, 'GET', DASHBOARD, { token: coach.token });
  expect(res.statusCode, res.body).toBe(200);
  return ZCoachDashboard.parse(res.json().data);
}

/** A row changed behind the services' back: no event, so a cached answer does not see it. */
const renameQuietly = (c: Coaching, firstName: string) =>
  server.ctx.db.updateTable('users').set({ firstName }).where('id', '=', c.client.user.id).execute();

describe('the dashboard cache (one node)', () => {
  it('answers again from memory until something of the coach changes, or the answer is too old', async () => {
    const c = await buildCoaching(server, { clientName: 'Ada' });
    expect((await dashboardOf(c.coach)).clients[0]?.firstName).toBe('Ada');
    await renameQuietly(c, 'Adele');
    expect((await dashboardOf(c.coach)).clients[0]?.firstName).toBe('Ada');

    // The client writes: the coach's answer goes at once (and again as the message's after-effects
    // land: the streak, the room's coach resolved), and the next one reads everything again.
    await sendMessage(server, c.client.token, c.roomId, 'Hello');
    expect((await dashboardOf(c.coach)).clients[0]?.firstName).toBe('Adele');
    await settle();
    const fresh = await dashboardOf(c.coach);
    expect(fresh.clients[0]).toMatchObject({ firstName: 'Adele', unreadCount: 1 });
    expect(fresh.analytics.unreadChats).toBe(1);

    await renameQuietly(c, 'Adaline');
    expect((await dashboardOf(c.coach)).clients[0]?.firstName).toBe('Adele');
    clock.advance(DASHBOARD_CACHE_MAX_AGE_MS);
    expect((await dashboardOf(c.coach)).clients[0]?.firstName).toBe('Adaline');
  });

  it("drops a coach's answer on their read, a session change, and leaves other coaches' alone", async () => {
    const c = await buildCoaching(server, { clientName: 'Ben' });
    const other = await buildCoaching(server, { clientName: 'Otto' });
    const message = await sendMessage(server, c.client.token, c.roomId, 'Are you there?');
    expect((await dashboardOf(c.coach)).analytics.unreadChats).toBe(1);
    expect((await dashboardOf(other.coach)).clients.map((x) => x.firstName)).toEqual(['Otto']);

    await settle();
    const read = await call(server, 'POST', `/api/chat/rooms/${c.roomId}/mark-read`, {
      token: c.coach.token,
      payload: { messageId: message.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await dashboardOf(c.coach)).analytics.unreadChats).toBe(0);

    const booked = await call(server, 'POST', '/api/sessions/one-off', {
      token: c.coach.token,
      payload: { clientId: c.client.user.id, scheduledAt: gridAt(30), duration: 60 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const withSession = await dashboardOf(c.coach);
    expect(withSession.nextSession?.id).toBe(booked.json().data.session.id);
    expect(withSession.clients[0]?.sessionCount).toBe(1);

    // The other coach's answer was kept through all of it.
    await settle();
    await renameQuietly(other, 'Ottilie');
    expect((await dashboardOf(other.coach)).clients[0]?.firstName).toBe('Otto');
  });

  it('never serves a cached answer to a revoked token, a client or a stranger', async () => {
    const c = await buildCoaching(server);
    await dashboardOf(c.coach);
    const changed = await call(server, 'POST', '/api/auth/change-password', {
      token: c.coach.token,
      payload: { currentPassword: c.coach.password, newPassword: 'another-long-password-2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await call(server, 'GET', DASHBOARD, { token: c.coach.token }), 401, ERR.UNAUTHORIZED);
    const renewed = { ...c.coach, token: changed.json().data.token as string };
    expect((await dashboardOf(renewed)).coach.id).toBe(c.coach.user.id);

    expectError(await call(server, 'GET', DASHBOARD, { token: c.client.token }), 403, ONBOARDING_ERR.NOT_A_COACH);
    expect((await call(server, 'GET', DASHBOARD)).statusCode).toBe(401);
  });
});
