import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, ERR, ONBOARDING_ERR, ROLE } from '@coach/contract';
import { call, latestCodeTo, nextEvent, serverForFile, socketsForFile, startTestServer, uniqueIp } from '../helpers.ts';
import { coachRegistration, codeUseCount, makeAccessCode, openCode, usesOfCode, withAccessCodeGate } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);

const registration = coachRegistration;
const register = (payload: Record<string, unknown>, ip = uniqueIp()) => call(server, 'POST', '/api/coaches/register', { payload, ip });
const onboarding = (overrides: Record<string, unknown> = {}) => ({
  profileData: {
    headline: 'Helping leaders grow',
    aboutMe: 'Ten years of coaching managers.',
    coachingStyle: 'direct',
    philosophy: 'Small steps',
    industryExperience: 'Tech',
    hourlyRate: 150,
    timeZone: 'Europe/Oslo',
    availability: 'Weekdays',
  },
  subscriptionTier: 'pro',
  ...overrides,
});
const codeUses = (code: string) => codeUseCount(server, code);

describe('POST /api/coaches/register', () => {
  it('creates an unverified coach who still has to onboard, with the professional details', async () => {
    await withAccessCodeGate(server, false, async () => {
      const payload = registration({ specializations: ['leadership', 'career', 'leadership'] });
      const res = await register(payload);
      expect(res.statusCode, res.body).toBe(201);
      const { user, token, requiresEmailVerification } = res.json().data;
      expect(user).toMatchObject({
        email: payload.email,
        primaryRoleId: ROLE.COACH,
        primaryRole: { role: 'COACH' },
        userType: 'Coach',
        requiresOnboarding: true,
        emailVerified: false,
        trialEndDate: null,
      });
      expect(requiresEmailVerification).toBe(true);
      expect((await call(server, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);

      const profile = await server.ctx.db.selectFrom('coachProfiles').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        jobTitle: 'Leadership Coach',
        organization: 'Rae Coaching',
        coachingExperience: '6-10',
        specializations: ['leadership', 'career'],
        subscriptionTier: null,
      });
      const personal = await server.ctx.db.selectFrom('userProfiles').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(personal).toMatchObject({ phone: '+1 555 0100', timeZone: DEFAULT_TIME_ZONE });
      expect(await latestCodeTo(server, payload.email)).toMatch(/^\d{6}$/);
    });
  });

  it('keeps the time zone sent and refuses one that does not exist', async () => {
    const accessCode = await openCode(server);
    const ok = await register(registration({ timeZone: 'Asia/Tokyo', accessCode }));
    expect(ok.statusCode).toBe(201);
    const zone = await server.ctx.db
      .selectFrom('userProfiles')
      .select('timeZone')
      .where('userId', '=', ok.json().data.user.id)
      .executeTakeFirstOrThrow();
    expect(zone.timeZone).toBe('Asia/Tokyo');
    const bad = await register(registration({ timeZone: 'Mars/Olympus', accessCode }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ONBOARDING_ERR.UNKNOWN_TIME_ZONE('Mars/Olympus'));
  });

  it('refuses an unknown specialization', async () => {
    const res = await register(registration({ specializations: ['career', 'astrology'], accessCode: await openCode(server) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.UNKNOWN_SPECIALIZATION('astrology'));
  });

  it('refuses a registered address with 409, different passwords, and terms not agreed', async () => {
    const accessCode = await openCode(server);
    const { user } = await buildUser(server);
    const taken = await register(registration({ email: user.email.toUpperCase(), accessCode }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(ERR.EMAIL_ALREADY_REGISTERED);

    const mismatch = await register(registration({ confirmPassword: 'other-password', accessCode }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(ERR.PASSWORDS_DO_NOT_MATCH);

    const noTerms = await register(registration({ agreedToTerms: false, accessCode }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error).toBe(ONBOARDING_ERR.TERMS_REQUIRED);
  });

  it('needs an access code while the system requires one, and uses one use of a valid code', async () => {
    const code = await makeAccessCode(server, { maxUses: 3 });
    await withAccessCodeGate(server, true, async () => {
      const missing = await register(registration());
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_REQUIRED);
      const wrong = await register(registration({ accessCode: 'WRONG-CODE' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(ONBOARDING_ERR.INVALID_ACCESS_CODE);

      const ok = await register(registration({ accessCode: code.toLowerCase() }));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await codeUses(code)).toBe(1);
      expect(await usesOfCode(server, code)).toEqual([{ userId: ok.json().data.user.id, purpose: 'coach_registration' }]);
    });
  });

  it('is rate-limited per IP', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '1' });
    try {
      const ip = uniqueIp();
      const once = () => call(limited, 'POST', '/api/coaches/register', { payload: registration({ specializations: ['nope'] }), ip });
      expect((await once()).statusCode).toBe(400);
      expect((await once()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

for (const path of ['/api/coaches/complete-onboarding', '/api/coaches/me/complete-onboarding']) {
  describe(`POST ${path}`, () => {
    it('stores the profile, time zone and plan, marks onboarding done and pushes the user', async () => {
      const coach = await buildUser(server, { role: ROLE.COACH });
      const socket = await sockets.connect(coach.token);
      const pushed = nextEvent(socket, 'user:updated');

      const res = await call(server, 'POST', path, { token: coach.token, payload: onboarding() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ onboardingCompleted: true, user: { id: coach.user.id, requiresOnboarding: false } });
      expect((await pushed).user.requiresOnboarding).toBe(false);

      const profile = await server.ctx.db
        .selectFrom('coachProfiles')
        .selectAll()
        .where('userId', '=', coach.user.id)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        headline: 'Helping leaders grow',
        aboutMe: 'Ten years of coaching managers.',
        coachingStyle: 'direct',
        hourlyRate: 150,
        subscriptionTier: 'pro',
      });
      const zone = await server.ctx.db
        .selectFrom('userProfiles')
        .select('timeZone')
        .where('userId', '=', coach.user.id)
        .executeTakeFirstOrThrow();
      expect(zone.timeZone).toBe('Europe/Oslo');
    });

    it('is idempotent: a second completion updates the answers and keeps the first completion time', async () => {
      const coach = await buildUser(server, { role: ROLE.COACH });
      await call(server, 'POST', path, { token: coach.token, payload: onboarding() });
      const first = await call(server, 'GET', '/api/coaches/me/onboarding-status', { token: coach.token });
      const again = await call(server, 'POST', path, {
        token: coach.token,
        payload: onboarding({ subscriptionTier: 'basic', profileData: { headline: 'New headline' } }),
      });
      expect(again.statusCode).toBe(200);
      const second = await call(server, 'GET', '/api/coaches/me/onboarding-status', { token: coach.token });
      expect(second.json().data.completedAt).toBe(first.json().data.completedAt);
      expect(second.json().data.subscriptionTier).toBe('basic');
      const profile = await server.ctx.db
        .selectFrom('coachProfiles')
        .selectAll()
        .where('userId', '=', coach.user.id)
        .executeTakeFirstOrThrow();
      // Fields left out keep their value; the headline changes.
      expect(profile).toMatchObject({ headline: 'New headline', hourlyRate: 150 });
    });

    it('is for coaches only, and checks the payload', async () => {
      const customer = await buildUser(server);
      const refused = await call(server, 'POST', path, { token: customer.token, payload: onboarding() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(ONBOARDING_ERR.NOT_A_COACH);
      expect((await call(server, 'POST', path, { payload: onboarding() })).statusCode).toBe(401);

      const coach = await buildUser(server, { role: ROLE.COACH });
      const badTier = await call(server, 'POST', path, { token: coach.token, payload: onboarding({ subscriptionTier: 'gold' }) });
      expect(badTier.statusCode).toBe(400);
      const badZone = await call(server, 'POST', path, {
        token: coach.token,
        payload: onboarding({ profileData: { headline: 'H', timeZone: 'Nowhere/Land' } }),
      });
      expect(badZone.statusCode).toBe(400);
      expect(badZone.json().error).toBe(ONBOARDING_ERR.UNKNOWN_TIME_ZONE('Nowhere/Land'));
    });
  });
}

describe('GET /api/coaches/me/onboarding-status', () => {
  it('tells a coach what is left, before and after onboarding', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const before = await call(server, 'GET', '/api/coaches/me/onboarding-status', { token: coach.token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ requiresOnboarding: true, onboardingCompleted: false, completedAt: null, subscriptionTier: null });

    await call(server, 'POST', '/api/coaches/me/complete-onboarding', {
      token: coach.token,
      payload: onboarding({ subscriptionTier: 'basic' }),
    });
    const after = await call(server, 'GET', '/api/coaches/me/onboarding-status', { token: coach.token });
    expect(after.json().data).toMatchObject({ requiresOnboarding: false, onboardingCompleted: true, subscriptionTier: 'basic' });
    expect(after.json().data.completedAt).toEqual(expect.any(String));
  });

  it('is for coaches only', async () => {
    const customer = await buildUser(server);
    expect((await call(server, 'GET', '/api/coaches/me/onboarding-status', { token: customer.token })).statusCode).toBe(403);
  });
});
