import { describe, expect, it } from 'vitest';
import { call, connectSocket, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);
const { connect } = sockets;

const disconnected = (socket: TestSocket, ms = 3000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not disconnected within ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** Collects every `user:updated` a socket receives. */
function record(socket: TestSocket) {
  const seen: unknown[] = [];
  socket.on('user:updated', (p) => seen.push(p));
  return seen;
}

describe('Socket.IO handshake', () => {
  it('refuses a missing token and a bad token', async () => {
    await expect(connectSocket(sockets.baseUrl, undefined)).rejects.toThrow('unauthorized');
    await expect(connectSocket(sockets.baseUrl, 'not-a-token')).rejects.toThrow('unauthorized');
  });

  it('refuses the token of a deleted account', async () => {
    const { token, password } = await buildUser(server);
    await call(server, 'POST', '/api/auth/delete-account', { token, payload: { password } });
    await expect(connectSocket(sockets.baseUrl, token)).rejects.toThrow('unauthorized');
  });

  it('accepts a good token', async () => {
    const { token } = await buildUser(server);
    const socket = await connect(token);
    expect(socket.connected).toBe(true);
  });
});

describe('auth:revoked', () => {
  it('signs out the sockets of the old token after POST /api/auth/change-password, and only those', async () => {
    const me = await buildUser(server);
    const other = await buildUser(server);
    const tab1 = await connect(me.token);
    const tab2 = await connect(me.token);
    const bystander = await connect(other.token);
    let bystanderRevoked = false;
    bystander.on('auth:revoked', () => (bystanderRevoked = true));

    const revoked1 = nextEvent(tab1, 'auth:revoked');
    const revoked2 = nextEvent(tab2, 'auth:revoked');
    const gone1 = disconnected(tab1);
    const res = await call(server, 'POST', '/api/auth/change-password', {
      token: me.token,
      payload: { currentPassword: me.password, newPassword: 'fresh-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await revoked1).toEqual({ reason: 'password_changed' });
    expect(await revoked2).toEqual({ reason: 'password_changed' });
    expect(await gone1).toBe('io server disconnect');

    await expect(connectSocket(sockets.baseUrl, me.token)).rejects.toThrow('unauthorized');
    const fresh = await connect(res.json().data.token);
    expect(fresh.connected).toBe(true);
    expect(bystander.connected).toBe(true);
    expect(bystanderRevoked).toBe(false);
  });

  it('signs out the sockets of a deleted account', async () => {
    const me = await buildUser(server);
    const socket = await connect(me.token);
    const revoked = nextEvent(socket, 'auth:revoked');
    const gone = disconnected(socket);
    await call(server, 'POST', '/api/auth/delete-account', { token: me.token, payload: { password: me.password } });
    expect(await revoked).toEqual({ reason: 'account_deleted' });
    expect(await gone).toBe('io server disconnect');
  });

  it('signs out the sockets of the old token after POST /api/auth/change-email', async () => {
    const me = await buildUser(server);
    const socket = await connect(me.token);
    const revoked = nextEvent(socket, 'auth:revoked');
    const gone = disconnected(socket);
    const res = await call(server, 'POST', '/api/auth/change-email', {
      token: me.token,
      payload: { newEmail: `moved-${me.user.email}`, password: me.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await revoked).toEqual({ reason: 'email_changed' });
    expect(await gone).toBe('io server disconnect');
    expect((await connect(res.json().data.token)).connected).toBe(true);
  });
});

describe('user:updated', () => {
  it("reaches every socket of the user after PUT /api/account/profile and never another user's", async () => {
    const alice = await buildUser(server, { firstName: 'Alice' });
    const bob = await buildUser(server, { firstName: 'Bob' });
    const aliceTab = await connect(alice.token);
    const aliceOtherTab = await connect(alice.token);
    const bobTab = await connect(bob.token);
    const bobSeen = record(bobTab);

    const first = nextEvent(aliceTab, 'user:updated');
    const second = nextEvent(aliceOtherTab, 'user:updated');
    const res = await call(server, 'PUT', '/api/account/profile', { token: alice.token, payload: { firstName: 'Alicia' } });
    expect(res.statusCode).toBe(200);
    const payload = await first;
    expect(payload.user).toMatchObject({ id: alice.user.id, firstName: 'Alicia', email: alice.user.email });
    expect(JSON.stringify(payload)).not.toMatch(/passwordHash|argon2/);
    expect((await second).user.firstName).toBe('Alicia');

    // Bob's own update reaches Bob, and by then Alice's would have reached him too.
    const bobOwn = nextEvent(bobTab, 'user:updated');
    await call(server, 'PUT', '/api/account/profile', { token: bob.token, payload: { city: 'Bergen' } });
    expect((await bobOwn).user.id).toBe(bob.user.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(bobSeen).toHaveLength(1);
    expect(bobSeen[0]).toMatchObject({ user: { id: bob.user.id } });
  });
});
