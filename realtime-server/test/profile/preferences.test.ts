import { describe, expect, it } from 'vitest';
import { DAY_MS, LIFE_SATISFACTION_AREAS, PROFILE_ERR, ROLE, type TCoachingPreferences } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { runAiReply } from '../../src/modules/chat/ai-reply.ts';
import type { AiContext, AiProvider, AiReply } from '../../src/providers/ai/types.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { INTAKE_RATINGS, signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

/** Remembers what the AI coach was told. */
class RecordingAi implements AiProvider {
  readonly name = 'recording';
  calls: AiContext[] = [];
  reply(context: AiContext): Promise<AiReply> {
    this.calls.push(context);
    return Promise.resolve({ content: 'Noted.' });
  }
}

const ai = new RecordingAi();
// Test files share one database and any server's job runner may run a queued AI reply: this
// file's clock runs far ahead (further than chat-ai.test.ts's), so its reply jobs are due to nobody
// else, and the test runs the reply itself.
const clock = new ManualClock();
clock.advance(70 * 365 * DAY_MS);
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', AI_THINKING_DELAY: 'false' }, { ai, clock });
const sockets = socketsForFile(server);

const URL = '/api/account/coaching-preferences';
const getPrefs = (token: string) => call(server, 'GET', URL, { token });
const putPrefs = (token: string, payload: object) => call(server, 'PUT', URL, { token, payload });
const prefsOf = async (res: Promise<{ statusCode: number; body: string; json: () => { data: TCoachingPreferences } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const unrated = Object.fromEntries(LIFE_SATISFACTION_AREAS.map((a) => [a, null]));
const intakeRatings = INTAKE_RATINGS;
const rowOf = (userId: string) =>
  server.ctx.db.selectFrom('coachingPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();

describe('GET /api/account/coaching-preferences', () => {
  it('without an intake and before a save, nothing is set: no ratings, no areas, no defaults', async () => {
    const { token } = await buildUser(server);
    expect(await prefsOf(getPrefs(token))).toEqual({
      checkinFrequency: null,
      lifeSatisfaction: unrated,
      supportAreas: [],
      motivationLevel: null,
      pronouns: null,
      coachingStyle: null,
      additionalNotes: null,
      updatedAt: null,
    });
  });

  it("answers the client's intake: the same eight areas and 1-5 ratings, motivation 4 of 5", async () => {
    const done = await signUpThroughIntake(server, {
      supportAreas: ['career', 'stress'],
      checkinFrequency: 'biweekly',
      coachingStyle: 'reflective',
      pronouns: 'she/her',
      additionalNotes: 'Mornings are best',
      motivationLevel: 4,
      satisfactionRatings: intakeRatings,
      timeZone: 'Europe/Madrid',
    });
    expect(await prefsOf(getPrefs(done.token))).toEqual({
      supportAreas: ['career', 'stress'],
      checkinFrequency: 'biweekly',
      coachingStyle: 'reflective',
      pronouns: 'she/her',
      additionalNotes: 'Mornings are best',
      motivationLevel: 4,
      lifeSatisfaction: intakeRatings,
      updatedAt: null,
    });
    // The zone the intake wrote is kept: the browser of another device does not replace it.
    const extended = await call(server, 'GET', '/api/account/profile/extended?timeZone=Asia/Tokyo', { token: done.token });
    expect(extended.json().data.userProfile.timeZone).toBe('Europe/Madrid');
  });

  it('answers 403 to a coach, for reading and for saving', async () => {
    const { user, token } = await buildUser(server, { role: ROLE.COACH });
    for (const res of [await getPrefs(token), await putPrefs(token, { coachingStyle: 'direct' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: PROFILE_ERR.PREFERENCES_CLIENTS_ONLY, code: 'PREFERENCES_CLIENTS_ONLY' });
    }
    expect(await server.ctx.db.selectFrom('coachingPreferences').select('userId').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', URL)).statusCode).toBe(401);
  });
});

describe('PUT /api/account/coaching-preferences', () => {
  it('saves and reads back every field; what a later save leaves out stays', async () => {
    const { token } = await buildUser(server);
    const saved = {
      checkinFrequency: 'weekly',
      lifeSatisfaction: { ...intakeRatings, workSchool: 1, overallLife: 5 },
      supportAreas: ['confidence', 'work-life-balance', 'goal-setting'],
      motivationLevel: 2,
      pronouns: 'they/them',
      coachingStyle: 'direct',
      additionalNotes: 'Please be blunt.',
    };
    const first = await prefsOf(putPrefs(token, saved));
    expect(first).toMatchObject(saved);
    // Stamped by the server's clock (this file's runs decades ahead).
    expect(Date.parse(first.updatedAt!)).toBeGreaterThan(Date.now() + 69 * 365 * DAY_MS);
    expect(await prefsOf(getPrefs(token))).toMatchObject(saved);

    // One area rated again: the others keep their values.
    const second = await prefsOf(putPrefs(token, { lifeSatisfaction: { finances: 5 }, additionalNotes: '' }));
    expect(second).toMatchObject({ ...saved, lifeSatisfaction: { ...saved.lifeSatisfaction, finances: 5 }, additionalNotes: null });
    // Pronouns are the personal profile's.
    expect((await call(server, 'GET', '/api/account/profile', { token })).json().data.pronouns).toBe('they/them');
    // The data export carries them.
    const exported = (await call(server, 'GET', '/api/account/export-data', { token })).json().data;
    expect(exported.coachingPreferences).toMatchObject({
      coachingStyle: 'direct',
      supportAreas: saved.supportAreas,
      lifeSatisfaction: { finances: 5, workSchool: 1 },
    });
    expect(exported.certifications).toEqual([]);
  });

  it("a save of one field keeps the intake's other answers, and writes only that field", async () => {
    const done = await signUpThroughIntake(server, {
      coachingStyle: 'encouraging',
      checkinFrequency: 'daily',
      motivationLevel: 4,
      satisfactionRatings: intakeRatings,
    });
    const saved = await prefsOf(putPrefs(done.token, { motivationLevel: 5 }));
    expect(saved).toMatchObject({
      coachingStyle: 'encouraging',
      checkinFrequency: 'daily',
      motivationLevel: 5,
      lifeSatisfaction: intakeRatings,
      supportAreas: ['goal-setting', 'accountability'],
      additionalNotes: 'Looking forward to it',
    });
    expect(saved.updatedAt).not.toBeNull();
    // Nothing but the motivation was written: no defaults over the intake's answers.
    expect(await rowOf(done.user.id)).toMatchObject({
      motivationLevel: 5,
      checkinFrequency: null,
      coachingStyle: null,
      supportAreas: null,
      additionalNotes: null,
      lifeSatisfaction: {},
    });

    const rated = await prefsOf(putPrefs(done.token, { lifeSatisfaction: { relationships: 1 } }));
    expect(rated.lifeSatisfaction).toEqual({ ...intakeRatings, relationships: 1 });
    expect(rated.motivationLevel).toBe(5);
    // null takes back the client's own choice: the intake's shows again. The intake itself is untouched.
    expect((await prefsOf(putPrefs(done.token, { motivationLevel: null }))).motivationLevel).toBe(4);
    const intake = await server.ctx.db
      .selectFrom('intakeResponses')
      .select('answers')
      .where('userId', '=', done.user.id)
      .executeTakeFirstOrThrow();
    expect(intake.answers).toMatchObject({ motivationLevel: 4, satisfactionRatings: intakeRatings });
    // A cleared note and unchecked areas stay cleared rather than showing the intake's again.
    expect(await prefsOf(putPrefs(done.token, { additionalNotes: '', supportAreas: [] }))).toMatchObject({
      additionalNotes: null,
      supportAreas: [],
    });
  });

  it("refuses values outside the option lists and the intake's 1-5 scale, and unknown fields", async () => {
    const { token } = await buildUser(server);
    const cases: Array<[object, string]> = [
      [{ lifeSatisfaction: { workSchool: 6 } }, 'lifeSatisfaction.workSchool: '],
      [{ lifeSatisfaction: { physicalHealth: 0 } }, 'lifeSatisfaction.physicalHealth: '],
      [{ lifeSatisfaction: { physicalHealth: 2.5 } }, 'lifeSatisfaction.physicalHealth: '],
      // The account page's old areas are gone.
      [{ lifeSatisfaction: { career: 5 } }, 'career'],
      [{ supportAreas: ['world-peace'] }, 'supportAreas'],
      [{ supportAreas: ['career', 'career'] }, 'Each support area can be chosen once.'],
      [{ coachingStyle: 'gentle' }, 'coachingStyle: '],
      [{ checkinFrequency: 'hourly' }, 'checkinFrequency: '],
      [{ motivationLevel: 'high' }, 'motivationLevel: '],
      [{ motivationLevel: 6 }, 'motivationLevel: '],
      [{ pronouns: 'x'.repeat(41) }, 'pronouns: '],
      [{ primaryRoleId: 2 }, 'Unknown field: primaryRoleId'],
    ];
    for (const [payload, error] of cases) {
      const res = await putPrefs(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toContain(error);
    }
    expect((await prefsOf(getPrefs(token))).updatedAt).toBeNull();
  });

  it("one client's save never reaches another's preferences", async () => {
    const a = await signUpThroughIntake(server, { motivationLevel: 2 });
    const b = await signUpThroughIntake(server, { motivationLevel: 3 });
    await prefsOf(putPrefs(a.token, { motivationLevel: 5, coachingStyle: 'professional' }));
    expect(await prefsOf(getPrefs(b.token))).toMatchObject({ motivationLevel: 3, coachingStyle: 'direct', updatedAt: null });
    expect(await rowOf(b.user.id)).toBeUndefined();
  });

  it("tells the client's other tabs", async () => {
    const { token } = await buildUser(server);
    const otherTab = await sockets.connect(token);
    const pushed = nextEvent(otherTab, 'profile:changed');
    await putPrefs(token, { coachingStyle: 'professional' });
    expect(await pushed).toEqual({ sections: ['preferences'] });
  });
});

describe("the AI coach reads the client's preferences", () => {
  it('passes what the client set (style, support areas, motivation, ratings) to the provider, and nothing before a save', async () => {
    const { roomId, client } = await buildCoaching(server, { level: 'AUTONOMOUS' });
    const ask = async (text: string) => {
      const m = await sendMessage(server, client.token, roomId, text);
      ai.calls = [];
      await runAiReply(server.ctx, { roomId, messageId: m.id });
      expect(ai.calls).toHaveLength(1);
      return ai.calls[0]!;
    };
    expect((await ask('Hello there')).preferences).toBeNull();

    await prefsOf(putPrefs(client.token, { coachingStyle: 'direct', supportAreas: ['productivity', 'stress'] }));
    expect((await ask('I keep putting things off')).preferences).toEqual({
      coachingStyle: 'direct',
      supportAreas: ['productivity', 'stress'],
      motivationLevel: null,
      lifeSatisfaction: {},
    });
    // Motivation and ratings set there reach it too, on the intake's areas and scale.
    await prefsOf(putPrefs(client.token, { motivationLevel: 2, lifeSatisfaction: { mentalHealth: 1 } }));
    expect((await ask('It has been a hard week')).preferences).toMatchObject({
      coachingStyle: 'direct',
      motivationLevel: 2,
      lifeSatisfaction: { mentalHealth: 1 },
    });
  });
});
