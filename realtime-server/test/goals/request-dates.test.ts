import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACTION_NOT_SENDABLE, AVAILABILITY_ERR, DATE_ERR, LIFE_YEARS, ROLE, SCHEDULE_YEARS, SESSION_ERR } from '@coach/contract';
import { call, serverForFile, uniqueIp } from '../helpers.ts';
import { chatUrl } from '../chat/chat-helpers.ts';
import { gridAt } from '../sessions/sessions-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

// Every date a request carries is a day that exists, within the years its field can mean; a body
// with a field nobody reads is refused; and a person cannot send an action card.
const server = serverForFile({});

const LIFE_RANGE = DATE_ERR.YEAR_RANGE(LIFE_YEARS.min, LIFE_YEARS.max);
const SCHEDULE_RANGE = DATE_ERR.YEAR_RANGE(SCHEDULE_YEARS.min, SCHEDULE_YEARS.max);

/** A 400 that names the field, or a product text of its own that says which (plugins/error-handler.ts). */
function expect400(res: { statusCode: number; body: string; json: () => unknown }, field: string, text: string) {
  expect(res.statusCode, res.body).toBe(400);
  const error = (res.json() as { error: string }).error;
  if (SPEC_TEXTS.has(text)) expect(error).toBe(text);
  else expect(error).toContain(`${field}: ${text}`);
}
const SPEC_TEXTS = new Set<string>([SESSION_ERR.RANGE_INVALID, AVAILABILITY_ERR.DATE_REQUIRED]);

