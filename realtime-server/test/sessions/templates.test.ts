import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  ONBOARDING_ERR,
  SERIES_CHANGED_REASON,
  SERIES_ENDED_REASON,
  SESSION_ERR,
  TEMPLATE_MATERIALIZE_DAYS,
  type TTemplateResult,
} from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { extendTemplates } from '../../src/modules/sessions/templates/service.ts';
import { call, serverForFile } from '../helpers.ts';
import { createSession, expectError } from './sessions-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' }, { clock });
const DAY_MS = 86_400_000;

const tomorrow = () => DateTime.fromJSDate(clock.now(), { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
const post = (c: Coaching, payload: Record<string, unknown>) =>
  call(server, 'POST', '/api/sessions/templates', {
    token: c.coach.token,
    payload: { clientId: c.client.user.id, startTime: '10:00', startDate: tomorrow(), ...payload },
  });
async function created(c: Coaching, payload: Record<string, unknown>): Promise<TTemplateResult> {
  const res = await post(c, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TTemplateResult;
}
const sessionsOf = (templateId: string) =>
  server.ctx.db
    .selectFrom('sessions')
    .select(['id', 'status', 'scheduledAt', 'source', 'cancelReason', 'title'])
    .where('templateId', '=', templateId)
    .orderBy('scheduledAt')
    .execute();

describe('POST /api/sessions/templates', () => {
  it('creates a counted weekly series in the coach zone, confirmed, the wall-clock time kept across DST', async () => {
    const c = await buildCoaching(server, { coachZone: 'America/New_York' });
    // Tuesdays from 2027-03-02: the clocks change on 2027-03-14.
    const out = await created(c, {
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      startDate: '2027-03-02',
      count: 3,
      duration: 45,
      title: 'Weekly check-in',
    });
    expect(out.template).toMatchObject({
      rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
      count: 3,
      timeZone: 'America/New_York',
      startDate: '2027-03-02',
      isActive: true,
      duration: 45,
    });
    expect(out.sessions.map((s) => s.scheduledAt)).toEqual([
      '2027-03-02T15:00:00.000Z',
      '2027-03-09T15:00:00.000Z',
      '2027-03-16T14:00:00.000Z',
    ]);
    expect(
      out.sessions.every(
        (s) => s.status === 'CONFIRMED' && s.templateId === out.template.id && s.title === 'Weekly check-in' && s.duration === 45,
      ),
    ).toBe(true);
    expect((await sessionsOf(out.template.id)).map((s) => s.source)).toEqual(['template', 'template', 'template']);
  });

  it('reads the rule whole: its COUNT makes exactly that many, the first included, whatever the end date; its UNTIL ends it', async () => {
    const c = await buildCoaching(server);
    // 2027-05-04 is a Tuesday; without COUNT the end date would allow 9 Tuesdays.
    const counted = await created(c, { rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3', startDate: '2027-05-04', endDate: '2027-06-29' });
    expect(counted.sessions.map((s) => s.scheduledAt.slice(0, 10))).toEqual(['2027-05-04', '2027-05-11', '2027-05-18']);
    expect(counted.template).toMatchObject({ count: 3, endDate: null, rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU' });
    // Weekly on the start's weekday, until three weeks on (within the days a series is made ahead).
    const start = DateTime.fromISO(tomorrow(), { zone: 'UTC' });
    const weeks = [0, 1, 2, 3].map((w) => start.plus({ weeks: w }).toISODate());
    const until = await created(c, {
      rrule: `RRULE:FREQ=WEEKLY;UNTIL=${start.plus({ weeks: 3 }).toFormat('yyyyMMdd')}T235959Z`,
      startDate: start.toISODate(),
    });
    expect(until.sessions.map((s) => s.scheduledAt.slice(0, 10))).toEqual(weeks);
    expect(until.template).toMatchObject({ count: null, endDate: weeks[3] });
    for (const rrule of [
      'FREQ=WEEKLY;BYDAY=TU;COUNT=0',
      'FREQ=WEEKLY;BYDAY=TU;COUNT=101',
      'FREQ=WEEKLY;BYDAY=TU;COUNT=2;UNTIL=20270722T000000Z',
    ]) {
      expectError(await post(c, { rrule, startDate: '2027-05-04' }), 400, SESSION_ERR.RRULE_INVALID);
    }
  });

  it('skips the occurrences that would overlap a live session and answers only those it made', async () => {
    const c = await buildCoaching(server);
    const start = tomorrow();
    const clash = await createSession(server, c.coach.token, {
      clientId: c.client.user.id,
      scheduledAt: `${DateTime.fromISO(start).plus({ weeks: 1 }).toISODate()}T10:30:00.000Z`,
    });
    const out = await created(c, { rrule: 'FREQ=WEEKLY;INTERVAL=1', startDate: start, count: 3 });
    expect(out.sessions.map((s) => s.scheduledAt.slice(0, 10))).toEqual([start, DateTime.fromISO(start).plus({ weeks: 2 }).toISODate()]);
    expect(out.sessions.map((s) => s.id)).not.toContain(clash.id);
  });

  it('ends on a date; falls back to weekly on Tuesday for other units; every second week on two days', async () => {
    const c = await buildCoaching(server);
    const byDate = await created(c, { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', startDate: '2027-01-04', endDate: '2027-01-13' });
    expect(byDate.sessions.map((s) => s.scheduledAt.slice(0, 10))).toEqual(['2027-01-04', '2027-01-06', '2027-01-11', '2027-01-13']);
    const monthly = await created(c, { rrule: 'FREQ=MONTHLY;INTERVAL=1', startDate: '2027-02-01', count: 2, startTime: '15:00' });
    expect(monthly.template.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU');
    expect(monthly.sessions.map((s) => s.scheduledAt)).toEqual(['2027-02-02T15:00:00.000Z', '2027-02-09T15:00:00.000Z']);
    const fortnightly = await created(c, {
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH,FR',
      startDate: '2027-04-01',
      count: 4,
      startTime: '08:00',
    });
    expect(fortnightly.sessions.map((s) => s.scheduledAt.slice(0, 10))).toEqual(['2027-04-01', '2027-04-02', '2027-04-15', '2027-04-16']);
  });

  it(`materialises a never-ending series ${TEMPLATE_MATERIALIZE_DAYS} days ahead; the job extends it as time passes, once`, async () => {
    const c = await buildCoaching(server);
    const out = await created(c, { rrule: 'FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA', startTime: '06:00' });
    const horizon = clock.now().getTime() + TEMPLATE_MATERIALIZE_DAYS * DAY_MS;
    expect(out.sessions.length).toBeGreaterThanOrEqual(TEMPLATE_MATERIALIZE_DAYS - 1);
    expect(out.sessions.every((s) => Date.parse(s.scheduledAt) < horizon)).toBe(true);
    expect(await extendTemplates(server.ctx)).toBe(0);
    clock.advance(10 * DAY_MS);
    await extendTemplates(server.ctx);
    const after = await sessionsOf(out.template.id);
    expect(after.length).toBeGreaterThanOrEqual(out.sessions.length + 9);
    expect(new Set(after.map((s) => s.scheduledAt.getTime())).size).toBe(after.length);
    const last = after.at(-1)!.scheduledAt.getTime();
    expect(last).toBeLessThan(clock.now().getTime() + TEMPLATE_MATERIALIZE_DAYS * DAY_MS);
    expect(last).toBeGreaterThan(clock.now().getTime() + (TEMPLATE_MATERIALIZE_DAYS - 2) * DAY_MS);
    await extendTemplates(server.ctx);
    expect(await sessionsOf(out.template.id)).toHaveLength(after.length);
  });

  it('refuses a bad rule or dates (400), a client who is not theirs (404), a non-coach (403)', async () => {
    const c = await buildCoaching(server);
    expectError(await post(c, { rrule: 'FREQ=WEEKLY;INTERVAL=100' }), 400, SESSION_ERR.RRULE_INVALID);
    expectError(await post(c, { rrule: 'nonsense' }), 400, SESSION_ERR.RRULE_INVALID);
    expectError(await post(c, { rrule: 'FREQ=WEEKLY', startDate: '2027-02-30' }), 400, SESSION_ERR.RANGE_INVALID);
    expectError(await post(c, { rrule: 'FREQ=WEEKLY', startDate: '2027-03-10', endDate: '2027-03-01' }), 400, SESSION_ERR.RANGE_ORDER);
    expect((await post(c, { rrule: 'FREQ=WEEKLY', count: 101 })).statusCode).toBe(400);
    const other = await buildCoaching(server);
    expectError(await post(c, { rrule: 'FREQ=WEEKLY', clientId: other.client.user.id }), 404, SESSION_ERR.NOT_YOUR_CLIENT);
    const res = await call(server, 'POST', '/api/sessions/templates', {
      token: c.client.token,
      payload: { clientId: c.client.user.id, rrule: 'FREQ=WEEKLY', startTime: '10:00', startDate: tomorrow() },
    });
    expectError(res, 403, ONBOARDING_ERR.NOT_A_COACH);
  });
});

describe('PUT /api/sessions/templates/{id}', () => {
  it("carries a new title and type to the series' sessions ahead", async () => {
    const c = await buildCoaching(server);
    const out = await created(c, { rrule: 'FREQ=WEEKLY', count: 3 });
    const res = await call(server, 'PUT', `/api/sessions/templates/${out.template.id}`, {
      token: c.coach.token,
      payload: { title: 'Renamed', sessionType: 'phone' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TTemplateResult;
    expect(data.template).toMatchObject({ title: 'Renamed', sessionType: 'phone' });
    expect(data.sessions.map((s) => [s.id, s.title, s.sessionType])).toEqual(out.sessions.map((s) => [s.id, 'Renamed', 'phone']));
  });

  it('retimes: the sessions ahead are cancelled and the series made afresh', async () => {
    const c = await buildCoaching(server);
    const out = await created(c, { rrule: 'FREQ=WEEKLY', count: 2 });
    const res = await call(server, 'PUT', `/api/sessions/templates/${out.template.id}`, {
      token: c.coach.token,
      payload: { startTime: '16:30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TTemplateResult;
    expect(data.sessions.map((s) => s.scheduledAt.slice(11, 16))).toEqual(['16:30', '16:30']);
    const all = await sessionsOf(out.template.id);
    expect(all.filter((s) => s.status === 'CANCELLED').map((s) => [s.id, s.cancelReason])).toEqual(
      out.sessions.map((s) => [s.id, SERIES_CHANGED_REASON]),
    );
  });

  it("is the coach's own (404 for another coach, the client, a stranger)", async () => {
    const c = await buildCoaching(server);
    const out = await created(c, { rrule: 'FREQ=WEEKLY', count: 1 });
    const other = await buildCoaching(server);
    for (const who of [other.coach, c.client, await buildUser(server)]) {
      expectError(
        await call(server, 'PUT', `/api/sessions/templates/${out.template.id}`, { token: who.token, payload: { title: 'x' } }),
        404,
        SESSION_ERR.NOT_FOUND,
      );
      expectError(
        await call(server, 'DELETE', `/api/sessions/templates/${out.template.id}`, { token: who.token }),
        404,
        SESSION_ERR.NOT_FOUND,
      );
    }
  });
});

describe('DELETE /api/sessions/templates/{id}', () => {
  it('ends the series: its sessions ahead are cancelled with the reason, past ones stay, the series is gone', async () => {
    const c = await buildCoaching(server);
    const out = await created(c, { rrule: 'FREQ=WEEKLY', count: 3 });
    const [first] = out.sessions;
    await server.ctx.db.updateTable('sessions').set({ status: 'COMPLETED' }).where('id', '=', first!.id).execute();
    const res = await call(server, 'DELETE', `/api/sessions/templates/${out.template.id}`, { token: c.coach.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await sessionsOf(out.template.id)).map((s) => [s.status, s.cancelReason])).toEqual([
      ['COMPLETED', null],
      ['CANCELLED', SERIES_ENDED_REASON],
      ['CANCELLED', SERIES_ENDED_REASON],
    ]);
    expectError(
      await call(server, 'DELETE', `/api/sessions/templates/${out.template.id}`, { token: c.coach.token }),
      404,
      SESSION_ERR.NOT_FOUND,
    );
  });
});
