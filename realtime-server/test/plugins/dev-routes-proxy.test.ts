import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, BILLING_ERR } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { bearer, registerUser, startTestServer } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

/**
 * The development-only routes (the mailbox with every reset link and code, dev billing's free
 * "payment") must not answer another machine in any configuration the README describes: behind a
 * proxy they are not registered, and on loopback they refuse whatever came through a proxy.
 */
const DEV_ROUTES = ['/dev/mailbox', '/api/dev/outbox', '/api/dev-billing/checkouts/cs_dev_1', '/api/dev-billing/portal/bps_dev_1'];

const get = (server: AppServer, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, remoteAddress, headers });

async function withServer(env: Record<string, string>, fn: (server: AppServer) => Promise<void>) {
  const server = await startTestServer(env);
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** A reset link's secret in the outbox: what a stranger must never read. */
async function mailboxHoldsSecrets(server: AppServer) {
  await registerUser(server);
  const own = await get(server, '/api/dev/outbox', '127.0.0.1');
  expect(own.statusCode).toBe(200);
  expect(own.json().data.length).toBeGreaterThan(0);
}

describe('development routes on a loopback server that trusts no proxy (the default)', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startTestServer();
    await mailboxHoldsSecrets(server);
  });
  afterAll(() => server.close());

  it('answer a request from this machine', async () => {
    expect((await get(server, '/dev/mailbox', '127.0.0.1')).statusCode).toBe(200);
    expect((await get(server, '/api/dev/outbox', '::1')).statusCode).toBe(200);
  });

  it('are not found for another machine', async () => {
    for (const url of DEV_ROUTES) expect((await get(server, url, '203.0.113.7')).statusCode, url).toBe(404);
  });

  it('are not found for a request that came through a proxy on this machine', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { 'x-real-ip': '203.0.113.7' },
    ] as Record<string, string>[]) {
      for (const url of DEV_ROUTES) {
        const res = await get(server, url, '127.0.0.1', headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('verification code');
      }
    }
  });
});

describe('development routes behind a trusted proxy', () => {
  for (const [label, env] of [
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY=2', { TRUST_PROXY: '2' }],
    ['TRUST_PROXY as addresses', { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }],
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }],
  ] as const) {
    it(`are not registered at all (${label}), whatever X-Forwarded-For says`, async () => {
      await withServer(env, async (server) => {
        await registerUser(server);
        for (const url of DEV_ROUTES) {
          const tries: [string, Record<string, string>][] = [
            ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
            ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
            ['127.0.0.1', {}],
          ];
          for (const [remote, headers] of tries) {
            const res = await get(server, url, remote, headers);
            expect(res.statusCode, `${url} from ${remote} ${JSON.stringify(headers)}`).toBe(404);
            expect(res.body).not.toContain('Development mailbox');
          }
        }
      });
    });
  }

  it('are served to anyone only when DEV_ROUTES_PUBLIC says so', async () => {
    await withServer({ TRUST_PROXY: 'true', DEV_ROUTES_PUBLIC: 'true' }, async (server) => {
      await registerUser(server);
      expect((await get(server, '/api/dev/outbox', '203.0.113.7')).statusCode).toBe(200);
    });
  });

  it('leave no free subscription behind: without Stripe, a checkout is refused in words', async () => {
    await withServer({ TRUST_PROXY: 'true' }, async (server) => {
      const client = await buildUser(server, { role: ROLE.CUSTOMER });
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/subscriptions/create-checkout',
        headers: bearer(client.token),
        payload: { priceId: server.ctx.billing.individualPriceId, successUrl: '/subscription?success=true' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(BILLING_ERR.NOT_CONFIGURED);
    });
  });
});

describe('the client address behind a trusted proxy', () => {
  it('is the one the proxy saw, not the one the client wrote', async () => {
    await withServer({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '3' }, async (server) => {
      const attempt = (spoofed: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.20` },
          payload: { email: `nobody-${spoofed}@example.test`, password: 'wrong-password-1' },
        });
      // A new left-most address each time buys no new budget: the proxy's own entry counts.
      const codes = [];
      for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) codes.push((await attempt(spoofed)).statusCode);
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes[3]).toBe(429);
    });
  });
});

/** Starts forwarding-proxy.mjs in a process of its own, in front of `target`. */
async function startProxy(target: string): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [join(import.meta.dirname, 'forwarding-proxy.mjs')], {
    env: { ...process.env, TARGET: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(proc.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}`, proc };
}

describe('development routes through a real proxy process on this machine', () => {
  for (const [label, env] of [
    ['trusting no proxy', {}],
    ['trusting one hop', { TRUST_PROXY: 'true' }],
  ] as const) {
    it(`refuse what the proxy forwards (${label}), even a client that names itself 127.0.0.1`, async () => {
      await withServer(env, async (server) => {
        await registerUser(server);
        const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
        const proxy = await startProxy(address);
        try {
          for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
            const res = await fetch(`${proxy.url}/api/dev/outbox`, { headers });
            expect(res.status, JSON.stringify(headers)).toBe(404);
            expect(await res.text()).not.toContain('verification code');
          }
          // Straight to the server from this machine: served only where no proxy is trusted.
          const direct = await fetch(`${address}/api/dev/outbox`);
          expect(direct.status).toBe(label === 'trusting no proxy' ? 200 : 404);
        } finally {
          proxy.proc.kill('SIGTERM');
          await once(proxy.proc, 'exit');
        }
      });
    });
  }
});
