import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { DAY_MS, ROLE, type SessionStatus, type TSessionSummary, type TSessionSummaryPush } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import type { BriefInput } from '../../src/modules/session-brief/brief-input.ts';
import { BRIEF_GENERATE_JOB, generateSessionSummary, type BriefJobPayload } from '../../src/modules/session-brief/service.ts';
import type { AiContext, AiProvider, AiReply } from '../../src/providers/ai/types.ts';
import { JobRunner } from '../../src/providers/jobs/runner.ts';
import { call, privateDatabase, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';
import { insertPairSession, type Coaching } from '../factories/coaching.ts';

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
export const HOUR_MS = 3_600_000;

/**
 * A session-brief test file's server, on a database of the file's own, with a fake AI, a manual
 * clock and a job runner of the file's own, and the tools its tests share. Every runner of brief
 * jobs claims whatever brief job is due in its database: in the run's shared database one file's
 * runner could take another's jobs and run them with its own provider. This file's clock runs
 * decades ahead, so its sessions are the only ones the scan finds in its window.
 */
export function briefTestFile() {
  const ai = new FakeAi();
  const clock = new ManualClock();
  clock.advance(80 * 365 * DAY_MS + Math.floor(Math.random() * 100) * DAY_MS);
  // Filled in before the server starts: hooks run in the order they are made (and after-hooks in reverse).
  const env: Record<string, string> = {};
  let own: Awaited<ReturnType<typeof privateDatabase>> | undefined;
  beforeAll(async () => {
    own = await privateDatabase();
    env.DATABASE_URL = own.url;
  });
  afterAll(() => own?.drop());
  const server = serverForFile(env, { clock, ai });
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
  const jobsOf = async (sessionId: string) =>
    (await server.ctx.db.selectFrom('jobs').select(['payload', 'status']).where('name', '=', BRIEF_GENERATE_JOB).execute()).filter(
      (j) => (j.payload as BriefJobPayload).sessionId === sessionId,
    );
  const rowOf = (sessionId: string) =>
    server.ctx.db.selectFrom('sessionSummaries').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();

  /** The tokens of the pair's client, a stranger and another coach: everyone but the session's coach. */
  async function notItsCoach(c: Coaching): Promise<string[]> {
    const stranger = await buildUser(server);
    const otherCoach = await buildUser(server, { role: ROLE.COACH });
    return [c.client.token, stranger.token, otherCoach.token];
  }

  return { ai, clock, server, sockets, runBriefJobs, sessionIn, getSummary, postSummary, jobsOf, rowOf, notItsCoach };
}

export const dataOf = (res: { json: () => unknown }) => (res.json() as { data: TSessionSummary }).data;

/** Collects the 'session:summary' pushes a socket receives for a session. */
export function pushesOf(socket: TestSocket, sessionId: string): TSessionSummary[] {
  const seen: TSessionSummary[] = [];
  socket.on('session:summary', (p: TSessionSummaryPush) => {
    if (p.sessionId === sessionId) seen.push(p.summary);
  });
  return seen;
}

export async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
