import { describe, expect, it } from 'vitest';
import { ERR, ONBOARDING_ERR } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, serverForFile, startTestServer, uniqueIp } from '../helpers.ts';
import { intakePayload, makeAccessCode, saveCompletion, withAccessCodeGate } from '../factories/onboarding.ts';
import { uniqueEmail } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

const validate = (code: unknown, ip = uniqueIp()) => call(server, 'POST', '/api/access-codes/validate', { payload: { code }, ip });
const codeRow = (code: string) => server.ctx.db.selectFrom('accessCodes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

describe('GET /api/access-codes/system-status', () => {
  it('tells whether sign-ups need a code, without signing in', async () => {
    await withAccessCodeGate(server, true, async () => {
      const res = await call(server, 'GET', '/api/access-codes/system-status');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { accessCodeRequired: true } });
    });
    await withAccessCodeGate(server, false, async () => {
      expect((await call(server, 'GET', '/api/access-codes/system-status')).json().data.accessCodeRequired).toBe(false);
    });
  });
});

describe('POST /api/access-codes/validate', () => {
  it('accepts an active code typed in lower case with spaces, and does not use it up', async () => {
    const code = await makeAccessCode(server, { maxUses: 1 });
    for (let i = 0; i < 2; i++) {
      const res = await validate(`  ${code.toLowerCase()} `);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ valid: true, message: ONBOARDING_ERR.ACCESS_CODE_VALID });
    }
    expect((await codeRow(code)).useCount).toBe(0);
  });

  it('refuses an unknown and a disabled code as invalid', async () => {
    expect((await validate('NO-SUCH-CODE')).json().data).toEqual({ valid: false, message: ONBOARDING_ERR.INVALID_ACCESS_CODE });
    const code = await makeAccessCode(server);
    await server.ctx.db.updateTable('accessCodes').set({ isActive: false }).where('code', '=', code).execute();
    expect((await validate(code)).json().data).toEqual({ valid: false, message: ONBOARDING_ERR.INVALID_ACCESS_CODE });
  });

  it('says when a code has expired', async () => {
    const code = await makeAccessCode(server, { expiresAt: new Date(clock.now().getTime() + 60 * 60_000) });
    expect((await validate(code)).json().data.valid).toBe(true);
    clock.advance(61 * 60_000);
    expect((await validate(code)).json().data).toEqual({ valid: false, message: ONBOARDING_ERR.ACCESS_CODE_EXPIRED });
  });

  it('says when a code has reached its limit', async () => {
    const code = await makeAccessCode(server, { maxUses: 2 });
    await server.ctx.db.updateTable('accessCodes').set({ useCount: 2 }).where('code', '=', code).execute();
    expect((await validate(code)).json().data).toEqual({ valid: false, message: ONBOARDING_ERR.ACCESS_CODE_USED_UP });
  });

  it('asks for a code when it is blank', async () => {
    const res = await validate('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Please enter an access code/);
  });

  it('is rate-limited per IP', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 2; i++) {
        expect((await call(limited, 'POST', '/api/access-codes/validate', { payload: { code: 'X' }, ip })).statusCode).toBe(200);
      }
      const refused = await call(limited, 'POST', '/api/access-codes/validate', { payload: { code: 'X' }, ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(ERR.TOO_MANY_ATTEMPTS(15));
      // Another address is not affected.
      expect((await call(limited, 'POST', '/api/access-codes/validate', { payload: { code: 'X' }, ip: uniqueIp() })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('an access code with max_uses 1', () => {
  it('admits exactly one of two sign-ups that use it at the same time', async () => {
    const code = await makeAccessCode(server, { maxUses: 1 });
    await withAccessCodeGate(server, true, async () => {
      const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];
      const results = await Promise.all(emails.map((email) => saveCompletion(server, intakePayload({ email, accessCode: code }))));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(refused.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_USED_UP);

      const row = await codeRow(code);
      expect(row.useCount).toBe(1);
      const uses = await server.ctx.db.selectFrom('accessCodeUses').selectAll().where('accessCodeId', '=', row.id).execute();
      expect(uses).toHaveLength(1);
      expect(uses[0]).toMatchObject({ purpose: 'intake', userId: results.find((r) => r.statusCode === 201)!.json().data.user.id });
      // The refused sign-up left no account behind.
      const refusedEmail = emails.find((e) => e !== results.find((r) => r.statusCode === 201)!.json().data.user.email)!;
      expect((await call(server, 'POST', '/api/intake/check-email', { payload: { email: refusedEmail } })).json().data.exists).toBe(false);
    });
  });
});
