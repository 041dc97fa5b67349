import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  AVAILABILITY_ERR,
  AVAILABILITY_PRESETS,
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_CANCEL_NOTICE_HOURS,
  DEFAULT_MIN_NOTICE_MINUTES,
  ONBOARDING_ERR,
  ROLE,
  type TAvailabilityList,
  type TAvailabilityPattern,
} from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { buildUser, setZone, type BuiltUser } from '../factories/people.ts';

const server = serverForFile();
const BASE = '/api/coaches/me/availability';

const coach = () => buildUser(server, { role: ROLE.COACH, firstName: 'Cora' });

async function create(who: BuiltUser, payload: Record<string, unknown>): Promise<TAvailabilityPattern> {
  const res = await call(server, 'POST', BASE, { token: who.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.pattern as TAvailabilityPattern;
}

async function list(who: BuiltUser): Promise<TAvailabilityList> {
  const res = await call(server, 'GET', BASE, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TAvailabilityList;
}

const weekly = { type: 'RECURRING', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE', startTime: '09:00', endTime: '17:00', title: 'Mornings' };
const tomorrowIn = (zone: string) => DateTime.now().setZone(zone).plus({ days: 1 }).toISODate()!;

describe('GET /api/coaches/me/availability', () => {
  it("answers the coach's patterns, weekly first, with the coach's time zone", async () => {
    const c = await coach();
    await setZone(server, c.user.id, 'Asia/Kolkata');
    expect(await list(c)).toEqual({ availability: [], timezone: 'Asia/Kolkata' });
    const day = tomorrowIn('Asia/Kolkata');
    const block = await create(c, { type: 'STATIC', specificDate: day, startTime: '14:00', endTime: '15:30' });
    const pattern = await create(c, weekly);
    expect(pattern).toMatchObject({
      type: 'RECURRING',
      rrule: weekly.rrule,
      specificDate: null,
      startTime: '09:00',
      endTime: '17:00',
      title: 'Mornings',
      isActive: true,
    });
    expect(block).toMatchObject({ type: 'STATIC', rrule: null, specificDate: day, startTime: '14:00', endTime: '15:30' });
    expect((await list(c)).availability.map((p) => p.id)).toEqual([pattern.id, block.id]);
  });

  it("answers only the coach's own patterns, in their own zone", async () => {
    const [a, b] = [await coach(), await coach()];
    await setZone(server, b.user.id, 'Europe/London');
    await create(a, weekly);
    expect(await list(b)).toEqual({ availability: [], timezone: 'Europe/London' });
  });
});

describe('POST /api/coaches/me/availability', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a time off the half-hour grid', { ...weekly, startTime: '09:15' }, AVAILABILITY_ERR.TIME_FORMAT],
    ['an end before the start', { ...weekly, startTime: '17:00', endTime: '09:00' }, AVAILABILITY_ERR.END_BEFORE_START],
    ['an empty range', { ...weekly, startTime: '09:00', endTime: '09:00' }, AVAILABILITY_ERR.END_BEFORE_START],
    ['a range crossing midnight', { ...weekly, startTime: '22:00', endTime: '01:00' }, AVAILABILITY_ERR.END_BEFORE_START],
    ['a recurring pattern without its rule', { ...weekly, rrule: undefined }, AVAILABILITY_ERR.RRULE_REQUIRED],
    ['a daily rule', { ...weekly, rrule: 'FREQ=DAILY' }, AVAILABILITY_ERR.RRULE_INVALID],
    ['a weekly rule without weekdays', { ...weekly, rrule: 'FREQ=WEEKLY' }, AVAILABILITY_ERR.RRULE_INVALID],
    ['a rule that does not parse', { ...weekly, rrule: 'every monday' }, AVAILABILITY_ERR.RRULE_INVALID],
    ['a one-time block without its date', { type: 'STATIC', startTime: '09:00', endTime: '10:00' }, AVAILABILITY_ERR.DATE_REQUIRED],
    [
      'a date that does not exist',
      { type: 'STATIC', specificDate: '2027-02-30', startTime: '09:00', endTime: '10:00' },
      AVAILABILITY_ERR.DATE_REQUIRED,
    ],
  ];
  it.each(refusals)('refuses %s with a readable 400', async (_what, payload, text) => {
    const c = await coach();
    const res = await call(server, 'POST', BASE, { token: c.token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(text);
    expect((await list(c)).availability).toEqual([]);
  });

  it("refuses a one-time block on a day already past in the coach's zone", async () => {
    const c = await coach();
    // Kiribati is 14 hours ahead of UTC: its yesterday may still be UTC's today.
    await setZone(server, c.user.id, 'Pacific/Kiritimati');
    const yesterday = DateTime.now().setZone('Pacific/Kiritimati').minus({ days: 1 }).toISODate()!;
    const res = await call(server, 'POST', BASE, {
      token: c.token,
      payload: { type: 'STATIC', specificDate: yesterday, startTime: '09:00', endTime: '10:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(AVAILABILITY_ERR.DATE_IN_PAST);
    const today = DateTime.now().setZone('Pacific/Kiritimati').toISODate()!;
    await create(c, { type: 'STATIC', specificDate: today, startTime: '09:00', endTime: '10:00' });
  });

  it('keeps only the fields of the type (a weekly pattern has no date)', async () => {
    const c = await coach();
    const p = await create(c, { ...weekly, specificDate: tomorrowIn('UTC') });
    expect(p.specificDate).toBeNull();
  });

  it('announces the change', async () => {
    const c = await coach();
    const seen: string[] = [];
    const off = server.ctx.events.on('availability.changed', ({ coachId }) => void seen.push(coachId));
    await create(c, weekly);
    off();
    expect(seen).toEqual([c.user.id]);
  });
});

describe('PUT /api/coaches/me/availability/{id}', () => {
  it('changes the fields given and checks the whole pattern again', async () => {
    const c = await coach();
    const p = await create(c, weekly);
    const res = await call(server, 'PUT', `${BASE}/${p.id}`, {
      token: c.token,
      payload: { endTime: '12:00', rrule: 'FREQ=WEEKLY;BYDAY=FR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pattern).toMatchObject({
      id: p.id,
      startTime: '09:00',
      endTime: '12:00',
      rrule: 'FREQ=WEEKLY;BYDAY=FR',
      title: 'Mornings',
    });
    const bad = await call(server, 'PUT', `${BASE}/${p.id}`, { token: c.token, payload: { startTime: '13:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(AVAILABILITY_ERR.END_BEFORE_START);
    const toStatic = await call(server, 'PUT', `${BASE}/${p.id}`, { token: c.token, payload: { type: 'STATIC' } });
    expect(toStatic.json().error).toBe(AVAILABILITY_ERR.DATE_REQUIRED);
    expect((await list(c)).availability[0]).toMatchObject({ endTime: '12:00', type: 'RECURRING' });
  });

  it("answers 404 for another coach's pattern and for one that does not exist, changing nothing", async () => {
    const [owner, other] = [await coach(), await coach()];
    const p = await create(owner, weekly);
    for (const id of [p.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(server, 'PUT', `${BASE}/${id}`, { token: other.token, payload: { endTime: '10:00' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(AVAILABILITY_ERR.NOT_FOUND);
    }
    expect((await list(owner)).availability[0]?.endTime).toBe('17:00');
  });
});

describe('DELETE /api/coaches/me/availability/{id}', () => {
  it('removes the pattern once; another coach gets 404', async () => {
    const [owner, other] = [await coach(), await coach()];
    const p = await create(owner, weekly);
    expect((await call(server, 'DELETE', `${BASE}/${p.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await list(owner)).availability).toHaveLength(1);
    const res = await call(server, 'DELETE', `${BASE}/${p.id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await call(server, 'DELETE', `${BASE}/${p.id}`, { token: owner.token })).json().error).toBe(AVAILABILITY_ERR.NOT_FOUND);
    expect((await list(owner)).availability).toEqual([]);
  });
});

describe('DELETE /api/coaches/me/availability (Clear All)', () => {
  it("removes all of the coach's patterns and says how many, leaving other coaches' alone", async () => {
    const [a, b] = [await coach(), await coach()];
    await create(a, weekly);
    await create(a, { type: 'STATIC', specificDate: tomorrowIn('UTC'), startTime: '09:00', endTime: '10:00' });
    await create(b, weekly);
    const res = await call(server, 'DELETE', BASE, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: 2 } });
    expect((await list(a)).availability).toEqual([]);
    expect((await list(b)).availability).toHaveLength(1);
    expect((await call(server, 'DELETE', BASE, { token: a.token })).json()).toEqual({ data: { deleted: 0 } });
  });
});

describe('POST /api/coaches/me/availability/presets', () => {
  it.each(Object.entries(AVAILABILITY_PRESETS))('creates the %s preset in one call and answers the full list', async (preset, p) => {
    const c = await coach();
    await setZone(server, c.user.id, 'UTC');
    await create(c, { type: 'STATIC', specificDate: tomorrowIn('UTC'), startTime: '06:00', endTime: '07:00' });
    const res = await call(server, 'POST', `${BASE}/presets`, { token: c.token, payload: { preset } });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as TAvailabilityList;
    expect(data.timezone).toBe('UTC');
    expect(data.availability).toHaveLength(2);
    expect(data.availability[0]).toMatchObject({
      type: 'RECURRING',
      rrule: p.rrule,
      startTime: p.startTime,
      endTime: p.endTime,
      title: p.label,
    });
  });

  it('refuses a preset it does not know', async () => {
    const c = await coach();
    expect((await call(server, 'POST', `${BASE}/presets`, { token: c.token, payload: { preset: 'nights' } })).statusCode).toBe(400);
  });
});

describe('GET/PUT /api/coaches/me/booking-rules', () => {
  it('answers the defaults until the coach sets rules, then keeps what was not given', async () => {
    const c = await coach();
    const url = '/api/coaches/me/booking-rules';
    const defaults = {
      minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
      bufferMinutes: DEFAULT_BUFFER_MINUTES,
      cancelNoticeHours: DEFAULT_CANCEL_NOTICE_HOURS,
    };
    expect(defaults).toEqual({ minNoticeMinutes: 120, bufferMinutes: 0, cancelNoticeHours: 24 });
    expect((await call(server, 'GET', url, { token: c.token })).json()).toEqual({ data: defaults });
    const put = await call(server, 'PUT', url, { token: c.token, payload: { bufferMinutes: 15 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({ ...defaults, bufferMinutes: 15 });
    await call(server, 'PUT', url, { token: c.token, payload: { minNoticeMinutes: 60 } });
    expect((await call(server, 'GET', url, { token: c.token })).json().data).toEqual({
      ...defaults,
      bufferMinutes: 15,
      minNoticeMinutes: 60,
    });
    expect((await call(server, 'PUT', url, { token: c.token, payload: { bufferMinutes: -5 } })).statusCode).toBe(400);
    expect((await call(server, 'PUT', url, { token: c.token, payload: { surprise: 1 } })).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses a client on every availability and rules call, as other coach-only calls do', async () => {
    const owner = await coach();
    const p = await create(owner, weekly);
    const client = await buildUser(server);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, weekly],
      ['PUT', `${BASE}/${p.id}`, { endTime: '10:00' }],
      ['DELETE', `${BASE}/${p.id}`],
      ['DELETE', BASE],
      ['POST', `${BASE}/presets`, { preset: 'business' }],
      ['GET', '/api/coaches/me/booking-rules'],
      ['PUT', '/api/coaches/me/booking-rules', { bufferMinutes: 5 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(server, method, url, { token: client.token, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe(ONBOARDING_ERR.NOT_A_COACH);
      expect((await call(server, method, url, { payload })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await list(owner)).availability).toEqual([p]);
  });
});
