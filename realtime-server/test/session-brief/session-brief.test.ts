import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, ROLE, SESSION_ERR, type SessionStatus, type TSessionSummary, type TSessionSummaryPush } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import type { BriefInput } from '../../src/modules/session-brief/brief-input.ts';
import {
  BRIEF_GENERATE_JOB,
  BRIEF_STUCK_AFTER_MS,
  generateSessionSummary,
  scanUpcomingSessions,
  type BriefJobPayload,
} from '../../src/modules/session-brief/service.ts';
import type { AiContext, AiProvider, AiReply } from '../../src/providers/ai/types.ts';
import { JobRunner } from '../../src/providers/jobs/runner.ts';
import { call, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, insertPairSession, type Coaching } from '../factories/coaching.ts';

/** A provider whose briefs name the session and its goals, remembering each input; `fail` makes it throw. */
class FakeAi implements AiProvider {
  readonly name = 'fake';
  briefs: BriefInput[] = [];
  fail = false;
  reply(_context: AiContext): Promise<AiReply> {
    return Promise.resolve({ content: 'ok' });
  }
  prepareBrief(input: BriefInput): Promise<string> {
    this.briefs.push(input);
    if (this.fail) return Promise.reject(new Error('the model is down'));
    const goals = input.goals.map((g) => `${g.title} ${g.progress}%`).join(', ');
    return Promise.resolve(`Brief for ${input.session.title}: ${goals || 'no goals'}`);
  }
  briefsOf(title: string): BriefInput[] {
    return this.briefs.filter((b) => b.session.title === title);
  }
}

const silent = { info: () => undefined, error: () => undefined };
const ai = new FakeAi();
// Test files share one database and every server can run the brief jobs. This file's clock runs
// decades ahead, so its sessions are the only ones the scan finds in its window and its jobs are
// due only to its own runner below (which runs nothing else).
const clock = new ManualClock();
clock.advance(80 * 365 * DAY_MS + Math.floor(Math.random() * 100) * DAY_MS);
const server = serverForFile({}, { clock, ai });
const sockets = socketsForFile(server);
let runner: JobRunner;

beforeAll(() => {
  runner = new JobRunner(server.ctx.db, clock, silent);
  runner.register<BriefJobPayload>(BRIEF_GENERATE_JOB, (p) => generateSessionSummary(server.ctx, p));
});

async function runBriefJobs(): Promise<void> {
  while ((await runner.runDue(20)) > 0) {
    /* drain */
  }
}

const HOUR_MS = 3_600_000;

/** A session of the pair `hours` from the (far-off) clock's now, with a title of its own. */
async function sessionIn(
  c: Coaching,
  hours: number,
  status: SessionStatus = 'CONFIRMED',
  extra: { coachNotes?: string; sharedNotes?: string } = {},
) {
  const at = new Date(clock.now().getTime() + hours * HOUR_MS);
  const title = `Session ${randomUUID().slice(0, 8)}`;
  const id = await insertPairSession(server, c, at, {
    relationshipId: c.relationshipId,
    duration: 60,
    status,
    title,
    coachNotes: extra.coachNotes ?? null,
    sharedNotes: extra.sharedNotes ?? null,
  });
  return { id, title };
}

const summaryUrl = (id: string) => `/api/sessions/${id}/summary`;
const getSummary = (token: string | undefined, id: string) => call(server, 'GET', summaryUrl(id), token ? { token } : {});
const postSummary = (token: string | undefined, id: string) => call(server, 'POST', summaryUrl(id), token ? { token } : {});
const dataOf = (res: { json: () => unknown }) => (res.json() as { data: TSessionSummary }).data;
const jobsOf = async (sessionId: string) =>
  (await server.ctx.db.selectFrom('jobs').select(['payload', 'status']).where('name', '=', BRIEF_GENERATE_JOB).execute()).filter(
    (j) => (j.payload as BriefJobPayload).sessionId === sessionId,
  );
const rowOf = (sessionId: string) =>
  server.ctx.db.selectFrom('sessionSummaries').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();

/** Collects the 'session:summary' pushes a socket receives for a session. */
function pushesOf(socket: TestSocket, sessionId: string): TSessionSummary[] {
  const seen: TSessionSummary[] = [];
  socket.on('session:summary', (p: TSessionSummaryPush) => {
    if (p.sessionId === sessionId) seen.push(p.summary);
  });
  return seen;
}

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The tokens of the pair's client, a stranger and another coach: everyone but the session's coach. */
async function notItsCoach(c: Coaching): Promise<string[]> {
  const stranger = await buildUser(server);
  const otherCoach = await buildUser(server, { role: ROLE.COACH });
  return [c.client.token, stranger.token, otherCoach.token];
}

