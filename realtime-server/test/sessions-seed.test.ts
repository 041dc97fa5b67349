import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { seedDemoScheduling } from '@coach/db';
import type { TAvailabilityList, TSession, TSessionTable } from '@coach/contract';
import { call, serverForFile } from './helpers.ts';
import { buildCoaching } from './sessions-helpers.ts';

const server = serverForFile();
const ZONE = 'America/New_York';

async function data<T>(token: string, url: string): Promise<T> {
  const res = await call(server, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('the demo scheduling seed', () => {
  it('gives the demo coach business hours, history with notes, a no-show and sessions ahead, one later today', async () => {
    const c = await buildCoaching(server, { coachZone: ZONE });
    const now = new Date();
    await seedDemoScheduling(server.ctx.db, c.coach.user.id, c.client.user.id, c.relationshipId, now);
    const coachId = c.coach.user.id;

    const availability = await data<TAvailabilityList>(c.coach.token, '/api/coaches/me/availability');
    expect(availability.availability.map((p) => [p.rrule, p.startTime, p.endTime])).toEqual([['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '09:00', '17:00']]);

    const table = await data<TSessionTable>(c.coach.token, `/api/sessions/coach/${coachId}/table?status=all&pageSize=50`);
    expect(table.counts).toEqual({ total: 8, upcoming: 4, completed: 3, cancelled: 0 });
    const completed = table.sessions.filter((s) => s.status === 'COMPLETED');
    expect(completed.every((s) => s.coachNotes && s.sharedNotes && Date.parse(s.scheduledAt) < now.getTime())).toBe(true);
    // Local times in the coach's zone, whatever the offset that day.
    expect(completed.map((s) => DateTime.fromISO(s.scheduledAt, { zone: ZONE }).toFormat('HH:mm'))).toEqual(['10:00', '10:00', '15:00']);
    expect(table.sessions.filter((s) => s.status === 'NO_SHOW')).toHaveLength(1);
    expect(table.sessions.filter((s) => s.status === 'SCHEDULED').map((s) => s.client.id)).toEqual([c.client.user.id]);

    const next = await data<{ session: TSession }>(c.coach.token, `/api/sessions/coach/${coachId}/next`);
    expect(Date.parse(next.session.scheduledAt) - now.getTime()).toBeGreaterThan(2 * 3_600_000);
    expect(Date.parse(next.session.scheduledAt) - now.getTime()).toBeLessThanOrEqual(3 * 3_600_000);
    // The live ones each keep a day of their own.
    const liveDays = table.sessions.filter((s) => ['SCHEDULED', 'CONFIRMED'].includes(s.status)).map((s) => s.scheduledAt.slice(0, 10));
    expect(new Set(liveDays).size).toBe(liveDays.length);
  });
});
