import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS, SESSION_ERR } from '@coach/contract';
import { expectError } from '../sessions/sessions-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';
import { briefTestFile, dataOf, HOUR_MS, pushesOf, until } from './session-brief-helpers.ts';

const { ai, clock, server, sockets, runBriefJobs, sessionIn, getSummary, jobsOf, rowOf, notItsCoach } = briefTestFile();

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
