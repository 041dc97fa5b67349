import { describe, expect, it } from 'vitest';
import { SESSION_ERR } from '@coach/contract';
import {
  BRIEF_STUCK_AFTER_MS,
  generateSessionSummary,
  scanUpcomingSessions,
  type BriefJobPayload,
} from '../../src/modules/session-brief/service.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';
import { briefTestFile, dataOf, HOUR_MS, pushesOf, until } from './session-brief-helpers.ts';

const { ai, clock, server, sockets, runBriefJobs, sessionIn, getSummary, postSummary, jobsOf, rowOf, notItsCoach } = briefTestFile();

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
