import { describe, expect, it } from 'vitest';
import { seedDemoScheduling } from '@coach/db';
import type { TNotesResult } from '@coach/contract';
// Not exported by @coach/db: the demo seed (seed.ts) is its one caller.
import { seedDemoNotes } from '../../../db/src/seed-notes.ts';
import { call, serverForFile } from '../helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile();

async function notebook(token: string, query: string): Promise<TNotesResult> {
  const res = await call(server, 'GET', `/api/notes?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TNotesResult;
}

describe('the demo notes seed', () => {
  it("fills the coach's notebook on the client with general and session notes, once", async () => {
    const c = await buildCoaching(server, { coachZone: 'America/New_York' });
    const now = new Date();
    await seedDemoScheduling(server.ctx.db, c.coach.user.id, c.client.user.id, c.relationshipId, now);
    await seedDemoNotes(server.ctx.db, c.coach.user.id, c.client.user.id, now);
    // A second run (a restart over the same data) adds nothing.
    await seedDemoNotes(server.ctx.db, c.coach.user.id, c.client.user.id, now);
    const client = `coacheeId=${c.client.user.id}&pageSize=100`;

    const all = await notebook(c.coach.token, client);
    // Three general notes of the coach's and one of the client's; three session notes and a summary,
    // beside the video session's manual note, transcript and summary (seed-video.ts).
    expect(all.counts).toEqual({ all: 11, session: 7, general: 4 });
    const types = all.notes.map((n) => n.noteType);
    expect(types.filter((t) => t === 'GENERAL_COACH')).toHaveLength(3);
    expect(types.filter((t) => t === 'GENERAL_COACHEE')).toHaveLength(1);
    expect(types.filter((t) => t === 'SESSION_COACH_MANUAL')).toHaveLength(4);
    expect(types.filter((t) => t === 'SESSION_TRANSCRIPT_SUMMARY')).toHaveLength(2);
    expect(all.notes.every((n) => Date.parse(n.createdAt) < now.getTime() && n.coacheeId === c.client.user.id)).toBe(true);
    expect(all.lastUpdatedAt).toBe(all.notes[0]!.updatedAt);

    // Each session note sits on a different completed session, in the past.
    const onSessions = all.notes.filter((n) => n.sessionId && n.noteType === 'SESSION_COACH_MANUAL');
    expect(new Set(onSessions.map((n) => n.sessionId)).size).toBe(4);
    const completed = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('clientId', '=', c.client.user.id)
      .where('status', '=', 'COMPLETED')
      .execute();
    expect(onSessions.every((n) => completed.some((s) => s.id === n.sessionId))).toBe(true);

    // Searchable as the notebook searches it.
    expect((await notebook(c.coach.token, `${client}&q=priya`)).total).toBeGreaterThanOrEqual(3);

    // The client reads what was shared with them and their own note.
    const theirs = await notebook(c.client.token, client);
    expect(theirs.notes.map((n) => n.title).sort()).toEqual(['Check-in: one message sent', 'For our next session', 'Morning walk']);
  });
});
