import { describe, expect, it } from 'vitest';
import { DAY_MS, ERR, ONBOARDING_ERR, TRIAL_DAYS, type TRoom } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, codeFrom, latestEmailTo, makeAccessCode, openCode, registerUser, serverForFile, TEST_JWT_SECRET } from '../helpers.ts';
import { authCalls } from './auth-helpers.ts';
import { handMadeJwt } from './hand-made-jwt.ts';
import { codeUseCount, expectNewClientRoom, usesOfCode, withAccessCodeGate } from '../factories/onboarding.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

// Signing in, signing up and the token check; passwords: auth-password.test.ts; email and deletion: auth-account.test.ts.
const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

const { login, me } = authCalls(server);
const register = (payload: Record<string, unknown>) => call(server, 'POST', '/api/auth/register', { payload });
const codeUses = (code: string) => codeUseCount(server, code);
const usesOf = (code: string) => usesOfCode(server, code);
const roomsOf = async (token: string) => {
  const res = await call(server, 'GET', '/api/rooms', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as TRoom[];
};

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the email', async () => {
    const { user, password } = await buildUser(server);
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true, primaryRole: { role: 'CUSTOMER' } });
    expect(data.requiresEmailVerification).toBe(false);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
    expect((await me(data.token)).statusCode).toBe(200);
  });

  it('tells an unverified user that verification is required', async () => {
    const { user, password } = await buildUser(server, { verified: false });
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.requiresEmailVerification).toBe(true);
  });

  it('answers a wrong password and an unknown email with the same text', async () => {
    const { user } = await buildUser(server);
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ERR.INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deleted account with the same text', async () => {
    const { user, password, token } = await buildUser(server);
    expect((await call(server, 'POST', '/api/auth/delete-account', { token, payload: { password } })).statusCode).toBe(200);
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(ERR.INVALID_CREDENTIALS);
  });

  it('asks for every field when one is missing or blank', async () => {
    for (const payload of [{ email: 'a@example.test' }, { password: 'secret-123' }, {}, { email: '  ', password: '' }]) {
      const res = await call(server, 'POST', '/api/auth/login', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(ERR.MISSING_FIELDS);
    }
  });

  it('refuses unknown fields, wrong types and a body that is not JSON', async () => {
    const unknown = await call(server, 'POST', '/api/auth/login', {
      payload: { email: 'a@example.test', password: 'secret-123', admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown field: admin');

    const wrongType = await call(server, 'POST', '/api/auth/login', { payload: { email: 'a@example.test', password: 123456 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/^password: /);

    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('The request body is not valid JSON.');
  });
});

describe('POST /api/auth/register', () => {
  it('creates an unverified customer with a 7-day trial and emails a verification code', async () => {
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const res = await register({
      firstName: ' Sam ',
      lastName: 'Sample',
      email: `  ${email} `,
      password: 'eight-chars',
      accessCode: await openCode(server),
    });
    expect(res.statusCode).toBe(201);
    const { user, token, requiresEmailVerification } = res.json().data;
    expect(user).toMatchObject({
      firstName: 'Sam',
      lastName: 'Sample',
      email: email.toLowerCase(),
      emailVerified: false,
      primaryRoleId: 1,
      primaryRole: { role: 'CUSTOMER' },
      userType: 'Customer',
      requiresOnboarding: false,
    });
    expect(requiresEmailVerification).toBe(true);
    const trialEnd = new Date(user.trialEndDate).getTime();
    const expected = clock.now().getTime() + TRIAL_DAYS * DAY_MS;
    expect(Math.abs(trialEnd - expected)).toBeLessThan(60_000);

    const mail = await latestEmailTo(server, email.toLowerCase());
    expect(mail?.subject).toBe('Your verification code');
    expect(codeFrom(mail!.textBody)).toMatch(/^\d{6}$/);
    expect(mail!.userId).toBe(user.id);

    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ user: { id: user.id }, requiresEmailVerification: true });
  });

  it('refuses an address that is already registered, whatever its case', async () => {
    const first = await registerUser(server);
    const res = await register({
      firstName: 'Again',
      lastName: 'Person',
      email: first.email.toUpperCase(),
      password: 'another-password',
      accessCode: await openCode(server),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ERR.EMAIL_ALREADY_REGISTERED);
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail('race');
    const payload = { firstName: 'Race', lastName: 'Twin', email, password: 'same-password', accessCode: await openCode(server) };
    const results = await Promise.all([register(payload), register({ ...payload, email: email.toUpperCase() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(ERR.EMAIL_ALREADY_REGISTERED);
  });

  it('refuses a short password and an invalid email', async () => {
    const short = await call(server, 'POST', '/api/auth/register', {
      payload: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'seven77' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('password: Password must be at least 8 characters');

    const badEmail = await call(server, 'POST', '/api/auth/register', {
      payload: { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'long-enough' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe(ERR.EMAIL_INVALID);
  });
});

describe('POST /api/auth/register: access codes and the coaching room', () => {
  const signUp = (overrides: Record<string, unknown> = {}) =>
    register({ firstName: 'Gale', lastName: 'Gated', email: uniqueEmail('gated'), password: 'gated-password', ...overrides });

  it('needs a usable access code while the system requires one, with the texts of the intake', async () => {
    const used = await makeAccessCode(server, { maxUses: 1 });
    const expired = await makeAccessCode(server, { expiresAt: new Date(clock.now().getTime() - 60_000) });
    await withAccessCodeGate(server, true, async () => {
      for (const accessCode of [undefined, null, '', '   ']) {
        const missing = await signUp(accessCode === undefined ? {} : { accessCode });
        expect(missing.statusCode, JSON.stringify(accessCode)).toBe(403);
        expect(missing.json()).toEqual({ error: ONBOARDING_ERR.ACCESS_CODE_REQUIRED, code: 'ACCESS_CODE_REQUIRED' });
      }
      const wrong = await signUp({ accessCode: 'NOT-A-CODE' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: ONBOARDING_ERR.INVALID_ACCESS_CODE, code: 'INVALID_ACCESS_CODE' });
      const late = await signUp({ accessCode: expired });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_EXPIRED);

      expect((await signUp({ accessCode: used })).statusCode).toBe(201);
      const usedUp = await signUp({ accessCode: used });
      expect(usedUp.statusCode).toBe(400);
      expect(usedUp.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_USED_UP);
    });
    expect(await codeUses(used)).toBe(1);
    expect(await codeUses(expired)).toBe(0);
  });

  it('creates nobody when the code is refused', async () => {
    const email = uniqueEmail('refused');
    await withAccessCodeGate(server, true, async () => {
      expect((await signUp({ email })).statusCode).toBe(403);
      expect((await signUp({ email, accessCode: 'NOT-A-CODE' })).statusCode).toBe(400);
    });
    expect(await server.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('takes one use of a valid code for the new customer while the system requires one', async () => {
    const code = await openCode(server);
    const before = await codeUses(code);
    const res = await withAccessCodeGate(server, true, () => signUp({ accessCode: ` ${code.toLowerCase()} ` }));
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json().data;
    expect(await codeUses(code)).toBe(before + 1);
    expect(await usesOf(code)).toContainEqual({ userId: user.id, purpose: 'intake' });
  });

  it('gives the use back when the sign-up fails', async () => {
    const { email } = await registerUser(server);
    const code = await makeAccessCode(server, { maxUses: 1 });
    await withAccessCodeGate(server, true, async () => {
      const res = await signUp({ email: email.toUpperCase(), accessCode: code });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ERR.EMAIL_ALREADY_REGISTERED, code: 'EMAIL_TAKEN' });
    });
    expect(await codeUses(code)).toBe(0);
    expect(await usesOf(code)).toEqual([]);
  });

  it('neither needs nor uses a code while the system does not require one', async () => {
    const code = await makeAccessCode(server, { maxUses: 1 });
    await withAccessCodeGate(server, false, async () => {
      expect((await signUp()).statusCode).toBe(201);
      expect((await signUp({ accessCode: code })).statusCode).toBe(201);
      // An unknown code is not looked at either, as in the intake.
      expect((await signUp({ accessCode: 'NOT-A-CODE' })).statusCode).toBe(201);
    });
    expect(await codeUses(code)).toBe(0);
  });

  it('gives the new customer a room with the AI coach and no human coach, as the intake does', async () => {
    const res = await signUp({ firstName: ' Rory ', lastName: 'Roomer', accessCode: await openCode(server) });
    expect(res.statusCode, res.body).toBe(201);
    const { user, token } = res.json().data;
    expect(Object.keys(res.json().data).sort()).toEqual(['requiresEmailVerification', 'token', 'user']);

    const rooms = await roomsOf(token);
    expect(rooms).toHaveLength(1);
    await expectNewClientRoom(server, rooms[0]!, { id: user.id, firstName: 'Rory', lastName: 'Roomer' });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const { user, token } = await buildUser(server, { firstName: 'Mira' });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { id: user.id, firstName: 'Mira' }, requiresEmailVerification: false });
  });

  it('refuses a missing, malformed or foreign token with 401', async () => {
    const { user } = await buildUser(server);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, tv: user.tokenVersion, iat: now, exp: now + 3600 };
    // The hand-made token with the server's own secret is accepted: the refusals below are about the signature.
    expect((await me(handMadeJwt(claims, TEST_JWT_SECRET))).statusCode).toBe(200);

    const attempts: Array<[string, Record<string, string>]> = [
      ['no header', {}],
      ['not a JWT', { authorization: 'Bearer not-a-token' }],
      ['another secret', { authorization: `Bearer ${handMadeJwt(claims, 'another-secret-another-secret-0123456789')}` }],
      ['alg none', { authorization: `Bearer ${handMadeJwt(claims, null, 'none')}` }],
      ['wrong scheme', { authorization: `Basic ${handMadeJwt(claims, TEST_JWT_SECRET)}` }],
      ['old token version', { authorization: `Bearer ${handMadeJwt({ ...claims, tv: user.tokenVersion - 1 }, TEST_JWT_SECRET)}` }],
    ];
    for (const [label, headers] of attempts) {
      const res = await call(server, 'GET', '/api/auth/me', { headers });
      expect(res.statusCode, label).toBe(401);
      expect(res.json().error, label).toBe(ERR.UNAUTHORIZED);
    }
  });

  it('refuses a token once it expired, though its signature was verified and remembered before', async () => {
    const { user } = await buildUser(server);
    const now = Math.floor(Date.now() / 1000);
    const token = handMadeJwt({ sub: user.id, tv: user.tokenVersion, iat: now, exp: now + 1 }, TEST_JWT_SECRET);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, (now + 1) * 1000 - Date.now() + 50));
    expect((await me(token)).statusCode).toBe(401);
  });
});
