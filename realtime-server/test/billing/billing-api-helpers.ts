import { expect } from 'vitest';
import { DAY_MS, INDIVIDUAL_PLAN_FEATURES, ROLE, type RoleId } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { STRIPE_TEST } from './billing-helpers.ts';
import { call } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

/** The subscription calls' shared pieces: billing-api.test.ts and billing-manage.test.ts. */
export const PUBLIC_URL = 'https://coach.example.test';
/** The Individual plan as GET /api/subscriptions/plans lists it, under price id `id`. */
export const individualPlan = (id: string) => ({
  id,
  name: 'Individual',
  amount: 900,
  currency: 'usd',
  interval: 'month',
  features: [...INDIVIDUAL_PLAN_FEATURES],
  popular: true,
});
export const PLAN = individualPlan(STRIPE_TEST.price);
export const NO_SUBSCRIPTION = {
  hasActiveSubscription: false,
  currentPeriodEnd: null,
  status: 'none',
  cancelAtPeriodEnd: false,
  plan: null,
  hasCustomer: false,
  mode: 'stripe',
};
export const HOUR = 3_600_000;
export const checkout = (overrides: Record<string, unknown> = {}) => ({
  priceId: STRIPE_TEST.price,
  successUrl: '/subscription?success=true',
  ...overrides,
});

export const get = (s: AppServer, token: string | undefined, url: string) => call(s, 'GET', url, { token });
export const post = (s: AppServer, token: string | undefined, url: string, payload: unknown = {}) =>
  call(s, 'POST', url, { token, payload });
export const statusOf = async (s: AppServer, token: string) => {
  const res = await get(s, token, '/api/subscriptions/status');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A client whose trial has ended (or still runs, with `trialDays`), or another role. */
export async function person(s: AppServer, opts: { role?: RoleId; trialDays?: number } = {}) {
  const built = await buildUser(s, { role: opts.role ?? ROLE.CUSTOMER });
  const trialEndDate = new Date(s.ctx.clock.now().getTime() + (opts.trialDays ?? -1) * DAY_MS);
  await s.ctx.db.updateTable('users').set({ trialEndDate }).where('id', '=', built.user.id).execute();
  return { ...built, user: { ...built.user, trialEndDate } };
}

let subSeq = 0;
/** A stored subscription of the user, as the webhooks would have left it (stated an hour ago). */
export async function storedSubscriptionOf(
  server: AppServer,
  userId: string,
  fields: { status?: 'active' | 'past_due' | 'canceled'; pastDueSince?: Date | null; priceId?: string } = {},
) {
  const db = server.ctx.db;
  const customerId = `cus_test_${userId.slice(0, 8)}`;
  await db
    .insertInto('billingCustomers')
    .values({ userId, customerId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const { customerId: kept } = await db
    .selectFrom('billingCustomers')
    .select('customerId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  subSeq += 1;
  const now = server.ctx.clock.now().getTime();
  const row = {
    ...{
      id: `sub_test_${Date.now().toString(36)}_${subSeq}`,
      userId,
      customerId: kept,
      status: fields.status ?? 'active',
      priceId: fields.priceId ?? STRIPE_TEST.price,
    },
    ...{ currentPeriodEnd: new Date(now + 20 * DAY_MS), pastDueSince: fields.pastDueSince ?? null, stateAt: new Date(now - HOUR) },
    canceledAt: fields.status === 'canceled' ? new Date(now - HOUR) : null,
  };
  await db.insertInto('billingSubscriptions').values(row).execute();
  return row;
}

export const customerRowsOf = (server: AppServer, userId: string) =>
  server.ctx.db.selectFrom('billingCustomers').selectAll().where('userId', '=', userId).execute();
