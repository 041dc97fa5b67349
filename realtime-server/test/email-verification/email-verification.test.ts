import { describe, expect, it } from 'vitest';
import { ERR, VERIFICATION_LOCK_MINUTES, VERIFICATION_MAX_ATTEMPTS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, latestCodeTo, latestEmailTo, registerUser, serverForFile } from '../helpers.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

/** Another six digits than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const status = async (token: string) => {
  const res = await call(server, 'GET', '/api/email/verification-status', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { emailVerified: boolean; remainingAttempts: number; timeUntilReset: number; resendAvailableIn: number };
};

for (const path of ['/api/email/verify', '/api/account/verify-email']) {
  describe(`POST ${path}`, () => {
    const verify = (token: string, code: unknown) => call(server, 'POST', path, { token, payload: { code } });

    it('verifies the address with the emailed code, once', async () => {
      const { token, email, user } = await registerUser(server);
      const code = await latestCodeTo(server, email);
      const res = await verify(token, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ id: user.id, emailVerified: true });
      expect((await call(server, 'GET', '/api/auth/me', { token })).json().data.requiresEmailVerification).toBe(false);

      // The code is spent: were the address unverified again, the same code would not verify it.
      await server.ctx.db.updateTable('users').set({ emailVerified: false }).where('id', '=', user.id).execute();
      const again = await verify(token, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(ERR.CODE_INVALID);
    });

    it('counts wrong codes down, then locks for 15 minutes, then gives the attempts back', async () => {
      const { token, email } = await registerUser(server);
      const code = await latestCodeTo(server, email);
      expect(await status(token)).toMatchObject({ emailVerified: false, remainingAttempts: VERIFICATION_MAX_ATTEMPTS, timeUntilReset: 0 });

      for (const remaining of [2, 1, 0]) {
        const res = await verify(token, wrongCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: ERR.CODE_INVALID, remainingAttempts: remaining });
        expect((await status(token)).remainingAttempts).toBe(remaining);
      }
      const locked = await status(token);
      expect(locked.timeUntilReset).toBeGreaterThan(VERIFICATION_LOCK_MINUTES * 60 - 5);
      expect(locked.timeUntilReset).toBeLessThanOrEqual(VERIFICATION_LOCK_MINUTES * 60);

      // While locked even the right code is refused.
      const refused = await verify(token, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many attempts. Please wait 15 minutes before trying again.');

      clock.advance((VERIFICATION_LOCK_MINUTES + 1) * 60_000);
      expect(await status(token)).toMatchObject({ remainingAttempts: VERIFICATION_MAX_ATTEMPTS, timeUntilReset: 0 });
      const wrongAgain = await verify(token, wrongCode(code));
      expect(wrongAgain.json()).toMatchObject({ error: ERR.CODE_INVALID, remainingAttempts: 2 });
      expect((await verify(token, code)).statusCode).toBe(200);
      expect((await status(token)).emailVerified).toBe(true);
    });

    it('asks for six digits and a token', async () => {
      const { token } = await buildUser(server, { verified: false });
      for (const code of ['12345', '1234567', 'abcdef', undefined]) {
        const res = await call(server, 'POST', path, { token, payload: code === undefined ? {} : { code } });
        expect(res.statusCode, String(code)).toBe(400);
        expect(res.json().error).toBe(ERR.CODE_NEEDS_SIX);
      }
      expect((await verify('', '123456')).statusCode).toBe(401);
    });
  });
}

describe('POST /api/email/resend-verification', () => {
  const resend = (token: string) => call(server, 'POST', '/api/email/resend-verification', { token });

  it('waits 60 seconds between codes; a new code retires the old one', async () => {
    const { token, email } = await registerUser(server);
    const oldCode = await latestCodeTo(server, email);
    expect((await status(token)).resendAvailableIn).toBeGreaterThan(55);

    const early = await resend(token);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toBe('Too many attempts. Please wait 1 minutes before trying again.');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.advance(61_000);
    expect((await status(token)).resendAvailableIn).toBe(0);
    const mailsBefore = await server.ctx.db.selectFrom('outboundEmails').select('id').where('toAddress', '=', email).execute();
    const res = await resend(token);
    expect(res.statusCode).toBe(200);
    const mailsAfter = await server.ctx.db.selectFrom('outboundEmails').select('id').where('toAddress', '=', email).execute();
    expect(mailsAfter).toHaveLength(mailsBefore.length + 1);
    const newCode = await latestCodeTo(server, email);

    if (newCode !== oldCode) {
      const old = await call(server, 'POST', '/api/email/verify', { token, payload: { code: oldCode } });
      expect(old.statusCode).toBe(400);
      expect(old.json().error).toBe(ERR.CODE_INVALID);
    }
    expect((await call(server, 'POST', '/api/email/verify', { token, payload: { code: newCode } })).statusCode).toBe(200);
  });

  it('refuses an address that is already verified', async () => {
    const { token } = await buildUser(server, { verified: true });
    const res = await resend(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ERR.ALREADY_VERIFIED);
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'POST', '/api/email/resend-verification')).statusCode).toBe(401);
  });
});

describe('GET /api/email/verification-status', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/api/email/verification-status')).statusCode).toBe(401);
  });

  it('does not let a code sent to the previous address verify the new one', async () => {
    const registered = await registerUser(server);
    const { email, password } = registered;
    const oldCode = await latestCodeTo(server, email);
    const newEmail = uniqueEmail('next');
    const changed = await call(server, 'POST', '/api/auth/change-email', { token: registered.token, payload: { newEmail, password } });
    expect(changed.statusCode).toBe(200);
    // The change revoked the earlier token: carry on with the one it handed back.
    const token = changed.json().data.token as string;
    const newCode = await latestCodeTo(server, newEmail);
    expect((await latestEmailTo(server, newEmail))?.subject).toBe('Your verification code');
    if (oldCode !== newCode) {
      expect((await call(server, 'POST', '/api/email/verify', { token, payload: { code: oldCode } })).statusCode).toBe(400);
    }
    expect((await call(server, 'POST', '/api/email/verify', { token, payload: { code: newCode } })).statusCode).toBe(200);
    expect((await status(token)).emailVerified).toBe(true);
  });
});
