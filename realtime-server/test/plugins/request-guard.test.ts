import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MALFORMED_TEXT_ERROR, NUL_CHARACTER_ERROR } from '@coach/contract';
import { isInvalidValueError } from '../../src/plugins/error-handler.ts';
import { call, serverForFile, uniqueIp, type CallOptions } from '../helpers.ts';
import { uniqueEmail } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const NUL = '\u0000';

async function expectRefused(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: CallOptions = {}) {
  const res = await call(server, method, url, { ip: uniqueIp(), ...opts });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
  expect(res.json()).toEqual({ error: NUL_CHARACTER_ERROR, code: 'VALIDATION_FAILED' });
}

describe('a NUL character anywhere in a request', () => {
  it('is refused with 400 in the bodies of sign-in, sign-up, contact, intake and the profile', async () => {
    const { client } = await buildCoaching(server);
    await expectRefused('POST', '/api/auth/login', { payload: { email: `a${NUL}@example.test`, password: 'whatever-1' } });
    await expectRefused('POST', '/api/auth/register', {
      payload: { firstName: `Ri${NUL}ley`, lastName: 'Reader', email: uniqueEmail(), password: 'a-long-password-1' },
    });
    await expectRefused('POST', '/api/contact', {
      payload: { name: 'Nul', email: uniqueEmail(), inquiryType: 'General Inquiry', message: `hello${NUL}` },
    });
    await expectRefused('POST', '/api/intake/check-email', { payload: { email: `${NUL}${uniqueEmail()}` } });
    await expectRefused('PUT', '/api/account/profile', { token: client.token, payload: { city: `Par${NUL}is` } });
  });

  it('is refused with 400 in chat messages and goals, also inside nested values and field names', async () => {
    const { roomId, client } = await buildCoaching(server);
    await expectRefused('POST', `/api/chat/rooms/${roomId}/messages`, { token: client.token, payload: { content: `hi${NUL}` } });
    await expectRefused('POST', '/api/goals', {
      token: client.token,
      payload: { roomId, title: `Run${NUL} 5 km`, milestones: [{ title: NUL }] },
    });
    await expectRefused('POST', '/api/goals', { token: client.token, payload: { roomId, title: 'Run 5 km', [`x${NUL}`]: 1 } });
  });

  it('is refused with 400 in path and query parameters, encoded or not', async () => {
    const { roomId, client } = await buildCoaching(server);
    await expectRefused('GET', '/api/invites/validate/abc%00def');
    await expectRefused('GET', `/api/goals?roomId=${roomId}%00`, { token: client.token });
    await expectRefused('GET', `/api/chat/rooms/${roomId}/messages?before=%00`, { token: client.token });
    // The development mailbox answers loopback clients only.
    await expectRefused('GET', '/api/dev/outbox?to=%00', { ip: '127.0.0.1' });
  });

  it('is refused with 400 as is text that is not well-formed Unicode (a lone surrogate)', async () => {
    // Valid JSON, but no text: the reset request stores the address in a job's jsonb, which PostgreSQL refuses.
    const res = await call(server, 'POST', '/api/auth/request-password-reset', {
      ip: uniqueIp(),
      payload: '{"email":"a\\ud800b@example.test"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: MALFORMED_TEXT_ERROR, code: 'VALIDATION_FAILED' });
  });

  it('leaves other text alone: emoji and a percent sign pass', async () => {
    const { roomId, client } = await buildCoaching(server);
    const res = await call(server, 'POST', `/api/chat/rooms/${roomId}/messages`, {
      token: client.token,
      payload: { content: '100% 🎉 done \\u0000 as text' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the error handler', () => {
  it("knows PostgreSQL's own errors for a value it cannot store as invalid input (the last line behind the guard)", async () => {
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await query.execute(server.ctx.db);
      } catch (err) {
        return err as { code?: unknown };
      }
      throw new Error('the database took the value');
    };
    expect(isInvalidValueError(await refusal(sql`select ${`a${NUL}b`}::text`))).toBe(true);
    expect(isInvalidValueError(await refusal(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`))).toBe(true);
    expect(isInvalidValueError(await refusal(sql`select ${'not-a-uuid'}::uuid`))).toBe(true);
    // A broken rule of the schema stays a 500: that is the server's fault, not the request's.
    expect(isInvalidValueError(await refusal(sql`select 1 / 0`))).toBe(false);
  });
});
