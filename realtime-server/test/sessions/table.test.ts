import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { ERR, SESSION_ERR, type TCoachCalendar, type TSession, type TSessionTable } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { coachBooks, createSession, expectError, gridAt, moveSessionTo } from './sessions-helpers.ts';
import { buildUser, setZone } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const get = (token: string, url: string) => call(server, 'GET', url, { token });
async function data<T>(token: string, url: string): Promise<T> {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const put = (token: string, id: string, action: string, payload: unknown) =>
  call(server, 'PUT', `/api/sessions/${id}/${action}`, { token, payload });
const ids = (sessions: TSession[]) => sessions.map((s) => s.id);

/** A coach with two clients and sessions of every status: Ada (3 upcoming, 1 completed), Bo (1 cancelled, 1 no-show). */
async function coachWithHistory() {
  const ada = await buildCoaching(server, { clientName: 'Ada' });
  const bo = await buildCoaching(server, { coach: ada.coach, clientName: 'Bo' });
  await server.ctx.db.updateTable('users').set({ lastName: 'Zeta' }).where('id', '=', ada.client.user.id).execute();
  await server.ctx.db.updateTable('users').set({ lastName: 'Alpha' }).where('id', '=', bo.client.user.id).execute();
  const up1 = await coachBooks(server, ada, 30, { sessionGoals: 'Career CHANGE plan', duration: 90 });
  const up2 = await coachBooks(server, ada, 54, { sessionType: 'phone', duration: 30 });
  const up3 = await coachBooks(server, ada, 78, { sessionGoals: '100%_done' });
  const done = await coachBooks(server, ada, 5);
  await moveSessionTo(server, done.id, new Date(Date.now() - 3 * DAY_MS));
  await put(ada.coach.token, done.id, 'status', { status: 'COMPLETED' });
  const cancelled = await coachBooks(server, bo, 100);
  await put(ada.coach.token, cancelled.id, 'cancel', { reason: 'Family emergency' });
  const noShow = await coachBooks(server, bo, 6);
  await moveSessionTo(server, noShow.id, new Date(Date.now() - 2 * DAY_MS));
  await put(ada.coach.token, noShow.id, 'status', { status: 'NO_SHOW' });
  return { ada, bo, coach: ada.coach, up1, up2, up3, done, cancelled, noShow };
}

/** Another coach, a client of another coach, a client of this coach, someone with no part. */
async function outsiders(c: Coaching) {
  const other = await buildCoaching(server);
  return [other.coach, other.client, c.client, await buildUser(server)];
}

describe('GET /api/sessions/coach/{coachId}/table', () => {
  const table = (token: string, coachId: string, q = '') => data<TSessionTable>(token, `/api/sessions/coach/${coachId}/table${q}`);

  it('shows upcoming sessions by default, oldest first, with the counters over everything', async () => {
    const h = await coachWithHistory();
    const t = await table(h.coach.token, h.coach.user.id);
    expect(ids(t.sessions)).toEqual([h.up1.id, h.up2.id, h.up3.id]);
    expect(t).toMatchObject({ total: 3, page: 1, pageSize: 25, counts: { total: 6, upcoming: 3, completed: 1, cancelled: 1 } });
  });

  it('filters by status', async () => {
    const h = await coachWithHistory();
    const by = async (status: string) => ids((await table(h.coach.token, h.coach.user.id, `?status=${status}`)).sessions);
    expect(await by('completed')).toEqual([h.done.id]);
    expect(await by('cancelled')).toEqual([h.cancelled.id]);
    expect(await by('no-show')).toEqual([h.noShow.id]);
    expect(await by('all')).toEqual([h.done.id, h.noShow.id, h.up1.id, h.up2.id, h.up3.id, h.cancelled.id]);
    expect((await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/table?status=nope`)).statusCode).toBe(400);
  });

  it('searches the coachee name or the session goals, any case, % and _ taken literally', async () => {
    const h = await coachWithHistory();
    const search = async (q: string) =>
      ids((await table(h.coach.token, h.coach.user.id, `?status=all&search=${encodeURIComponent(q)}`)).sessions);
    expect(await search('bo alp')).toEqual([h.noShow.id, h.cancelled.id]);
    expect(await search('career change')).toEqual([h.up1.id]);
    expect(await search('%_')).toEqual([h.up3.id]);
    expect(await search('nobody')).toEqual([]);
  });

  it("limits to From and To, local days of the coach's zone, both included", async () => {
    const h = await coachWithHistory();
    await setZone(server, h.coach.user.id, 'Pacific/Kiritimati');
    const day = (s: TSession) => DateTime.fromISO(s.scheduledAt, { zone: 'Pacific/Kiritimati' }).toISODate()!;
    const t = await table(h.coach.token, h.coach.user.id, `?status=all&from=${day(h.up1)}&to=${day(h.up2)}`);
    expect(ids(t.sessions)).toEqual([h.up1.id, h.up2.id]);
    expect(t.total).toBe(2);
    expect(ids((await table(h.coach.token, h.coach.user.id, `?status=all&from=${day(h.up3)}`)).sessions)).toEqual([
      h.up3.id,
      h.cancelled.id,
    ]);
    expectError(await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/table?from=2027-02-30`), 400, SESSION_ERR.RANGE_INVALID);
  });

  it('sorts on each sortable column both ways, ties broken by time then id', async () => {
    const h = await coachWithHistory();
    const sorted = async (sort: string, order: string) =>
      ids((await table(h.coach.token, h.coach.user.id, `?status=all&sort=${sort}&order=${order}`)).sessions);
    expect(await sorted('scheduledAt', 'desc')).toEqual([h.cancelled.id, h.up3.id, h.up2.id, h.up1.id, h.noShow.id, h.done.id]);
    // 'Ada Zeta' before 'Bo Alpha': by the name as shown.
    expect(await sorted('coachee', 'asc')).toEqual([h.done.id, h.up1.id, h.up2.id, h.up3.id, h.noShow.id, h.cancelled.id]);
    expect(await sorted('duration', 'asc')).toEqual([h.up2.id, h.done.id, h.noShow.id, h.up3.id, h.cancelled.id, h.up1.id]);
    expect((await sorted('type', 'desc'))[0]).toBe(h.cancelled.id);
    expect(await sorted('type', 'asc')).toContain(h.up2.id);
    expect((await sorted('type', 'desc')).indexOf(h.up2.id)).toBe(5);
    expect(await sorted('status', 'asc')).toEqual([h.cancelled.id, h.done.id, h.up1.id, h.up2.id, h.up3.id, h.noShow.id]);
  });

  it('answers a page at a time with the total; only the page sizes 10, 25, 50, 100', async () => {
    const h = await coachWithHistory();
    const all = ids((await table(h.coach.token, h.coach.user.id, '?status=all')).sessions);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/table?status=all&pageSize=10&page=${page}`);
      expect(res.json().data.total).toBe(6);
      pages.push(...ids(res.json().data.sessions));
    }
    expect(pages).toEqual(all);
    expect((await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/table?pageSize=7`)).statusCode).toBe(400);
  });

  it('is the coach alone (404 for anyone else, coachId in the path checked)', async () => {
    const c = await buildCoaching(server);
    await coachBooks(server, c, 30);
    for (const who of await outsiders(c))
      expectError(await get(who.token, `/api/sessions/coach/${c.coach.user.id}/table`), 404, ERR.NOT_FOUND);
  });
});

