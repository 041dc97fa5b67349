import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS, ERR, ONBOARDING_ERR, ROLE, TRIAL_DAYS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, latestCodeTo, serverForFile, startTestServer, uniqueIp } from '../helpers.ts';
import {
  codeUseCount,
  expectNewClientRoom,
  intakePayload,
  makeAccessCode,
  openCode,
  saveCompletion,
  signUpThroughIntake,
  usesOfCode,
  withAccessCodeGate,
} from '../factories/onboarding.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

const checkEmail = (email: string, ip = uniqueIp()) => call(server, 'POST', '/api/intake/check-email', { payload: { email }, ip });
const track = (payload: unknown, token?: string) => call(server, 'POST', '/api/intake/track-event', { payload, token, ip: uniqueIp() });
const eventsOf = (sessionId: string) =>
  server.ctx.db.selectFrom('intakeEvents').selectAll().where('sessionId', '=', sessionId).orderBy('createdAt').execute();
const codeUses = (code: string) => codeUseCount(server, code);

describe('POST /api/intake/check-email', () => {
  it('tells whether an address is registered, whatever its case', async () => {
    const { user } = await buildUser(server);
    const res = await checkEmail(`  ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { exists: true } });
    expect((await checkEmail(uniqueEmail('free'))).json().data.exists).toBe(false);
  });

  it('is rate-limited per IP', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const ip = uniqueIp();
      const once = () => call(limited, 'POST', '/api/intake/check-email', { payload: { email: uniqueEmail() }, ip });
      expect((await once()).statusCode).toBe(200);
      expect((await once()).statusCode).toBe(200);
      const refused = await once();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(ERR.TOO_MANY_ATTEMPTS(15));
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/intake/track-event', () => {
  it('stores the funnel events of a browser session, with the account when a token is sent', async () => {
    const sessionId = randomUUID();
    expect((await track({ eventType: 'started', sessionId })).statusCode).toBe(200);
    expect((await track({ eventType: 'step_completed', stepNumber: 2, sessionId })).statusCode).toBe(200);
    const { user, token } = await buildUser(server);
    expect((await track({ eventType: 'step_completed', stepNumber: 3, sessionId }, token)).statusCode).toBe(200);
    // A bad token is no account, not a failure: the event still counts.
    expect((await track({ eventType: 'step_completed', stepNumber: 4, sessionId }, 'not-a-token')).statusCode).toBe(200);

    const events = await eventsOf(sessionId);
    expect(events.map((e) => [e.eventType, e.stepNumber, e.userId])).toEqual([
      ['started', null, null],
      ['step_completed', 2, null],
      ['step_completed', 3, user.id],
      ['step_completed', 4, null],
    ]);
  });

  it('refuses an unknown event type or step', async () => {
    expect((await track({ eventType: 'abandoned', sessionId: randomUUID() })).statusCode).toBe(400);
    expect((await track({ eventType: 'step_completed', stepNumber: 9, sessionId: randomUUID() })).statusCode).toBe(400);
  });
});

describe('GET /api/intake/check-completion', () => {
  it('is false before the intake and true, with the time, after it', async () => {
    const { token } = await buildUser(server);
    expect((await call(server, 'GET', '/api/intake/check-completion', { token })).json().data).toEqual({
      completed: false,
      completedAt: null,
    });
    const done = await signUpThroughIntake(server);
    const res = await call(server, 'GET', '/api/intake/check-completion', { token: done.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ completed: true, completedAt: expect.any(String) });
    expect(Math.abs(Date.parse(res.json().data.completedAt) - clock.now().getTime())).toBeLessThan(5000);
  });

  it('needs a signed-in user', async () => {
    expect((await call(server, 'GET', '/api/intake/check-completion')).statusCode).toBe(401);
  });
});

describe('POST /api/intake/save-completion', () => {
  it('creates an unverified customer with a trial, the answers and a room with the AI coach', async () => {
    await withAccessCodeGate(server, false, async () => {
      const sessionId = randomUUID();
      await track({ eventType: 'started', sessionId });
      const email = uniqueEmail('Newcomer');
      const res = await saveCompletion(
        server,
        intakePayload({ email: ` ${email.toUpperCase()} `, sessionId, firstName: ' Nova ', lastName: 'Newcomer' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { user, token, requiresEmailVerification, coachingRoom } = res.json().data;

      expect(user).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Nova',
        lastName: 'Newcomer',
        preferredName: 'Indy',
        primaryRoleId: ROLE.CUSTOMER,
        emailVerified: false,
        requiresOnboarding: false,
      });
      expect(Date.parse(user.trialEndDate) - clock.now().getTime()).toBeGreaterThan(TRIAL_DAYS * DAY_MS - 60_000);
      expect(Date.parse(user.trialEndDate) - clock.now().getTime()).toBeLessThanOrEqual(TRIAL_DAYS * DAY_MS);
      expect(requiresEmailVerification).toBe(true);
      expect((await call(server, 'GET', '/api/auth/me', { token })).json().data.user.id).toBe(user.id);

      await expectNewClientRoom(server, coachingRoom, { id: user.id, firstName: 'Nova', lastName: 'Newcomer' });

      const stored = await server.ctx.db.selectFrom('intakeResponses').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(stored.answers).toMatchObject({
        supportAreas: ['goal-setting', 'accountability'],
        primaryFocus: 'career',
        motivationLevel: 4,
      });
      expect(JSON.stringify(stored.answers)).not.toMatch(/password|accessCode|inviteCode|intake-password-1/);
      expect(await server.ctx.db.selectFrom('userProfiles').select('userId').where('userId', '=', user.id).executeTakeFirst()).toBeTruthy();

      // The funnel's events now belong to the account, ending with 'completed'.
      const events = await eventsOf(sessionId);
      expect(events.map((e) => [e.eventType, e.userId])).toEqual([
        ['started', user.id],
        ['completed', user.id],
      ]);
      // The browser's own 'completed' after the answer does not count the run twice.
      expect((await track({ eventType: 'completed', stepNumber: 8, sessionId })).statusCode).toBe(200);
      expect((await eventsOf(sessionId)).filter((e) => e.eventType === 'completed')).toHaveLength(1);
      // The address is verified by code, as for everybody.
      expect(await latestCodeTo(server, email.toLowerCase())).toMatch(/^\d{6}$/);
    });
  });

  it("keeps the browser's time zone in the profile, not America/New_York, and refuses an unknown zone", async () => {
    await withAccessCodeGate(server, false, async () => {
      const res = await saveCompletion(server, intakePayload({ timeZone: 'Asia/Tokyo' }));
      expect(res.statusCode, res.body).toBe(201);
      const { token, user } = res.json().data;
      const profile = await call(server, 'GET', '/api/account/profile', { token });
      expect(profile.json().data.timeZone).toBe('Asia/Tokyo');
      const stored = await server.ctx.db
        .selectFrom('intakeResponses')
        .select('answers')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.answers).not.toHaveProperty('timeZone');
      expect((await saveCompletion(server, intakePayload({ timeZone: 'Mars/Olympus_Mons' }))).statusCode).toBe(400);
    });
  });

  it('keeps the pronouns given at intake in the profile, where the account page edits them', async () => {
    await withAccessCodeGate(server, false, async () => {
      const chosen = (await saveCompletion(server, intakePayload({ pronouns: 'they/them' }))).json().data;
      expect((await call(server, 'GET', '/api/account/profile', { token: chosen.token })).json().data.pronouns).toBe('they/them');
      const own = (await saveCompletion(server, intakePayload({ pronouns: 'custom', customPronouns: ' xe/xem ' }))).json().data;
      expect((await call(server, 'GET', '/api/account/profile', { token: own.token })).json().data.pronouns).toBe('xe/xem');
      const none = (await saveCompletion(server, intakePayload({ pronouns: 'prefer-not-to-say' }))).json().data;
      expect((await call(server, 'GET', '/api/account/profile', { token: none.token })).json().data.pronouns).toBeNull();

      const edited = await call(server, 'PUT', '/api/account/profile', { token: chosen.token, payload: { pronouns: 'she/they' } });
      expect(edited.json().data.pronouns).toBe('she/they');
      expect((await call(server, 'GET', '/api/account/profile', { token: chosen.token })).json().data.pronouns).toBe('she/they');
      expect(
        (await call(server, 'PUT', '/api/account/profile', { token: chosen.token, payload: { pronouns: 'x'.repeat(41) } })).statusCode,
      ).toBe(400);
    });
  });

  it('needs an access code while the system requires one, and uses one use of a valid code', async () => {
    const code = await makeAccessCode(server, { maxUses: 5 });
    await withAccessCodeGate(server, true, async () => {
      const missing = await saveCompletion(server, intakePayload());
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ error: ONBOARDING_ERR.ACCESS_CODE_REQUIRED, code: 'ACCESS_CODE_REQUIRED' });

      const wrong = await saveCompletion(server, intakePayload({ accessCode: 'NOT-A-CODE' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(ONBOARDING_ERR.INVALID_ACCESS_CODE);
      expect(await codeUses(code)).toBe(0);

      const ok = await saveCompletion(server, intakePayload({ accessCode: ` ${code.toLowerCase()} ` }));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await codeUses(code)).toBe(1);
      expect(await usesOfCode(server, code)).toEqual([{ userId: ok.json().data.user.id, purpose: 'intake' }]);
    });
  });

  it('does not need or use a code while the system does not require one', async () => {
    const code = await makeAccessCode(server, { maxUses: 1 });
    await withAccessCodeGate(server, false, async () => {
      expect((await saveCompletion(server, intakePayload())).statusCode).toBe(201);
      expect((await saveCompletion(server, intakePayload({ accessCode: code }))).statusCode).toBe(201);
      expect(await codeUses(code)).toBe(0);
    });
  });

  it('refuses an address that is already registered with 409, and gives the code its use back', async () => {
    const { user } = await buildUser(server);
    const code = await makeAccessCode(server, { maxUses: 1 });
    await withAccessCodeGate(server, true, async () => {
      const res = await saveCompletion(server, intakePayload({ email: user.email.toUpperCase(), accessCode: code }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: ERR.EMAIL_ALREADY_REGISTERED, code: 'EMAIL_TAKEN' });
    });
    expect(await codeUses(code)).toBe(0);
  });

  it('refuses an address without @, different passwords and answers that are not on the lists', async () => {
    const accessCode = await openCode(server);
    const noAt = await saveCompletion(server, intakePayload({ email: 'not-an-address', accessCode }));
    expect(noAt.statusCode).toBe(400);
    expect(noAt.json().error).toBe(ERR.EMAIL_INVALID);

    const mismatch = await saveCompletion(server, intakePayload({ confirmPassword: 'something-else', accessCode }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(ERR.PASSWORDS_DO_NOT_MATCH);

    const area = await saveCompletion(server, intakePayload({ supportAreas: ['goal-setting', 'astrology'], accessCode }));
    expect(area.statusCode).toBe(400);
    expect(area.json().error).toBe(ONBOARDING_ERR.UNKNOWN_OPTION('supportAreas', 'astrology'));

    const style = await saveCompletion(server, intakePayload({ coachingStyle: 'shouty', accessCode }));
    expect(style.json().error).toBe(ONBOARDING_ERR.UNKNOWN_OPTION('coachingStyle', 'shouty'));

    const short = await saveCompletion(server, intakePayload({ password: 'short', confirmPassword: 'short', accessCode }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('password: Password must be at least 8 characters');

    const noTerms = await saveCompletion(server, intakePayload({ trialTermsAccepted: false, accessCode }));
    expect(noTerms.statusCode).toBe(400);
  });

  it('refuses an unknown invite code', async () => {
    const res = await saveCompletion(server, intakePayload({ inviteCode: 'no-such-invite-code', accessCode: await openCode(server) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
  });
});
