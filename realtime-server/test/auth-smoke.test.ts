import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import type { AppServer } from '../src/app.ts';
import { buildUser, startTestServer } from './helpers.ts';

let server: AppServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and refuses a wrong one with the spec text', async () => {
    const { user, password } = await buildUser(server);
    const ok = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe(user.email);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe(ERR.INVALID_CREDENTIALS);
  });
});
