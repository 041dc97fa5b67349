import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { DEVICE_COOKIE, deviceCookieValue } from '../../src/modules/auth/device-cookie.ts';
import { WARN_SIGN_IN_GUESSES_JOB } from '../../src/modules/auth/sign-in-guard.ts';
import { ACCOUNT_LIMITS, LOGIN_ACROSS_ADDRESSES } from '../../src/plugins/route-limits.ts';
import { call, latestEmailTo, openCode, runJobsUntil, serverForFile, startTestServer, uniqueIp } from '../helpers.ts';
import { coachRegistration, intakePayload, saveCompletion } from '../factories/onboarding.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const CAP = ACCOUNT_LIMITS.login.max * LOGIN_ACROSS_ADDRESSES;
const WARNING_SUBJECT = 'Someone is trying to sign in to your account';

function login(s: AppServer, email: string, password: string, opts: { ip?: string; cookie?: string } = {}) {
  return call(s, 'POST', '/api/auth/login', {
    payload: { email, password },
    ip: opts.ip ?? uniqueIp(),
    ...(opts.cookie ? { headers: { cookie: opts.cookie } } : {}),
  });
}

/** The `name=value` of the device cookie a response set, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0]!;
  expect(pair.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
  return pair;
}

/** A stranger's wrong passwords, each from an address of its own, until the account's cap is spent. */
async function spendCap(s: AppServer, email: string, cap = CAP) {
  for (let i = 0; i < cap; i++) expect((await login(s, email, 'wrong-password')).statusCode).toBe(401);
}

const warningsTo = async (s: AppServer, email: string) =>
  (
    await s.ctx.db
      .selectFrom('outboundEmails')
      .select('subject')
      .where('toAddress', '=', email)
      .where('subject', '=', WARNING_SUBJECT)
      .execute()
  ).length;

const warningJobsFor = async (s: AppServer, email: string) =>
  (await s.ctx.db.selectFrom('jobs').select('payload').where('name', '=', WARN_SIGN_IN_GUESSES_JOB).execute()).filter(
    (j) => (j.payload as { email?: string }).email === email,
  ).length;

