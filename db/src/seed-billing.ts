import type { Db } from './handle.ts';
import { randomBytes } from 'node:crypto';
import { DAY_MS, MONTHLY_PRICE_CENTS, TRIAL_DAYS, INDIVIDUAL_PLAN_ID } from '@coach/contract';

const id = (prefix: string) => `${prefix}_dev_demo_${randomBytes(6).toString('hex')}`;

/**
 * The demo client subscribed after their trial, under dev billing (the embedded default): the trial
 * ended 7 weeks ago, two monthly invoices are paid, and the subscription renews in 20 days. Both
 * sides are written, as dev billing's events would have: its own "remote" subscription and the
 * state the webhooks stored.
 */
export async function seedDemoBilling(db: Db, clientId: string, now: Date): Promise<void> {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const subscribedAt = day(-40);
  await db.updateTable('users').set({ trialEndDate: subscribedAt }).where('id', '=', clientId).execute();
  const customerId = id('cus');
  const subscriptionId = id('sub');
  await db
    .insertInto('billingCustomers')
    .values({ userId: clientId, customerId, createdAt: day(-40 - TRIAL_DAYS) })
    .execute();
  const period = { currentPeriodEnd: day(20), cancelAtPeriodEnd: false };
  await db
    .insertInto('devBillingSubscriptions')
    .values({
      id: subscriptionId,
      customerId,
      priceId: INDIVIDUAL_PLAN_ID,
      status: 'active',
      currentPeriodStart: day(-10),
      ...period,
      canceledAt: null,
    })
    .execute();
  await db
    .insertInto('billingSubscriptions')
    .values({
      id: subscriptionId,
      userId: clientId,
      customerId,
      status: 'active',
      priceId: INDIVIDUAL_PLAN_ID,
      ...period,
      pastDueSince: null,
      canceledAt: null,
      stateAt: day(-10),
    })
    .execute();
  await db
    .insertInto('billingInvoices')
    .values(
      [day(-40), day(-10)].map((date) => ({
        id: id('in'),
        userId: clientId,
        subscriptionId,
        amount: MONTHLY_PRICE_CENTS,
        currency: 'usd',
        status: 'paid' as const,
        invoiceDate: date,
        pdfUrl: null,
      })),
    )
    .execute();
}