describe('GET /api/sessions/coach/{coachId}/export', () => {
  it("downloads the filtered rows (all pages) as CSV named after the coach's today, formulas defused", async () => {
    const h = await coachWithHistory();
    await server.ctx.db
      .updateTable('users')
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Smith, Jr' })
      .where('id', '=', h.bo.client.user.id)
      .execute();
    const res = await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/export?status=no-show&page=2&pageSize=10`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sessions-${DateTime.utc().toISODate()}.csv"`);
    const { scheduledAt } = await server.ctx.db
      .selectFrom('sessions')
      .select('scheduledAt')
      .where('id', '=', h.noShow.id)
      .executeTakeFirstOrThrow();
    const at = DateTime.fromJSDate(scheduledAt, { zone: 'UTC' }).toISO({ suppressMilliseconds: true });
    expect(res.body).toBe(
      'CoacheeName,Email,Datetime,Duration,Type,Status\r\n' +
        `"'=HYPERLINK(""x"") Smith, Jr",${h.bo.client.user.email},${at},60,video,NO_SHOW\r\n`,
    );
    const everything = await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}/export?status=all&search=ada`);
    expect(everything.body.trim().split('\r\n')).toHaveLength(1 + 4);
  });

  it('is the coach alone (404)', async () => {
    const c = await buildCoaching(server);
    for (const who of await outsiders(c))
      expectError(await get(who.token, `/api/sessions/coach/${c.coach.user.id}/export`), 404, ERR.NOT_FOUND);
  });
});

describe('GET /api/sessions/coach/{coachId}', () => {
  it('lists every session starting in the range, local days included', async () => {
    const h = await coachWithHistory();
    const from = DateTime.utc().toISODate();
    const to = DateTime.fromISO(h.up2.scheduledAt, { zone: 'UTC' }).toISODate();
    const list = await data<{ sessions: TSession[] }>(
      h.coach.token,
      `/api/sessions/coach/${h.coach.user.id}?startDate=${from}&endDate=${to}`,
    );
    expect(ids(list.sessions)).toEqual([h.up1.id, h.up2.id]);
    const byInstant = await data<{ sessions: TSession[] }>(
      h.coach.token,
      `/api/sessions/coach/${h.coach.user.id}?startDate=${new Date(Date.now() - 4 * DAY_MS).toISOString()}&endDate=${h.up1.scheduledAt}`,
    );
    expect(ids(byInstant.sessions)).toEqual([h.done.id, h.noShow.id]);
    expectError(await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}?startDate=2026-13-45`), 400, SESSION_ERR.RANGE_INVALID);
    expectError(
      await get(h.coach.token, `/api/sessions/coach/${h.coach.user.id}?startDate=2026-05-02&endDate=2026-05-01`),
      400,
      SESSION_ERR.RANGE_ORDER,
    );
  });

  it('answers the calendar view: no cancelled or no-show sessions, the free slots ahead, the templates, the zone', async () => {
    const h = await coachWithHistory();
    await server.ctx.db
      .insertInto('availabilityPatterns')
      .values({
        coachId: h.coach.user.id,
        type: 'RECURRING',
        rrule: 'FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA',
        startTime: '00:00',
        endTime: '23:30',
      })
      .execute();
    const cal = await data<TCoachCalendar>(h.coach.token, `/api/sessions/coach/${h.coach.user.id}?view=calendar`);
    expect(ids(cal.calendarView.actualSessions)).toEqual([h.done.id, h.up1.id, h.up2.id, h.up3.id]);
    expect(cal.timezone).toBe('UTC');
    expect(cal.templates).toEqual([]);
    const slots = cal.calendarView.availableSlots;
    expect(slots.length).toBeGreaterThan(100);
    expect(slots.every((s) => Date.parse(s.scheduledAt) >= Date.now() - 60_000)).toBe(true);
    // A booked time is no free slot; the notice does not apply to the coach's own calendar.
    expect(slots.some((s) => s.scheduledAt === h.up1.scheduledAt)).toBe(false);
    expect(slots.some((s) => Date.parse(s.scheduledAt) < Date.now() + 2 * HOUR_MS)).toBe(true);
  });

  it('is the coach alone (404)', async () => {
    const c = await buildCoaching(server);
    for (const who of await outsiders(c)) {
      for (const path of ['', '?view=calendar', '/today', '/next'])
        expectError(await get(who.token, `/api/sessions/coach/${c.coach.user.id}${path}`), 404, ERR.NOT_FOUND);
    }
  });
});

