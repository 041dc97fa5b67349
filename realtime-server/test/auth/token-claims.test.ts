import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import { handMadeJwt } from './hand-made-jwt.ts';
import { call, connectSocket, serverForFile, socketsForFile, TEST_JWT_SECRET } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile();
const sockets = socketsForFile(server);

/**
 * Tokens signed with the server's own secret whose times are wrong: a token without `exp` would be
 * good for ever, one without `iat` or issued ahead of the clock cannot be dated (a leaked signing
 * key could mint tokens that outlive its rotation).
 */
async function badlyDated() {
  const { user } = await buildUser(server);
  const now = Math.floor(Date.now() / 1000);
  const base = { sub: user.id, tv: user.tokenVersion };
  return {
    good: handMadeJwt({ ...base, iat: now, exp: now + 3600 }, TEST_JWT_SECRET),
    // A clock a little ahead of ours is tolerated.
    slightlyAhead: handMadeJwt({ ...base, iat: now + 30, exp: now + 3600 }, TEST_JWT_SECRET),
    refused: {
      'no exp': handMadeJwt({ ...base, iat: now }, TEST_JWT_SECRET),
      'no iat': handMadeJwt({ ...base, exp: now + 3600 }, TEST_JWT_SECRET),
      neither: handMadeJwt(base, TEST_JWT_SECRET),
      'iat 2 minutes ahead': handMadeJwt({ ...base, iat: now + 120, exp: now + 3600 }, TEST_JWT_SECRET),
      'iat a year ahead': handMadeJwt({ ...base, iat: now + 365 * 86_400, exp: now + 400 * 86_400 }, TEST_JWT_SECRET),
      'iat not a number': handMadeJwt({ ...base, iat: String(now), exp: now + 3600 }, TEST_JWT_SECRET),
    },
  };
}

describe('token times: exp and iat are required, iat not ahead of the clock', () => {
  it('REST (GET /api/auth/me) answers 401 to such a token', async () => {
    const tokens = await badlyDated();
    expect((await call(server, 'GET', '/api/auth/me', { token: tokens.good })).statusCode).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', { token: tokens.slightlyAhead })).statusCode).toBe(200);
    for (const [label, token] of Object.entries(tokens.refused)) {
      const res = await call(server, 'GET', '/api/auth/me', { token });
      expect(res.statusCode, label).toBe(401);
      expect(res.json().error, label).toBe(ERR.UNAUTHORIZED);
    }
  });

  it('the chat reads that check the claims only answer 401 too', async () => {
    const tokens = await badlyDated();
    // Not a room of this user: past the token check, the room check answers.
    const url = `/api/chat/rooms/${randomUUID()}/messages`;
    expect((await call(server, 'GET', url, { token: tokens.good })).statusCode).toBe(404);
    for (const [label, token] of Object.entries(tokens.refused)) {
      expect((await call(server, 'GET', url, { token })).statusCode, label).toBe(401);
    }
  });

  it('the Socket.IO handshake refuses such a token', async () => {
    const tokens = await badlyDated();
    expect((await sockets.connect(tokens.good)).connected).toBe(true);
    for (const [label, token] of Object.entries(tokens.refused)) {
      await expect(connectSocket(sockets.baseUrl, token), label).rejects.toThrow('unauthorized');
    }
  });
});