describe('POST /api/goals and PUT /api/goals/{id}', () => {
  it.each([
    ['2027-02-31', DATE_ERR.NOT_A_DAY],
    ['2027-13-45', DATE_ERR.NOT_A_DAY],
    ['2027-2-3', DATE_ERR.DAY_FORMAT],
    ['9999-01-01', LIFE_RANGE],
    ['0000-01-01', LIFE_RANGE],
    ['1899-12-31', LIFE_RANGE],
  ])('refuses the due date %s with 400', async (dueDate, text) => {
    const r = await buildCoaching(server);
    const created = await call(server, 'POST', '/api/goals', {
      token: r.client.token,
      payload: { roomId: r.roomId, title: 'Run', dueDate },
    });
    expect400(created, 'dueDate', text);
    const goal = await call(server, 'POST', '/api/goals', {
      token: r.client.token,
      payload: { roomId: r.roomId, title: 'Run', dueDate: '2027-02-28' },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const updated = await call(server, 'PUT', `/api/goals/${goal.json().data.id}`, { token: r.client.token, payload: { dueDate } });
    expect400(updated, 'dueDate', text);
  });

  it('keeps a leap day and the edges of the years', async () => {
    const r = await buildCoaching(server);
    for (const dueDate of ['2028-02-29', `${LIFE_YEARS.min}-01-01`, `${LIFE_YEARS.max}-12-31`]) {
      const res = await call(server, 'POST', '/api/goals', { token: r.client.token, payload: { roomId: r.roomId, title: 'Run', dueDate } });
      expect(res.statusCode, `${dueDate}: ${res.body}`).toBe(201);
      expect(res.json().data.dueDate).toBe(dueDate);
    }
  });
});

describe('the calendar: sessions, availability, ranges', () => {
  it('refuses a session moved to the year 9999 or booked on a day that does not exist', async () => {
    const c = await buildCoaching(server);
    const made = await call(server, 'POST', '/api/sessions/one-off', {
      token: c.coach.token,
      payload: { clientId: c.client.user.id, scheduledAt: gridAt(30) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { data: { session: { id: string } } }).data.session.id;
    expect400(
      await call(server, 'PUT', `/api/sessions/${id}/reschedule`, {
        token: c.coach.token,
        payload: { scheduledAt: '9999-06-01T10:00:00Z' },
      }),
      'scheduledAt',
      SCHEDULE_RANGE,
    );
    expect400(
      await call(server, 'POST', '/api/sessions/one-off', {
        token: c.coach.token,
        payload: { clientId: c.client.user.id, scheduledAt: '2027-02-31T10:00:00Z' },
      }),
      'scheduledAt',
      DATE_ERR.INSTANT_FORMAT,
    );
  });

  it('refuses an availability block on 2027-02-30 and a table range from an impossible day', async () => {
    const c = await buildCoaching(server);
    const block = { type: 'STATIC', specificDate: '2027-02-30', startTime: '09:00', endTime: '10:00' };
    expect400(
      await call(server, 'POST', '/api/coaches/me/availability', { token: c.coach.token, payload: block }),
      'specificDate',
      AVAILABILITY_ERR.DATE_REQUIRED,
    );
    expect400(
      await call(server, 'GET', `/api/sessions/coach/${c.coach.user.id}/table?from=2027-02-31`, { token: c.coach.token }),
      'from',
      SESSION_ERR.RANGE_INVALID,
    );
    expect400(
      await call(server, 'GET', `/api/sessions/coach/${c.coach.user.id}/table?to=1999-12-31`, { token: c.coach.token }),
      'to',
      SCHEDULE_RANGE,
    );
  });

  it('refuses free slots asked for from the year 9999 or an impossible day', async () => {
    const c = await buildCoaching(server);
    const url = (q: string) => `/api/sessions/available/${c.coach.user.id}?${q}`;
    expect400(await call(server, 'GET', url('startDate=9999-01-01'), { token: c.client.token }), 'startDate', SCHEDULE_RANGE);
    expect400(await call(server, 'GET', url('endDate=2027-04-31'), { token: c.client.token }), 'endDate', SESSION_ERR.RANGE_INVALID);
    const fine = await call(server, 'GET', url(`startDate=${new Date().toISOString()}`), { token: c.client.token });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('other dates of a request', () => {
  it('refuses an access code expiring in the year 0', async () => {
    const admin = await buildUser(server, { role: ROLE.ADMIN });
    const res = await call(server, 'POST', '/api/admin/access-codes', {
      token: admin.token,
      payload: { expiresAt: '0000-01-01T00:00:00Z' },
    });
    expect400(res, 'expiresAt', SCHEDULE_RANGE);
  });

  it("refuses a credential dated before 1900, keeps '' for a cleared date", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const url = '/api/account/credentials/experience';
    expect400(
      await call(server, 'POST', url, { token: coach.token, payload: { title: 'Coach', startDate: '1850-01-01' } }),
      'startDate',
      LIFE_RANGE,
    );
    const cleared = await call(server, 'POST', url, {
      token: coach.token,
      payload: { title: 'Coach', startDate: '2020-01-01', endDate: '' },
    });
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
  });
});

describe('bodies with fields nobody reads', () => {
  it('are refused on goals, badges and subscriptions', async () => {
    const r = await buildCoaching(server);
    const extra = { unknownField: 'x' };
    for (const [method, url, payload] of [
      ['POST', '/api/goals', { roomId: r.roomId, title: 'Run', ...extra }],
      ['POST', '/api/goals/score', { title: 'Run', ...extra }],
      ['POST', '/api/badges/check-eligibility', { roomId: r.roomId, ...extra }],
      ['PUT', '/api/badges/user/mark', { userBadgeIds: [randomUUID()], mark: 'viewed', ...extra }],
      ['POST', '/api/subscriptions/cancel', { cancelAtPeriodEnd: true, ...extra }],
      ['POST', '/api/subscriptions/customer-portal', { returnUrl: '/subscription', ...extra }],
    ] as const) {
      const res = await call(server, method, url, { token: r.client.token, payload, ip: uniqueIp() });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().error, url).toMatch(/unknownField|Unrecognized/i);
    }
  });
});

describe('POST /api/chat/rooms/{roomId}/messages', () => {
  it("refuses a person's action card with 400, and stores nothing", async () => {
    const r = await buildCoaching(server);
    const res = await call(server, 'POST', chatUrl(r.roomId, 'messages'), {
      token: r.client.token,
      payload: { content: 'Approve me', messageType: 'action' },
    });
    expect400(res, 'messageType', ACTION_NOT_SENDABLE);
    const stored = await server.ctx.db.selectFrom('messages').select('id').where('roomId', '=', r.roomId).execute();
    expect(stored).toEqual([]);
    const text = await call(server, 'POST', chatUrl(r.roomId, 'messages'), {
      token: r.client.token,
      payload: { content: 'Hello', messageType: 'text' },
    });
    expect(text.statusCode, text.body).toBe(201);
  });
});