describe('GET /api/sessions/coach/{coachId}/today and /next', () => {
  it("answers the coach's local today and the next live session not yet over", async () => {
    const c = await buildCoaching(server, { coachZone: 'Asia/Kolkata' });
    const zone = 'Asia/Kolkata';
    const now = DateTime.now().setZone(zone);
    const endOfDay = now.endOf('day');
    expect((await data<{ session: TSession | null }>(c.coach.token, `/api/sessions/coach/${c.coach.user.id}/next`)).session).toBeNull();
    // One that started 20 minutes ago (still running), and a cancelled one earlier.
    const running = await coachBooks(server, c, 30);
    await moveSessionTo(server, running.id, new Date(Date.now() - 20 * 60_000));
    const cancelled = await coachBooks(server, c, 40);
    await put(c.coach.token, cancelled.id, 'cancel', { reason: 'Other' });
    await moveSessionTo(server, cancelled.id, new Date(Date.now() - 2 * HOUR_MS));
    const tomorrow = await createSession(server, c.coach.token, {
      clientId: c.client.user.id,
      scheduledAt: endOfDay.plus({ hours: 10 }).startOf('hour').toUTC().toISO(),
    });
    const today = await data<{ sessions: TSession[] }>(c.coach.token, `/api/sessions/coach/${c.coach.user.id}/today`);
    const startOfDay = now.startOf('day').toMillis();
    // Cancelled ones show too (the table marks them); either may fall on yesterday near local midnight.
    const expected = [
      [cancelled.id, Date.now() - 2 * HOUR_MS],
      [running.id, Date.now() - 20 * 60_000],
    ]
      .filter(([, at]) => (at as number) >= startOfDay + 60_000)
      .map(([id]) => id);
    for (const id of expected) expect(ids(today.sessions)).toContain(id);
    expect(ids(today.sessions)).not.toContain(tomorrow.id);
    expect((await data<{ session: TSession | null }>(c.coach.token, `/api/sessions/coach/${c.coach.user.id}/next`)).session?.id).toBe(
      running.id,
    );
    await put(c.coach.token, running.id, 'status', { status: 'COMPLETED' });
    expect((await data<{ session: TSession | null }>(c.coach.token, `/api/sessions/coach/${c.coach.user.id}/next`)).session?.id).toBe(
      tomorrow.id,
    );
  });
});

