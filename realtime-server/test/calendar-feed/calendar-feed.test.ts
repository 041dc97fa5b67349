import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { apart, icsLines, insertSession } from '../session-notify/session-notify-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const PUBLIC_URL = 'https://coach.example.test';
const server = serverForFile({ PUBLIC_URL });

const feedUrl = async (token: string, method: 'GET' | 'POST' = 'GET') => {
  const res = await call(server, method, '/api/account/calendar-feed', { token });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { url: string }).url;
};
/** The path of a feed URL, as app.inject wants it. */
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const events = (ics: string) => {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of icsLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = undefined;
    } else if (current) {
      const i = line.search(/[:;]/);
      current[line.slice(0, i)] = line.slice(line.indexOf(':') + 1);
    }
  }
  return out;
};

describe('GET /api/account/calendar-feed', () => {
  it('makes a secret address on the first call and answers the same one after', async () => {
    const me = await buildUser(server);
    const url = await feedUrl(me.token);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(me.token)).toBe(url);
    const someoneElse = await buildUser(server);
    expect(await feedUrl(someoneElse.token)).not.toBe(url);
  });

  it('answers 401 without a token, for reading and for renewing', async () => {
    expect((await call(server, 'GET', '/api/account/calendar-feed')).statusCode).toBe(401);
    expect((await call(server, 'POST', '/api/account/calendar-feed')).statusCode).toBe(401);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("lists the user's sessions of the last 30 and next 90 days, cancelled ones marked, never the coach's notes", async () => {
    const pair = await buildCoaching(server, apart);
    const now = Date.now();
    const at = (days: number) => new Date(Math.floor((now + days * DAY_MS) / 3_600_000) * 3_600_000);
    const upcoming = await insertSession(server, pair, {
      scheduledAt: at(2),
      status: 'CONFIRMED',
      sessionGoals: 'Plan the quarter',
      coachNotes: 'SECRET-COACH-NOTE',
      icsSequence: 1,
    });
    // Asked for by the client, not yet confirmed by the coach.
    const asked = await insertSession(server, pair, { scheduledAt: at(5), status: 'SCHEDULED' });
    const cancelled = await insertSession(server, pair, {
      scheduledAt: at(3),
      status: 'CANCELLED',
      icsSequence: 2,
      coachNotes: 'SECRET-TOO',
    });
    const recent = await insertSession(server, pair, { scheduledAt: at(-10), status: 'COMPLETED' });
    await insertSession(server, pair, { scheduledAt: at(-40), status: 'COMPLETED' });
    await insertSession(server, pair, { scheduledAt: at(100) });
    const stranger = await buildCoaching(server, apart);
    await insertSession(server, stranger, { scheduledAt: at(2) });

    for (const viewer of [pair.coach, pair.client]) {
      const res = await call(server, 'GET', pathOf(await feedUrl(viewer.token)));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const ics = res.body;
      expect(icsLines(ics)).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'METHOD:PUBLISH', 'END:VCALENDAR']));
      expect(ics).not.toContain('SECRET');
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const list = events(ics);
      const uid = (id: string) => `${id}@coach.example.test`;
      expect(list.map((e) => e.UID)).toEqual([uid(recent.id), uid(upcoming.id), uid(cancelled.id), uid(asked.id)]);
      const [, live, gone, tentative] = list;
      expect(tentative).toMatchObject({ STATUS: 'TENTATIVE' });
      expect(live).toMatchObject({
        STATUS: 'CONFIRMED',
        SEQUENCE: '1',
        DTSTART: upcoming.scheduledAt.replace(/[-:]/g, '').slice(0, 15) + 'Z',
      });
      expect(live!.DESCRIPTION).toContain('Plan the quarter');
      expect(gone).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '2' });
      expect(live!.SUMMARY).toBe(`Coaching session with ${viewer === pair.coach ? 'Cliff' : 'Cora'} User`);
    }
  });

  it('holds its VTIMEZONE when there is no session at all (RFC 5545 wants one component)', async () => {
    const lonely = await buildUser(server);
    const ics = (await call(server, 'GET', pathOf(await feedUrl(lonely.token)))).body;
    expect(ics).not.toContain('BEGIN:VEVENT');
    expect(icsLines(ics)).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:UTC', 'END:VTIMEZONE']));
  });

  it('stops answering the old address once a new one is made', async () => {
    const me = await buildUser(server);
    const old = await feedUrl(me.token);
    expect((await call(server, 'GET', pathOf(old))).statusCode).toBe(200);
    const renewed = await feedUrl(me.token, 'POST');
    expect(renewed).not.toBe(old);
    expect(renewed).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(me.token)).toBe(renewed);
    expect((await call(server, 'GET', pathOf(old))).statusCode).toBe(404);
    const res = await call(server, 'GET', pathOf(renewed));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('METHOD:PUBLISH');
  });

  it('answers 404 for an unknown token, a path without .ics, and a deleted account', async () => {
    const unknown = await call(server, 'GET', '/api/calendar/not-a-real-token.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Calendar feed not found');
    const me = await buildUser(server);
    const url = await feedUrl(me.token);
    expect((await call(server, 'GET', pathOf(url).replace(/\.ics$/, ''))).statusCode).toBe(404);
    await server.ctx.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', me.user.id).execute();
    expect((await call(server, 'GET', pathOf(url))).statusCode).toBe(404);
  });
});
