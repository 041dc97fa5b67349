import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VIDEO_ERR } from '@coach/contract';
import { signGuestToken } from '../../src/modules/video/guest/token.ts';
import { call, serverForFile, uniqueIp } from '../helpers.ts';

// Calls that carry their own token (a guest's, in the body): a missing or forged token answers 401
// before the rest of the input is looked at, so a caller without one learns none of its rules.
const server = serverForFile({});

const post = (url: string, payload: unknown) => call(server, 'POST', url, { payload, ip: uniqueIp() });
const wellSigned = () =>
  signGuestToken(
    server.ctx.config.jwtSecret,
    { sid: randomUUID(), iid: randomUUID(), kid: randomUUID(), name: 'Gus' },
    server.ctx.clock.now(),
  );

describe("a guest's own calls with broken input", () => {
  it.each([
    ['/api/video/guest/feedback', { guestToken: 'g1.forged.token', rating: 99, comments: 42 }],
    ['/api/video/guest/feedback', { rating: 'five' }],
    ['/api/video/guest/consent', { guestToken: 'not-a-guest-token', agreed: false }],
    ['/api/video/guest/consent', { guestToken: 12345 }],
    ['/api/video/guest/join', { guestToken: 'short', extra: true }],
    ['/api/video/guest/join', {}],
  ])('POST %s %j answers 401 first', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ error: VIDEO_ERR.GUEST_LINK_INVALID, code: 'GUEST_TOKEN_INVALID' });
  });

  it('answers 400 with the field once the token is a guest token of ours', async () => {
    const res = await post('/api/video/guest/feedback', { guestToken: wellSigned(), rating: 99 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/rating/i);
  });

  it('checks the knock behind a well-signed token as before: none is 401', async () => {
    const res = await post('/api/video/guest/feedback', { guestToken: wellSigned(), rating: 5 });
    expect(res.statusCode, res.body).toBe(401);
  });
});
