import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppServer } from '../src/app.ts';
import { buildUser, call, connectSocket, listen, nextEvent, startTestServer, type TestSocket } from './helpers.ts';

/** Two processes behind a load balancer: one database, one Redis, one key prefix (so one stream). */
let nodeA: AppServer;
let nodeB: AppServer;
let urlA: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  const env = { REDIS_PREFIX: `${inject('redisPrefix')}cluster-${randomUUID().slice(0, 8)}:`, AUTH_RATE_LIMIT_PER_IP: '1000' };
  nodeA = await startTestServer(env);
  nodeB = await startTestServer(env);
  urlA = await listen(nodeA);
  await listen(nodeB);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()]);
});

async function connectToA(token: string): Promise<TestSocket> {
  const socket = await connectSocket(urlA, token);
  open.push(socket);
  return socket;
}

describe('two nodes on one Redis', () => {
  it('delivers user:updated to a socket on node A when the profile changes through node B', async () => {
    const { user, token } = await buildUser(nodeA);
    const socket = await connectToA(token);
    const updated = nextEvent(socket, 'user:updated', 5000);
    const res = await call(nodeB, 'PUT', '/api/account/profile', { token, payload: { lastName: 'Across' } });
    expect(res.statusCode).toBe(200);
    expect((await updated).user).toMatchObject({ id: user.id, lastName: 'Across' });
  });

  it('signs out a socket on node A when the password changes through node B', async () => {
    const { token, password } = await buildUser(nodeA);
    const socket = await connectToA(token);
    const revoked = nextEvent(socket, 'auth:revoked', 5000);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await call(nodeB, 'POST', '/api/auth/change-password', {
      token,
      payload: { currentPassword: password, newPassword: 'changed-on-b' },
    });
    expect(res.statusCode).toBe(200);
    expect(await revoked).toEqual({ reason: 'password_changed' });
    expect(await gone).toBe('io server disconnect');

    // The new token is good on node A too; the old one is refused there.
    await expect(connectSocket(urlA, token)).rejects.toThrow('unauthorized');
    const fresh = await connectToA(res.json().data.token);
    expect(fresh.connected).toBe(true);
  });
});
