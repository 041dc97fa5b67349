import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_SUPPORT_AREAS, LIFE_SATISFACTION_AREAS, PROFILE_ERR, ROLE, type TCoachingPreferences } from '@coach/contract';
import { ManualClock } from '../src/lib/clock.ts';
import { runAiReply } from '../src/modules/chat/ai-reply.ts';
import type { AiContext, AiProvider, AiReply } from '../src/providers/ai/types.ts';
import { buildChatRoom, sendMessage } from './chat-helpers.ts';
import { buildUser, call, nextEvent, serverForFile, socketsForFile } from './helpers.ts';
import { signUpThroughIntake } from './onboarding-helpers.ts';

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
const allSeven = Object.fromEntries(LIFE_SATISFACTION_AREAS.map((a) => [a, 7]));

describe('GET /api/account/coaching-preferences', () => {
  it('answers the defaults before the first save: satisfaction 7 everywhere, goal-setting and accountability', async () => {
    const { token } = await buildUser(server);
    expect(await prefsOf(getPrefs(token))).toEqual({
      checkinFrequency: null,
      lifeSatisfaction: allSeven,
      supportAreas: [...DEFAULT_SUPPORT_AREAS],
      motivationLevel: null,
      pronouns: null,
      coachingStyle: null,
      additionalNotes: null,
      updatedAt: null,
    });
  });

  it("starts from the client's intake answers", async () => {
    const done = await signUpThroughIntake(server, {
      supportAreas: ['career', 'stress'],
      checkinFrequency: 'biweekly',
      coachingStyle: 'reflective',
      pronouns: 'she/her',
      additionalNotes: 'Mornings are best',
      timeZone: 'Europe/Madrid',
    });
    expect(await prefsOf(getPrefs(done.token))).toMatchObject({
      supportAreas: ['career', 'stress'],
      checkinFrequency: 'biweekly',
      coachingStyle: 'reflective',
      pronouns: 'she/her',
      additionalNotes: 'Mornings are best',
      lifeSatisfaction: allSeven,
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
      lifeSatisfaction: { ...allSeven, career: 3, health: 10, contribution: 1 },
      supportAreas: ['confidence', 'work-life-balance', 'goal-setting'],
      motivationLevel: 'variable',
      pronouns: 'they/them',
      coachingStyle: 'direct',
      additionalNotes: 'Please be blunt.',
    };
    const first = await prefsOf(putPrefs(token, saved));
    expect(first).toMatchObject(saved);
    // Stamped by the server's clock (this file's runs decades ahead).
    expect(Date.parse(first.updatedAt!)).toBeGreaterThan(Date.now() + 69 * 365 * DAY_MS);
    expect(await prefsOf(getPrefs(token))).toMatchObject(saved);

    // One slider moved: the others keep their values.
    const second = await prefsOf(putPrefs(token, { lifeSatisfaction: { finances: 9 }, additionalNotes: '' }));
    expect(second).toMatchObject({ ...saved, lifeSatisfaction: { ...saved.lifeSatisfaction, finances: 9 }, additionalNotes: null });
    // Pronouns are the personal profile's.
    expect((await call(server, 'GET', '/api/account/profile', { token })).json().data.pronouns).toBe('they/them');
    // The data export carries them.
    const exported = (await call(server, 'GET', '/api/account/export-data', { token })).json().data;
    expect(exported.coachingPreferences).toMatchObject({ coachingStyle: 'direct', supportAreas: saved.supportAreas, lifeSatisfaction: { finances: 9, health: 10 } });
    expect(exported.certifications).toEqual([]);
  });

  it("keeps the intake's answers that a first partial save does not name", async () => {
    const done = await signUpThroughIntake(server, { coachingStyle: 'encouraging', checkinFrequency: 'daily' });
    const saved = await prefsOf(putPrefs(done.token, { motivationLevel: 'high' }));
    expect(saved).toMatchObject({ coachingStyle: 'encouraging', checkinFrequency: 'daily', motivationLevel: 'high' });
    expect(saved.updatedAt).not.toBeNull();
  });

  it('refuses values outside the option lists and the 1-10 scale, and unknown fields', async () => {
    const { token } = await buildUser(server);
    const cases: Array<[object, string]> = [
      [{ lifeSatisfaction: { career: 11 } }, 'lifeSatisfaction.career: '],
      [{ lifeSatisfaction: { health: 0 } }, 'lifeSatisfaction.health: '],
      [{ lifeSatisfaction: { health: 6.5 } }, 'lifeSatisfaction.health: '],
      [{ lifeSatisfaction: { happiness: 5 } }, 'happiness'],
      [{ supportAreas: ['world-peace'] }, 'supportAreas'],
      [{ supportAreas: ['career', 'career'] }, 'Each support area can be chosen once.'],
      [{ coachingStyle: 'gentle' }, 'coachingStyle: '],
      [{ checkinFrequency: 'hourly' }, 'checkinFrequency: '],
      [{ motivationLevel: 5 }, 'motivationLevel: '],
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

  it("tells the client's other tabs", async () => {
    const { token } = await buildUser(server);
    const otherTab = await sockets.connect(token);
    const pushed = nextEvent(otherTab, 'profile:changed');
    await putPrefs(token, { coachingStyle: 'professional' });
    expect(await pushed).toEqual({ sections: ['preferences'] });
  });
});

describe("the AI coach reads the client's preferences", () => {
  it('passes the saved coaching style and support areas to the provider, and nothing before a save', async () => {
    const { roomId, client } = await buildChatRoom(server, { level: 'AUTONOMOUS' });
    const ask = async (text: string) => {
      const m = await sendMessage(server, client.token, roomId, text);
      ai.calls = [];
      await runAiReply(server.ctx, { roomId, messageId: m.id });
      expect(ai.calls).toHaveLength(1);
      return ai.calls[0]!;
    };
    expect((await ask('Hello there')).preferences).toBeNull();

    await prefsOf(putPrefs(client.token, { coachingStyle: 'direct', supportAreas: ['productivity', 'stress'] }));
    expect((await ask('I keep putting things off')).preferences).toEqual({ coachingStyle: 'direct', supportAreas: ['productivity', 'stress'] });
  });
});