describe('POST /api/auth/login device cookie', () => {
  it('is set on a successful sign-in: HttpOnly, SameSite=Lax, for the auth calls only, long-lived', async () => {
    const { user, password } = await buildUser(server);
    expect((await login(server, user.email, 'wrong-password')).headers['set-cookie']).toBeUndefined();
    const res = await login(server, user.email, password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w.-]+; `));
    expect(header).toContain('Path=/api/auth');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    // The app is served over http here: a Secure cookie would never come back.
    expect(header).not.toContain('Secure');

    // Signing in again from the same browser keeps its id (and so its budget).
    const again = await login(server, user.email, password, { cookie: deviceCookieOf(res) });
    expect(deviceCookieOf(again)).toBe(deviceCookieOf(res));
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://coach.example.test' });
    try {
      const { user, password } = await buildUser(https);
      const res = await login(https, user.email, password);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
    } finally {
      await https.close();
    }
  });

  it("is set on sign-up too, and that browser is then the new account's device", async () => {
    const email = uniqueEmail('signup');
    const res = await call(server, 'POST', '/api/auth/register', {
      payload: { firstName: 'Dee', lastName: 'Vice', email, password: 'a-long-password-1', accessCode: await openCode(server) },
      ip: uniqueIp(),
    });
    expect(res.statusCode).toBe(201);
    const cookie = deviceCookieOf(res);
    await spendCap(server, email);
    expect((await login(server, email, 'a-long-password-1', { cookie })).statusCode).toBe(200);
  });
});

describe('joining remembers the browser', () => {
  it('the intake and a coach registration set the device cookie, and that browser keeps signing in', async () => {
    const client = intakePayload({ accessCode: await openCode(server) });
    const joined = await saveCompletion(server, client);
    expect(joined.statusCode, joined.body).toBe(201);
    const clientCookie = deviceCookieOf(joined);

    const coach = coachRegistration({ accessCode: await openCode(server) }) as { email: string; password: string };
    const registered = await call(server, 'POST', '/api/coaches/register', { payload: coach, ip: uniqueIp() });
    expect(registered.statusCode, registered.body).toBe(201);
    const coachCookie = deviceCookieOf(registered);

    for (const [email, password, cookie] of [
      [client.email, client.password, clientCookie],
      [coach.email, coach.password, coachCookie],
    ] as const) {
      await spendCap(server, email);
      expect((await login(server, email, password)).statusCode).toBe(429);
      expect((await login(server, email, password, { cookie })).statusCode).toBe(200);
    }
  });
});

describe('POST /api/auth/login across many addresses', () => {
  it(`keeps the owner's browser signing in after a stranger's ${CAP}+ wrong passwords lock out new browsers`, async () => {
    const { user, password } = await buildUser(server);
    const owner = deviceCookieOf(await login(server, user.email, password));

    // The owner's own sign-in was one of the cap's; the stranger keeps going past it.
    await spendCap(server, user.email, CAP - 1);
    for (let i = 0; i < 5; i++) expect((await login(server, user.email, 'wrong-password')).statusCode).toBe(429);
    // A browser that never signed in to the account is refused, right password or not.
    const fresh = await login(server, user.email, password);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error).toBe(ERR.TOO_MANY_ATTEMPTS(60));

    // The owner's browser, at home or anywhere else, still signs in.
    expect((await login(server, user.email, password, { cookie: owner })).statusCode).toBe(200);
    expect((await login(server, user.email, password, { cookie: `other=1; ${owner}; theme=dark` })).statusCode).toBe(200);
  });

  it('emails the owner exactly once when the cap is reached', async () => {
    const { user } = await buildUser(server);
    await spendCap(server, user.email, CAP - 1);
    expect((await login(server, user.email, 'wrong-password')).statusCode).toBe(401);
    expect(await warningJobsFor(server, user.email)).toBe(0);

    // The first refusal asks for the email; the refusals after it do not.
    for (let i = 0; i < 5; i++) expect((await login(server, user.email, 'wrong-password')).statusCode).toBe(429);
    expect(await warningJobsFor(server, user.email)).toBe(1);
    const mail = await runJobsUntil(server, async () => {
      const m = await latestEmailTo(server, user.email);
      return m?.subject === WARNING_SUBJECT ? m : undefined;
    });
    expect(mail.textBody).toContain('you can still sign in from a device you used before');
    expect(mail.textBody).toContain('consider changing your password');
    expect(mail.textBody).toContain(`${server.ctx.config.publicUrl}/forgot-password`);
    await server.ctx.jobs.runDue(50);
    expect(await warningsTo(server, user.email)).toBe(1);
  });

  it("gives a forged cookie, or another account's, no budget of its own", async () => {
    const { user, password } = await buildUser(server);
    const other = await buildUser(server);
    const othersCookie = deviceCookieOf(await login(server, other.user.email, other.password));
    const [, , mac] = othersCookie.split('.');
    const forgedCookies = [
      // Another account's real cookie (a shared browser).
      othersCookie,
      // This account's id with the other browser's MAC.
      `${DEVICE_COOKIE}=${user.id}.${othersCookie.split('.')[1]}.${mac}`,
      // Signed with a secret that is not the server's.
      `${DEVICE_COOKIE}=${deviceCookieValue('not-the-server-secret-not-the-server-secret', user.id)}`,
      `${DEVICE_COOKIE}=${user.id}`,
      `${DEVICE_COOKIE}=`,
    ];

    await spendCap(server, user.email);
    for (const cookie of forgedCookies) {
      const res = await login(server, user.email, password, { cookie });
      expect(res.statusCode, cookie).toBe(429);
    }
  });

  it("counts the owner's browser against its own budget, not the cap", async () => {
    const { user, password } = await buildUser(server);
    const owner = deviceCookieOf(await login(server, user.email, password));
    // Wrong passwords from the owner's browser spend its own budget...
    for (let i = 0; i < ACCOUNT_LIMITS.login.max - 1; i++) {
      expect((await login(server, user.email, 'wrong-password', { cookie: owner })).statusCode).toBe(401);
    }
    expect((await login(server, user.email, password, { cookie: owner })).statusCode).toBe(200);
    const spent = await login(server, user.email, password, { cookie: owner });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toBe(ERR.TOO_MANY_ATTEMPTS(15));
    // ...and none of the cap: a new browser still has all of it but the sign-in that made the cookie.
    await spendCap(server, user.email, CAP - 2);
    expect((await login(server, user.email, password)).statusCode).toBe(200);
  });
});

describe('per-address limits and IPv6', () => {
  const strict = { s: undefined as AppServer | undefined };
  const PER_IP = 3;
  beforeAll(async () => {
    strict.s = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: String(PER_IP) });
  });
  afterAll(() => strict.s?.close());

  it('counts the addresses of one IPv6 /64 as one address, and another /64 apart', async () => {
    const { user, password } = await buildUser(server);
    const net = '2001:db8:1:2';
    for (let i = 1; i <= ACCOUNT_LIMITS.login.max; i++) {
      expect((await login(server, user.email, 'wrong-password', { ip: `${net}::${i.toString(16)}` })).statusCode).toBe(401);
    }
    // Another address of the same /64, however written, shares the spent budget.
    for (const ip of [`${net}:ffff:ffff:ffff:ffff`, '2001:0DB8:0001:0002:0:0:0:abcd', `${net}::7%eth0`]) {
      expect((await login(server, user.email, password, { ip })).statusCode, ip).toBe(429);
    }
    // The next /64 up is someone else.
    const next = '2001:db8:1:3::1';
    expect((await login(server, user.email, password, { ip: next })).statusCode).toBe(200);
  });

  it("holds an IPv6 /64 to one address's limit on every call counted by address", async () => {
    const s = strict.s!;
    const net = '2001:db8:ffff:1';
    const reset = (ip: string) =>
      call(s, 'POST', '/api/auth/request-password-reset', { payload: { email: `nobody-${Math.random()}@example.test` }, ip });
    for (let i = 1; i <= PER_IP; i++) expect((await reset(`${net}:${i}::${i}`)).statusCode).toBe(200);
    expect((await reset(`${net}::beef%eth0`)).statusCode).toBe(429);
    expect((await reset('2001:db8:ffff:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const s = strict.s!;
    const v4 = uniqueIp();
    const reset = (ip: string) =>
      call(s, 'POST', '/api/auth/request-password-reset', { payload: { email: `nobody-${Math.random()}@example.test` }, ip });
    for (let i = 0; i < PER_IP; i++) expect((await reset(i % 2 ? `::ffff:${v4}` : v4)).statusCode).toBe(200);
    expect((await reset(`::FFFF:${v4}`)).statusCode).toBe(429);
    expect((await reset(v4)).statusCode).toBe(429);
  });
});
