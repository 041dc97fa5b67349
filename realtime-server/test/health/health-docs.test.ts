import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ERR } from '@coach/contract';
import { createDb } from '@coach/db';
import { call, registerUser, serverForFile, startTestServer } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const overHttps = serverForFile({ PUBLIC_URL: 'https://coach.example.test' });

describe('GET /api/health', () => {
  it('reports PostgreSQL and Redis as ok', async () => {
    const res = await call(server, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: 'postgres' },
      redis: { status: 'ok' },
    });
  });

  it('sends the security headers', async () => {
    const res = await call(server, 'GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Plain-HTTP PUBLIC_URL: no HSTS pinning.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The video room's camera, microphone and screen sharing, to the own origin only; nothing else.
    expect(res.headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(self\), display-capture=\(self\), /);
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['permissions-policy']).toContain('payment=()');
    expect(res.headers['permissions-policy']).toContain('usb=()');
  });

  it('pins HTTPS for a year, subdomains too, when PUBLIC_URL is https', async () => {
    const res = await call(overHttps, 'GET', '/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document that lists the calls', async () => {
    const res = await call(server, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    for (const path of [
      '/api/auth/register',
      '/api/auth/me',
      '/api/account/profile',
      '/api/contact',
      '/api/email/verify',
      '/api/health',
      '/api/access-codes/validate',
      '/api/lookup/support-areas',
      '/api/intake/save-completion',
      '/api/coaches/register',
      '/api/coaches/me/has-active-coaching',
      '/api/invites/{id}/resend',
      '/api/invites/verify/{code}',
      '/api/rooms',
      '/api/admin/access-codes/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('unknown calls and failures', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await call(server, 'GET', '/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 500 without internals when the database is gone, and the health check says so', async () => {
    const handle = await createDb({ databaseUrl: inject('databaseUrl'), poolSize: 2 });
    const broken = await startTestServer({}, { dbHandle: handle });
    try {
      const { token } = await buildUser(broken);
      expect((await call(broken, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
      await handle.db.destroy();

      const res = await call(broken, 'GET', '/api/auth/me', { token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: ERR.INTERNAL, code: 'INTERNAL' });
      expect(res.body).not.toMatch(/stack|pool|postgres|at \w+ \(/i);

      const health = await call(broken, 'GET', '/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json().data).toMatchObject({ status: 'degraded', database: { status: 'error' }, redis: { status: 'ok' } });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the stored emails, escaped, to a loopback client', async () => {
    const { email } = await registerUser(server, { firstName: '<b>Bold</b>' });
    const res = await server.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Development mailbox');
    expect(res.body).toContain(`To ${email}`);
    expect(res.body).toContain('Hi &lt;b&gt;Bold&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Bold</b>');

    const outbox = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}`, remoteAddress: '::1' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data).toHaveLength(1);
    expect(outbox.json().data[0]).toMatchObject({ to: email, subject: 'Your verification code' });
  });

  it('is not found for any other client', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/outbox']) {
      const res = await server.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('verification code');
    }
  });

  it('does not exist when emails go out over SMTP', async () => {
    const smtp = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:2?ignoreTLS=true' });
    try {
      await registerUser(smtp);
      const outbox = await smtp.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(outbox.statusCode).toBe(404);
      const page = await smtp.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(page.statusCode).not.toBe(200);
      expect(page.body).not.toContain('Development mailbox');
    } finally {
      await smtp.close();
    }
  });
});