describe('GET /api/sessions/:id/summary', () => {
  it('answers 401 without a token and 404 to the client, a stranger, another coach and an unknown id', async () => {
    const c = await buildCoaching(server);
    const { id } = await sessionIn(c, 3);
    expect((await getSummary(undefined, id)).statusCode).toBe(401);
    for (const token of await notItsCoach(c)) expectError(await getSummary(token, id), 404, SESSION_ERR.NOT_FOUND);
    expectError(await getSummary(c.coach.token, randomUUID()), 404, SESSION_ERR.NOT_FOUND);
    // None of them started a generation.
    expect(await rowOf(id)).toBeUndefined();
  });

  it("starts the brief of a session ahead, pushes 'generating' then the brief made from the chat, goals and last session", async () => {
    const c = await buildCoaching(server);
    const db = server.ctx.db;
    const last = await sessionIn(c, -7 * 24, 'COMPLETED', { coachNotes: 'Nervous about interviews.', sharedNotes: 'Apply to three jobs.' });
    await db
      .insertInto('notes')
      .values([
        {
          coachId: c.coach.user.id,
          coacheeId: c.client.user.id,
          sessionId: last.id,
          authorId: c.coach.user.id,
          noteType: 'SESSION_TRANSCRIPT_SUMMARY',
          title: 'Summary',
          content: 'Cleo: "I will apply on Monday."',
          isPrivate: true,
          linkedTimestamp: null,
          createdAt: new Date(clock.now().getTime() - 7 * DAY_MS + HOUR_MS),
        },
        {
          coachId: c.coach.user.id,
          coacheeId: c.client.user.id,
          sessionId: last.id,
          authorId: c.coach.user.id,
          noteType: 'SESSION_COACH_MANUAL',
          title: 'Mine',
          content: 'Try mock interviews.',
          isPrivate: true,
          linkedTimestamp: null,
          createdAt: new Date(clock.now().getTime() - 7 * DAY_MS + 2 * HOUR_MS),
        },
        // The client's own private summary stays theirs.
        {
          coachId: c.coach.user.id,
          coacheeId: c.client.user.id,
          sessionId: last.id,
          authorId: c.client.user.id,
          noteType: 'SESSION_TRANSCRIPT_SUMMARY',
          title: 'Private',
          content: 'Only for Cleo.',
          isPrivate: true,
          linkedTimestamp: null,
        },
      ])
      .execute();
    await db
      .insertInto('goals')
      .values({
        roomId: c.roomId,
        createdBy: c.coach.user.id,
        title: 'Run 5k',
        progress: 40,
        dueDate: '2030-01-01',
        validationScore: 10,
        smartBreakdown: JSON.stringify({}),
      })
      .execute();
    await db
      .insertInto('messages')
      .values([
        {
          roomId: c.roomId,
          userId: c.client.user.id,
          content: 'I missed my run on Monday.',
          createdAt: new Date(clock.now().getTime() - 2 * DAY_MS),
        },
        { roomId: c.roomId, userId: c.coach.user.id, content: 'What got in the way?', createdAt: new Date(clock.now().getTime() - DAY_MS) },
      ])
      .execute();
    const next = await sessionIn(c, 5);

    const socket = await sockets.connect(c.coach.token);
    const pushes = pushesOf(socket, next.id);
    const first = await getSummary(c.coach.token, next.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(dataOf(first)).toEqual({ summary: null, isAI: true, isGenerating: true, generatedAt: null });
    await until(() => pushes.length === 1, "the 'generating' push");
    expect(pushes[0]).toMatchObject({ isGenerating: true, summary: null });

    await runBriefJobs();
    await until(() => pushes.length === 2, 'the brief push');
    const brief = pushes[1]!;
    expect(brief).toEqual({
      summary: 'Brief for ' + next.title + ': Run 5k 40%',
      isAI: true,
      isGenerating: false,
      generatedAt: expect.any(String),
    });
    expect(dataOf(await getSummary(c.coach.token, next.id))).toEqual(brief);

    const [input] = ai.briefsOf(next.title);
    expect(input!.messages.map((m) => [m.from, m.content])).toEqual([
      ['client', 'I missed my run on Monday.'],
      ['coach', 'What got in the way?'],
    ]);
    expect(input!.goals).toEqual([expect.objectContaining({ title: 'Run 5k', progress: 40, dueDate: '2030-01-01', completedAt: null })]);
    expect(input!.lastSession).toMatchObject({
      title: last.title,
      coachNotes: 'Nervous about interviews.',
      sharedNotes: 'Apply to three jobs.',
    });
    expect(input!.lastSession!.notes.map((n) => n.content)).toEqual(['Cleo: "I will apply on Monday."', 'Try mock interviews.']);
    // Asking again reads the stored brief: no second generation.
    await getSummary(c.coach.token, next.id);
    expect(await jobsOf(next.id)).toHaveLength(1);
    expect(ai.briefsOf(next.title)).toHaveLength(1);
  });

  it('starts one generation when asked twice at once', async () => {
    const c = await buildCoaching(server);
    const s = await sessionIn(c, 2);
    const answers = await Promise.all([getSummary(c.coach.token, s.id), getSummary(c.coach.token, s.id), getSummary(c.coach.token, s.id)]);
    for (const res of answers) expect(dataOf(res).isGenerating).toBe(true);
    expect(await jobsOf(s.id)).toHaveLength(1);
    await runBriefJobs();
    expect(ai.briefsOf(s.title)).toHaveLength(1);
  });

  it('has no brief for a past or cancelled session, and starts none', async () => {
    const c = await buildCoaching(server);
    for (const [hours, status] of [
      [-48, 'COMPLETED'],
      [4, 'CANCELLED'],
      [-3, 'NO_SHOW'],
    ] as const) {
      const s = await sessionIn(c, hours, status);
      const res = await getSummary(c.coach.token, s.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(dataOf(res)).toEqual({ summary: null, isAI: false, isGenerating: false, generatedAt: null });
      expect(await rowOf(s.id)).toBeUndefined();
      expect(await jobsOf(s.id)).toHaveLength(0);
    }
  });
});

describe('POST /api/sessions/:id/summary', () => {
  it('answers 401 without a token and 404 to the client, a stranger and another coach', async () => {
    const c = await buildCoaching(server);
    const { id } = await sessionIn(c, 3);
    expect((await postSummary(undefined, id)).statusCode).toBe(401);
    for (const token of await notItsCoach(c)) expectError(await postSummary(token, id), 404, SESSION_ERR.NOT_FOUND);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("regenerates: 202 generating, pushes 'generating' then the new brief", async () => {
    const c = await buildCoaching(server);
    const s = await sessionIn(c, 6);
    await getSummary(c.coach.token, s.id);
    await runBriefJobs();
    const before = dataOf(await getSummary(c.coach.token, s.id));
    expect(before.summary).toBe(`Brief for ${s.title}: no goals`);

    await server.ctx.db
      .insertInto('goals')
      .values({
        roomId: c.roomId,
        createdBy: c.coach.user.id,
        title: 'Sleep by 11',
        progress: 75,
        validationScore: 10,
        smartBreakdown: JSON.stringify({}),
      })
      .execute();
    const socket = await sockets.connect(c.coach.token);
    const pushes = pushesOf(socket, s.id);
    clock.advance(1000);
    const res = await postSummary(c.coach.token, s.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(dataOf(res)).toMatchObject({ isGenerating: true, isAI: true });
    await until(() => pushes.length === 1, "the 'generating' push");
    expect(pushes[0]!.isGenerating).toBe(true);

    await runBriefJobs();
    await until(() => pushes.length === 2, 'the new brief');
    expect(pushes[1]).toMatchObject({ summary: `Brief for ${s.title}: Sleep by 11 75%`, isGenerating: false });
    expect(Date.parse(pushes[1]!.generatedAt!)).toBeGreaterThan(Date.parse(before.generatedAt!));
    expect(ai.briefsOf(s.title)).toHaveLength(2);
  });

  it('starts one generation for concurrent asks, and none while one runs', async () => {
    const c = await buildCoaching(server);
    const s = await sessionIn(c, 6);
    const answers = await Promise.all([
      postSummary(c.coach.token, s.id),
      postSummary(c.coach.token, s.id),
      getSummary(c.coach.token, s.id),
    ]);
    for (const res of answers) expect(dataOf(res).isGenerating).toBe(true);
    expect((await postSummary(c.coach.token, s.id)).statusCode).toBe(202);
    expect(await jobsOf(s.id)).toHaveLength(1);
    await runBriefJobs();
    expect(ai.briefsOf(s.title)).toHaveLength(1);
  });

  it('restarts a generation stuck for minutes; the stuck job then stores nothing', async () => {
    const c = await buildCoaching(server);
    const s = await sessionIn(c, 8);
    await postSummary(c.coach.token, s.id);
    const [stuck] = await jobsOf(s.id);
    clock.advance(BRIEF_STUCK_AFTER_MS + 1000);
    // A GET restarts it as well as a POST would.
    expect(dataOf(await getSummary(c.coach.token, s.id)).isGenerating).toBe(true);
    expect(await jobsOf(s.id)).toHaveLength(2);
    // The old ask's job, run late, is a no-op: only the new one makes a brief.
    await generateSessionSummary(server.ctx, stuck!.payload as BriefJobPayload);
    expect(ai.briefsOf(s.title)).toHaveLength(0);
    await runBriefJobs();
    expect(ai.briefsOf(s.title)).toHaveLength(1);
    expect((await rowOf(s.id))!.status).toBe('ready');
  });
});

describe('the scheduled scan', () => {
  it('makes one brief per session starting within 24 hours, however often and concurrently it runs', async () => {
    const c = await buildCoaching(server);
    const soon = await sessionIn(c, 2);
    const scheduled = await sessionIn(c, 23, 'SCHEDULED');
    const later = await sessionIn(c, 30);
    const cancelled = await sessionIn(c, 3, 'CANCELLED');
    const socket = await sockets.connect(c.coach.token);
    const pushes = pushesOf(socket, soon.id);

    await scanUpcomingSessions(server.ctx);
    await scanUpcomingSessions(server.ctx);
    await Promise.all([scanUpcomingSessions(server.ctx), scanUpcomingSessions(server.ctx), scanUpcomingSessions(server.ctx)]);
    await runBriefJobs();
    await Promise.all([scanUpcomingSessions(server.ctx), scanUpcomingSessions(server.ctx)]);
    await runBriefJobs();

    for (const s of [soon, scheduled]) {
      expect(await jobsOf(s.id)).toHaveLength(1);
      expect(ai.briefsOf(s.title)).toHaveLength(1);
      expect((await rowOf(s.id))!.status).toBe('ready');
    }
    for (const s of [later, cancelled]) {
      expect(await rowOf(s.id)).toBeUndefined();
      expect(ai.briefsOf(s.title)).toHaveLength(0);
    }
    await until(() => pushes.length === 2, 'the pushes of the scanned session');
    expect(pushes.map((p) => p.isGenerating)).toEqual([true, false]);
    expect(pushes[1]!.summary).toBe(`Brief for ${soon.title}: no goals`);
  });

  it('picks up a session once it comes within 24 hours', async () => {
    const c = await buildCoaching(server);
    const s = await sessionIn(c, 25);
    await scanUpcomingSessions(server.ctx);
    expect(await rowOf(s.id)).toBeUndefined();
    clock.advance(2 * HOUR_MS);
    await scanUpcomingSessions(server.ctx);
    expect((await rowOf(s.id))!.status).toBe('generating');
    await runBriefJobs();
    expect(ai.briefsOf(s.title)).toHaveLength(1);
  });
});

describe('a provider that fails', () => {
  it('gives the built-in brief instead', async () => {
    const c = await buildCoaching(server, { clientName: 'Fay' });
    await server.ctx.db
      .insertInto('goals')
      .values({
        roomId: c.roomId,
        createdBy: c.coach.user.id,
        title: 'Walk daily',
        progress: 20,
        validationScore: 10,
        smartBreakdown: JSON.stringify({}),
      })
      .execute();
    const s = await sessionIn(c, 4);
    ai.fail = true;
    try {
      await getSummary(c.coach.token, s.id);
      await runBriefJobs();
    } finally {
      ai.fail = false;
    }
    expect(ai.briefsOf(s.title)).toHaveLength(1);
    const brief = dataOf(await getSummary(c.coach.token, s.id));
    expect(brief).toMatchObject({ isAI: true, isGenerating: false });
    expect(brief.summary).toContain(`Preparation brief: "${s.title}" with Fay User`);
    expect(brief.summary).toContain('- "Walk daily": 20%.');
    expect(brief.summary).toContain('This is your first session with Fay');
    expect(brief.summary).toContain('What is the next small step for "Walk daily" (at 20%)?');
  });
});
