import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { seedDemoScheduling, seedDemoVideoSession } from '@coach/db';
import type { TAvailabilityList, TNotesResult, TSession, TSessionTable } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile();
const ZONE = 'America/New_York';

async function data<T>(token: string, url: string): Promise<T> {
  const res = await call(server, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('the demo scheduling seed', () => {
  it('gives the demo coach business hours, history with notes, a video session, a no-show and sessions ahead, one later today', async () => {
    const c = await buildCoaching(server, { coachZone: ZONE });
    const now = new Date();
    await seedDemoScheduling(server.ctx.db, c.coach.user.id, c.client.user.id, c.relationshipId, now);
    const coachId = c.coach.user.id;

    const availability = await data<TAvailabilityList>(c.coach.token, '/api/coaches/me/availability');
    expect(availability.availability.map((p) => [p.rrule, p.startTime, p.endTime])).toEqual([
      ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '09:00', '17:00'],
    ]);

    const table = await data<TSessionTable>(c.coach.token, `/api/sessions/coach/${coachId}/table?status=all&pageSize=50`);
    expect(table.counts).toEqual({ total: 9, upcoming: 4, completed: 4, cancelled: 0 });
    const completed = table.sessions.filter((s) => s.status === 'COMPLETED');
    expect(completed.every((s) => s.coachNotes && s.sharedNotes && Date.parse(s.scheduledAt) < now.getTime())).toBe(true);
    // Local times in the coach's zone, whatever the offset that day.
    expect(completed.map((s) => DateTime.fromISO(s.scheduledAt, { zone: ZONE }).toFormat('HH:mm'))).toEqual([
      '10:00',
      '10:00',
      '10:00',
      '15:00',
    ]);
    expect(table.sessions.filter((s) => s.status === 'NO_SHOW')).toHaveLength(1);
    expect(table.sessions.filter((s) => s.status === 'SCHEDULED').map((s) => s.client.id)).toEqual([c.client.user.id]);

    const next = await data<{ session: TSession }>(c.coach.token, `/api/sessions/coach/${coachId}/next`);
    expect(Date.parse(next.session.scheduledAt) - now.getTime()).toBeGreaterThan(2 * 3_600_000);
    expect(Date.parse(next.session.scheduledAt) - now.getTime()).toBeLessThanOrEqual(3 * 3_600_000);
    // The live ones each keep a day of their own.
    const liveDays = table.sessions.filter((s) => ['SCHEDULED', 'CONFIRMED'].includes(s.status)).map((s) => s.scheduledAt.slice(0, 10));
    expect(new Set(liveDays).size).toBe(liveDays.length);
  });

  it('leaves a finished video session with its transcript, consents, notes, assist and rating, once', async () => {
    const c = await buildCoaching(server, { coachZone: ZONE });
    const now = new Date();
    await seedDemoScheduling(server.ctx.db, c.coach.user.id, c.client.user.id, c.relationshipId, now);
    // A second run (a restart over the same data) adds nothing.
    await seedDemoVideoSession(server.ctx.db, c.coach.user.id, c.client.user.id, c.relationshipId, now);
    const db = server.ctx.db;

    const table = await data<TSessionTable>(c.coach.token, `/api/sessions/coach/${c.coach.user.id}/table?status=completed&pageSize=50`);
    const video = table.sessions.filter((s) => s.dailyRoomUrl);
    expect(video).toHaveLength(1);
    const session = video[0]!;
    expect(session).toMatchObject({ status: 'COMPLETED', sessionType: 'video', dailyRoomUrl: `/sessions/${session.id}/video` });
    expect(Date.parse(session.scheduledAt)).toBeLessThan(now.getTime());

    const lines = await db.selectFrom('videoTranscriptLines').selectAll().where('sessionId', '=', session.id).orderBy('spokenAt').execute();
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.length).toBeLessThanOrEqual(14);
    expect(new Set(lines.map((l) => l.speakerRole))).toEqual(new Set(['coach', 'coachee']));
    expect(
      lines.every(
        (l) =>
          l.spokenAt > new Date(session.scheduledAt) && l.spokenAt < new Date(Date.parse(session.scheduledAt) + session.duration * 60_000),
      ),
    ).toBe(true);
    const consents = await db.selectFrom('videoConsents').select(['identity', 'kind']).where('sessionId', '=', session.id).execute();
    expect(consents.map((x) => x.identity).sort()).toEqual([c.coach.user.id, c.client.user.id].sort());
    expect(consents.every((x) => x.kind === 'transcription')).toBe(true);
    const suggestions = await db.selectFrom('videoAssistSuggestions').select('type').where('sessionId', '=', session.id).execute();
    expect(suggestions).toHaveLength(2);
    const feedback = await db.selectFrom('sessionFeedback').selectAll().where('sessionId', '=', session.id).execute();
    expect(feedback).toEqual([
      expect.objectContaining({ userId: c.client.user.id, role: 'coachee', rating: 5, comments: expect.any(String) }),
    ]);

    // The coach reads the three notes of the session, private to them; the client reads none of them.
    const notes = await data<TNotesResult>(c.coach.token, `/api/notes?sessionId=${session.id}`);
    expect(notes.notes.map((n) => n.noteType).sort()).toEqual([
      'SESSION_COACH_MANUAL',
      'SESSION_TRANSCRIPT_FULL',
      'SESSION_TRANSCRIPT_SUMMARY',
    ]);
    expect(notes.notes.every((n) => n.isPrivate && n.coacheeId === c.client.user.id)).toBe(true);
    const full = notes.notes.find((n) => n.noteType === 'SESSION_TRANSCRIPT_FULL')!;
    expect(full.content.split('\n')).toHaveLength(lines.length);
    expect(full.content).toMatch(/^\[\d\d:\d\d\] \S.*: \S/);
    const theirs = await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token: c.client.token });
    expect(theirs.statusCode === 404 || (theirs.json() as { data: TNotesResult }).data.notes.length === 0).toBe(true);
  });
});
