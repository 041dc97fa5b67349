import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, ERR } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const valid = () => ({
  name: 'Casey Writer',
  email: uniqueEmail('contact'),
  inquiryType: 'Technical Issue',
  message: 'The chat does not load.',
});
const send = (payload: object, token?: string) => call(server, 'POST', '/api/contact', { payload, token });
const storedFor = (email: string) => server.ctx.db.selectFrom('contactMessages').selectAll().where('email', '=', email).execute();

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const body = { ...valid(), email: valid().email.toUpperCase() };
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true, message: ERR.CONTACT_SENT } });
    const rows = await storedFor(body.email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Casey Writer',
      inquiryType: 'Technical Issue',
      message: 'The chat does not load.',
      userId: null,
    });
  });

  it('links the message to the signed-in sender, and treats a bad token as no token', async () => {
    const { user, token } = await buildUser(server);
    const signedIn = valid();
    expect((await send(signedIn, token)).statusCode).toBe(200);
    expect((await storedFor(signedIn.email))[0]?.userId).toBe(user.id);

    const badToken = valid();
    expect((await send(badToken, 'not-a-token')).statusCode).toBe(200);
    expect((await storedFor(badToken.email))[0]?.userId).toBeNull();
  });

  it('asks for every field when one is missing or blank', async () => {
    for (const field of ['name', 'email', 'inquiryType', 'message'] as const) {
      const missing: Record<string, string> = valid();
      delete missing[field];
      const res = await send(missing);
      expect(res.statusCode, `without ${field}`).toBe(400);
      expect(res.json().error, `without ${field}`).toBe(ERR.CONTACT_MISSING);
    }
    for (const field of ['name', 'email', 'message'] as const) {
      const res = await send({ ...valid(), [field]: '   ' });
      expect(res.statusCode, `blank ${field}`).toBe(400);
      expect(res.json().error, `blank ${field}`).toBe(ERR.CONTACT_MISSING);
    }
  });

  it('refuses an unknown inquiry type, a bad email, an unknown field and a message over 2000 characters', async () => {
    const type = await send({ ...valid(), inquiryType: 'Sales' });
    expect(type.statusCode).toBe(400);
    expect(type.json().error).toMatch(/^inquiryType: /);

    const email = await send({ ...valid(), email: 'no-at-sign' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toBe(ERR.EMAIL_INVALID);

    const extra = await send({ ...valid(), phone: '123' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe('Unknown field: phone');

    const long = valid();
    const tooLong = await send({ ...long, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/^message: /);
    expect(await storedFor(long.email)).toHaveLength(0);

    const atLimit = valid();
    expect((await send({ ...atLimit, message: 'y'.repeat(CONTACT_MESSAGE_MAX) })).statusCode).toBe(200);
    expect((await storedFor(atLimit.email))[0]?.message).toHaveLength(CONTACT_MESSAGE_MAX);
  });
});
