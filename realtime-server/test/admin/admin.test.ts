import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERR, ONBOARDING_ERR, ROLE } from '@coach/contract';
import { call, serverForFile, uniqueIp } from '../helpers.ts';
import { withAccessCodeGate } from '../factories/onboarding.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
let admin: BuiltUser;
beforeAll(async () => {
  admin = await buildUser(server, { role: ROLE.ADMIN });
});

const as = (token: string) => ({
  get: (url: string) => call(server, 'GET', url, { token }),
  put: (url: string, payload: unknown) => call(server, 'PUT', url, { token, payload }),
  post: (url: string, payload: unknown) => call(server, 'POST', url, { token, payload }),
});
const uniqueCode = () => `ADM${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;

describe('admin calls by anyone but an admin', () => {
  it('are refused: 403 for a customer or a coach, 401 without a token', async () => {
    const calls: Array<['GET' | 'PUT' | 'POST', string, unknown]> = [
      ['GET', '/api/admin/settings/access-codes', undefined],
      ['PUT', '/api/admin/settings/access-codes', { accessCodeRequired: true }],
      ['GET', '/api/admin/access-codes', undefined],
      ['POST', '/api/admin/access-codes', { code: uniqueCode() }],
      ['PUT', `/api/admin/access-codes/${randomUUID()}`, { isActive: false }],
    ];
    const customer = await buildUser(server, { role: ROLE.CUSTOMER });
    const coach = await buildUser(server, { role: ROLE.COACH });
    for (const [method, url, payload] of calls) {
      for (const who of [customer, coach]) {
        const res = await call(server, method, url, { token: who.token, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(ERR.FORBIDDEN);
      }
      expect((await call(server, method, url, { payload })).statusCode).toBe(401);
    }
    // Nothing was created or changed on the way.
    const codes = (await as(admin.token).get('/api/admin/access-codes')).json().data as Array<{ code: string }>;
    expect(codes.map((c) => c.code)).not.toContain((calls[3]![2] as { code: string }).code);
  });
});

describe('GET and PUT /api/admin/settings/access-codes', () => {
  it('reads and turns the gate on and off, and the public status follows', async () => {
    await withAccessCodeGate(server, false, async () => {
      expect((await as(admin.token).get('/api/admin/settings/access-codes')).json()).toEqual({ data: { accessCodeRequired: false } });
      const on = await as(admin.token).put('/api/admin/settings/access-codes', { accessCodeRequired: true });
      expect(on.statusCode).toBe(200);
      expect(on.json().data).toEqual({ accessCodeRequired: true });
      expect((await call(server, 'GET', '/api/access-codes/system-status')).json().data.accessCodeRequired).toBe(true);
      await as(admin.token).put('/api/admin/settings/access-codes', { accessCodeRequired: false });
      expect((await as(admin.token).get('/api/admin/settings/access-codes')).json().data.accessCodeRequired).toBe(false);
    });
  });

  it('refuses a body that is not a boolean', async () => {
    const res = await as(admin.token).put('/api/admin/settings/access-codes', { accessCodeRequired: 'yes' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/admin/access-codes', () => {
  it('generates an 8-character code from an unambiguous alphabet when none is given', async () => {
    const res = await as(admin.token).post('/api/admin/access-codes', { maxUses: 10, description: 'Wave 2' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(created).toMatchObject({ maxUses: 10, useCount: 0, isActive: true, description: 'Wave 2', expiresAt: null });
    const row = await server.ctx.db.selectFrom('accessCodes').select('createdBy').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.createdBy).toBe(admin.user.id);
  });

  it('stores a given code upper-cased, with its expiry, and refuses the same code twice with 409', async () => {
    const code = uniqueCode();
    const expiresAt = '2030-01-31T23:59:59.000Z';
    const res = await as(admin.token).post('/api/admin/access-codes', { code: ` ${code.toLowerCase()} `, expiresAt });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ code, expiresAt, maxUses: null });

    const again = await as(admin.token).post('/api/admin/access-codes', { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_EXISTS);
  });

  it('refuses a code with characters other than letters, digits, - and _', async () => {
    for (const code of ['café-1', 'two words', 'AB']) {
      const res = await as(admin.token).post('/api/admin/access-codes', { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_FORMAT);
    }
  });

  it('refuses a limit below one and unknown fields', async () => {
    expect((await as(admin.token).post('/api/admin/access-codes', { maxUses: 0 })).statusCode).toBe(400);
    expect((await as(admin.token).post('/api/admin/access-codes', { useCount: 5 })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/access-codes', () => {
  it('lists the codes, newest first, with their uses', async () => {
    const first = (await as(admin.token).post('/api/admin/access-codes', { code: uniqueCode() })).json().data;
    const second = (await as(admin.token).post('/api/admin/access-codes', { code: uniqueCode() })).json().data;
    const res = await as(admin.token).get('/api/admin/access-codes');
    expect(res.statusCode).toBe(200);
    const codes = res.json().data as Array<{ id: string }>;
    const ids = codes.map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(codes.find((c) => c.id === first.id)).toEqual(first);
  });
});

describe('PUT /api/admin/access-codes/{id}', () => {
  it('disables a code so that it no longer validates, and enables it again', async () => {
    const created = (await as(admin.token).post('/api/admin/access-codes', { code: uniqueCode() })).json().data;
    const validate = () =>
      call(server, 'POST', '/api/access-codes/validate', { payload: { code: created.code }, ip: uniqueIp() }).then((r) => r.json().data);

    const off = await as(admin.token).put(`/api/admin/access-codes/${created.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: created.id, isActive: false });
    expect(await validate()).toEqual({ valid: false, message: ONBOARDING_ERR.INVALID_ACCESS_CODE });

    await as(admin.token).put(`/api/admin/access-codes/${created.id}`, { isActive: true });
    expect((await validate()).valid).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await as(admin.token).put(`/api/admin/access-codes/${randomUUID()}`, { isActive: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(ONBOARDING_ERR.ACCESS_CODE_NOT_FOUND);
  });
});
