import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ERR } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { ACCOUNT_LIMITS, LOGIN_ACROSS_ADDRESSES } from '../../src/plugins/route-limits.ts';
import { call, openCode, serverForFile, startTestServer, uniqueIp } from '../helpers.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const LOCKED_TEXT = ERR.TOO_MANY_ATTEMPTS(15);

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const login = (s: AppServer, email: string, password: string, ip?: string) =>
  call(s, 'POST', '/api/auth/login', { payload: { email, password }, ip });

describe('POST /api/auth/login per account', () => {
  it(`refuses the ${ACCOUNT_LIMITS.login.max + 1}th attempt for one email from one address, not the owner elsewhere`, async () => {
    const { user, password } = await buildUser(server);
    const attacker = uniqueIp();
    for (let i = 0; i < ACCOUNT_LIMITS.login.max; i++) {
      // Case and spaces do not make another account.
      const email = i % 2 ? ` ${user.email.toUpperCase()} ` : user.email;
      expect((await login(server, email, 'wrong-password', attacker)).statusCode).toBe(401);
    }
    const res = await login(server, user.email, password, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(LOCKED_TEXT);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, on their own device, is not locked out.
    expect((await login(server, user.email, password, uniqueIp())).statusCode).toBe(200);
    // Another account from the attacker's address is not affected.
    const other = await buildUser(server);
    expect((await login(server, other.user.email, other.password, attacker)).statusCode).toBe(200);
  });

  it(`caps one account at ${ACCOUNT_LIMITS.login.max * LOGIN_ACROSS_ADDRESSES} attempts an hour over all addresses`, async () => {
    const { user, password } = await buildUser(server);
    const cap = ACCOUNT_LIMITS.login.max * LOGIN_ACROSS_ADDRESSES;
    for (let i = 0; i < cap; i++) expect((await login(server, user.email, 'wrong-password', uniqueIp())).statusCode).toBe(401);
    const res = await login(server, user.email, password, uniqueIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(res.json().error).toBe(ERR.TOO_MANY_ATTEMPTS(60));
  });

  it('keeps the counters in Redis under the server prefix', async () => {
    const { user } = await buildUser(server);
    await login(server, user.email.toUpperCase(), 'wrong-password', '198.51.100.1');
    const redis = server.ctx.redis!;
    const prefix = server.ctx.config.redisPrefix;
    const atAddress = `${prefix}rl:login:account-ip:${user.email}|198.51.100.1`;
    const anywhere = `${prefix}rl:login:account:${user.email}`;
    expect(await redis.get(atAddress)).toBe('1');
    expect(await redis.get(anywhere)).toBe('1');
    expect(await redis.get(`${prefix}rl:login:ip:198.51.100.1`)).toBe('1');
    const ttl = await redis.pTTL(atAddress);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(await redis.pTTL(anywhere)).toBeGreaterThan(59 * 60_000);
  });

  it('is shared by two servers on one Redis', async () => {
    const env = { REDIS_PREFIX: `${inject('redisPrefix')}shared-${randomUUID().slice(0, 8)}:`, AUTH_RATE_LIMIT_PER_IP: '1000' };
    const a = await startTestServer(env);
    const b = await startTestServer(env);
    try {
      const { user, password } = await buildUser(a);
      for (let i = 0; i < ACCOUNT_LIMITS.login.max; i++) {
        expect((await login(i % 2 ? a : b, user.email, 'wrong-password')).statusCode).toBe(401);
      }
      const res = await login(b, user.email, password);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(LOCKED_TEXT);
      expect((await login(a, user.email, password)).statusCode).toBe(429);
      // A server with another prefix keeps its own counters.
      expect((await login(server, user.email, password)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('per client IP (AUTH_RATE_LIMIT_PER_IP)', () => {
  let strict: AppServer;
  beforeAll(async () => {
    strict = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => strict.close());

  it('refuses the 4th login from one address across accounts, not from another address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i++) expect((await login(strict, uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(401);
    const res = await login(strict, uniqueEmail(), 'wrong-password', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(LOCKED_TEXT);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await strict.ctx.redis!.get(`${strict.ctx.config.redisPrefix}rl:login:ip:${ip}`)).toBe('4');

    const { user, password } = await buildUser(strict);
    expect((await login(strict, user.email, password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('limits sign-ups, reset requests and contact messages the same way', async () => {
    const ip = '192.0.2.20';
    const accessCode = await openCode(strict);
    const register = () =>
      call(strict, 'POST', '/api/auth/register', {
        ip,
        payload: { firstName: 'Rate', lastName: 'Limited', email: uniqueEmail(), password: 'long-enough', accessCode },
      });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(429);

    const contact = () =>
      call(strict, 'POST', '/api/contact', {
        ip,
        payload: { name: 'N', email: 'n@example.test', inquiryType: 'Other', message: 'hello' },
      });
    for (let i = 0; i < 3; i++) expect((await contact()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(429);
  });
});

describe('POST /api/auth/request-password-reset per account', () => {
  it(`refuses more than ${ACCOUNT_LIMITS['password-reset'].max} requests an hour for one address`, async () => {
    const email = uniqueEmail('reset');
    for (let i = 0; i < ACCOUNT_LIMITS['password-reset'].max; i++) {
      expect((await call(server, 'POST', '/api/auth/request-password-reset', { ip: uniqueIp(), payload: { email } })).statusCode).toBe(200);
    }
    const res = await call(server, 'POST', '/api/auth/request-password-reset', { ip: uniqueIp(), payload: { email: email.toUpperCase() } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes before trying again\.$/);
  });
});

describe('password checks of a signed-in account', () => {
  const cases = [
    { scope: 'change-email', url: '/api/auth/change-email', payload: (password: string) => ({ newEmail: uniqueEmail('moved'), password }) },
    { scope: 'delete-account', url: '/api/auth/delete-account', payload: (password: string) => ({ password }) },
    {
      scope: 'change-password',
      url: '/api/auth/change-password',
      payload: (password: string) => ({ currentPassword: password, newPassword: 'a-new-password' }),
    },
  ] as const;

  for (const { scope, url, payload } of cases) {
    it(`POST ${url} refuses the ${ACCOUNT_LIMITS[scope].max + 1}th password guess, even the right one`, async () => {
      const { password, token } = await buildUser(server);
      for (let i = 0; i < ACCOUNT_LIMITS[scope].max; i++) {
        const res = await call(server, 'POST', url, { token, ip: uniqueIp(), payload: payload('wrong-password') });
        expect(res.statusCode).toBe(400);
      }
      const res = await call(server, 'POST', url, { token, ip: uniqueIp(), payload: payload(password) });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(LOCKED_TEXT);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await call(server, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    });
  }
});
