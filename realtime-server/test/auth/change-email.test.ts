import { describe, expect, it } from 'vitest';
import { ERR } from '@coach/contract';
import { call, latestCodeTo, latestEmailTo, serverForFile } from '../helpers.ts';
import { authCalls } from './auth-helpers.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const { login, me } = authCalls(server);

describe('POST /api/auth/change-email', () => {
  const changeEmail = (token: string, payload: object) => call(server, 'POST', '/api/auth/change-email', { token, payload });

  it('needs a token, the password and a valid, different, free address', async () => {
    const { user, password, token } = await buildUser(server);
    const other = await buildUser(server);
    expect((await call(server, 'POST', '/api/auth/change-email', { payload: { newEmail: uniqueEmail(), password } })).statusCode).toBe(401);

    const cases: Array<[object, number, string]> = [
      [{ newEmail: uniqueEmail() }, 400, ERR.PASSWORD_REQUIRED_CONFIRM],
      [{ newEmail: uniqueEmail(), password: '' }, 400, ERR.PASSWORD_REQUIRED_CONFIRM],
      [{ password }, 400, ERR.NEW_EMAIL_REQUIRED],
      [{ newEmail: 'nope', password }, 400, ERR.EMAIL_INVALID],
      [{ newEmail: uniqueEmail(), password: 'wrong-password' }, 400, ERR.WRONG_PASSWORD],
      [{ newEmail: user.email.toUpperCase(), password }, 400, ERR.NEW_EMAIL_SAME],
      [{ newEmail: other.user.email.toUpperCase(), password }, 409, ERR.EMAIL_IN_USE],
    ];
    for (const [payload, status, error] of cases) {
      const res = await changeEmail(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toBe(error);
    }
    expect((await me(token)).json().data.user.email).toBe(user.email);
  });

  it('moves the account to the new address, unverified, and sends it a code', async () => {
    const { user, password, token } = await buildUser(server);
    const newEmail = uniqueEmail('moved');
    const res = await changeEmail(token, { newEmail: newEmail.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(res.json().data.user).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await me(fresh)).json().data).toMatchObject({ user: { email: newEmail }, requiresEmailVerification: true });

    const code = await latestCodeTo(server, newEmail);
    const verify = await call(server, 'POST', '/api/email/verify', { token: fresh, payload: { code } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.emailVerified).toBe(true);

    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(newEmail, password)).statusCode).toBe(200);
  });

  it('revokes earlier tokens and tells the old address, with a way to support and to a reset', async () => {
    const { user, password, token } = await buildUser(server, { firstName: 'Olga' });
    const newEmail = uniqueEmail('taken-over');
    const res = await changeEmail(token, { newEmail, password });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(fresh).not.toBe(token);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);

    const notice = await latestEmailTo(server, user.email);
    expect(notice?.subject).toBe('Your email address was changed');
    expect(notice?.textBody).toContain('Hi Olga');
    expect(notice?.textBody).toContain(newEmail);
    const base = server.ctx.config.publicUrl;
    expect(notice?.textBody).toContain(`${base}/privacy`);
    expect(notice?.textBody).toContain(`${base}/forgot-password`);
  });
});

describe('POST /api/auth/delete-account', () => {
  it('keeps the account when the password is wrong or missing', async () => {
    const { token } = await buildUser(server);
    const wrong = await call(server, 'POST', '/api/auth/delete-account', { token, payload: { password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(ERR.WRONG_PASSWORD);
    const missing = await call(server, 'POST', '/api/auth/delete-account', { token, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ERR.PASSWORD_REQUIRED_CONFIRM);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('signs the user out everywhere and refuses later logins', async () => {
    const { user, password, token } = await buildUser(server);
    const res = await call(server, 'POST', '/api/auth/delete-account', { token, payload: { password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.success).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(user.email, password)).json().error).toBe(ERR.INVALID_CREDENTIALS);
    expect((await latestEmailTo(server, user.email))?.subject).toBe('Your account was deleted');
    // A deleted account gets no reset link either.
    await call(server, 'POST', '/api/auth/request-password-reset', { payload: { email: user.email } });
    await server.ctx.jobs.runDue(50);
    expect((await latestEmailTo(server, user.email))?.subject).toBe('Your account was deleted');
  });
});