describe('GET /api/sessions/client/{clientId}', () => {
  it('answers the client their sessions of the next 30 days by default, without the coach notes', async () => {
    const c = await buildCoaching(server);
    const soon = await coachBooks(server, c, 30);
    await put(c.coach.token, soon.id, 'notes', { coachNotes: 'private' });
    await coachBooks(server, c, 31 * 24);
    const past = await coachBooks(server, c, 3);
    await moveSessionTo(server, past.id, new Date(Date.now() - DAY_MS));
    const list = await data<{ sessions: TSession[] }>(c.client.token, `/api/sessions/client/${c.client.user.id}`);
    expect(ids(list.sessions)).toEqual([soon.id]);
    expect(list.sessions[0]!.coachNotes).toBeNull();
    const ranged = await data<{ sessions: TSession[] }>(
      c.client.token,
      `/api/sessions/client/${c.client.user.id}?startDate=${new Date(Date.now() - 2 * DAY_MS).toISOString()}`,
    );
    expect(ids(ranged.sessions)).toEqual([past.id, soon.id]);
  });

  it('answers their coach only the sessions with that coach, with the notes; 404 for anyone else', async () => {
    const c = await buildCoaching(server);
    const mine = await coachBooks(server, c, 30);
    await put(c.coach.token, mine.id, 'notes', { coachNotes: 'private' });
    // The client's earlier coach still has a session booked with them.
    const former = await buildCoaching(server);
    const theirs = await createSession(server, former.coach.token, { clientId: former.client.user.id, scheduledAt: gridAt(40) });
    await server.ctx.db.updateTable('sessions').set({ clientId: c.client.user.id }).where('id', '=', theirs.id).execute();
    const list = await data<{ sessions: TSession[] }>(c.coach.token, `/api/sessions/client/${c.client.user.id}`);
    expect(ids(list.sessions)).toEqual([mine.id]);
    expect(list.sessions[0]!.coachNotes).toBe('private');
    const own = await data<{ sessions: TSession[] }>(c.client.token, `/api/sessions/client/${c.client.user.id}`);
    expect(ids(own.sessions)).toEqual([mine.id, theirs.id]);
    for (const who of [former.coach, former.client, await buildUser(server)]) {
      expectError(await get(who.token, `/api/sessions/client/${c.client.user.id}`), 404, SESSION_ERR.NOT_YOUR_CLIENT);
    }
  });
});
