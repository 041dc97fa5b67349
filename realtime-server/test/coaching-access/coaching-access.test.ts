import { describe, expect, it } from 'vitest';
import { DAY_MS, PAST_DUE_GRACE_DAYS, ROLE, TRIAL_DAYS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, serverForFile } from '../helpers.ts';
import { signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

const access = async (token: string) => {
  const res = await call(server, 'GET', '/api/coaches/me/has-active-coaching', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/coaches/me/has-active-coaching', () => {
  it('lets a customer in during the trial, and not once it has ended', async () => {
    const { token, user } = await signUpThroughIntake(server);
    expect(await access(token)).toEqual({ hasActiveCoaching: false, hasAccess: true, reason: 'trial', trialEndDate: user.trialEndDate });
    clock.advance((TRIAL_DAYS + 1) * DAY_MS);
    expect(await access(token)).toEqual({ hasActiveCoaching: false, hasAccess: false, reason: 'none', trialEndDate: user.trialEndDate });
  });

  it('lets a customer with an active coach in, trial or not', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH });
    const client = await buildUser(server);
    await server.ctx.db.insertInto('coachClients').values({ coachId: coach.user.id, clientId: client.user.id, endedAt: null }).execute();
    expect(await access(client.token)).toMatchObject({ hasActiveCoaching: true, hasAccess: true, reason: 'coaching' });

    await server.ctx.db
      .updateTable('coachClients')
      .set({ status: 'ended', endedAt: new Date() })
      .where('clientId', '=', client.user.id)
      .execute();
    expect(await access(client.token)).toMatchObject({ hasActiveCoaching: false, hasAccess: false, reason: 'none' });
  });

  it('lets a customer whose trial ended in while a stored subscription grants access', async () => {
    const { token, user } = await buildUser(server);
    const now = clock.now();
    const trialEndDate = new Date(now.getTime() - DAY_MS);
    await server.ctx.db.updateTable('users').set({ trialEndDate }).where('id', '=', user.id).execute();
    expect(await access(token)).toMatchObject({ hasAccess: false, reason: 'none' });

    await server.ctx.db
      .insertInto('billingCustomers')
      .values({ userId: user.id, customerId: `cus_access_${user.id}` })
      .execute();
    const sub = {
      id: `sub_access_${user.id}`,
      userId: user.id,
      customerId: `cus_access_${user.id}`,
      priceId: 'price_x',
      currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
      stateAt: now,
    };
    await server.ctx.db
      .insertInto('billingSubscriptions')
      .values({ ...sub, status: 'past_due', pastDueSince: now })
      .execute();
    expect(await access(token)).toEqual({
      hasActiveCoaching: false,
      hasAccess: true,
      reason: 'subscription',
      trialEndDate: trialEndDate.toISOString(),
    });
    // Stripe's retries ran out without a payment.
    clock.advance((PAST_DUE_GRACE_DAYS + 1) * DAY_MS);
    expect(await access(token)).toMatchObject({ hasAccess: false, reason: 'none' });
  });

  it('lets coaches and admins in without the customer checks', async () => {
    for (const role of [ROLE.COACH, ROLE.ADMIN]) {
      const { token } = await buildUser(server, { role });
      expect(await access(token)).toMatchObject({ hasAccess: true, reason: 'not_customer' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(server, 'GET', '/api/coaches/me/has-active-coaching')).statusCode).toBe(401);
  });
});
