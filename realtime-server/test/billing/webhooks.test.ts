import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { DAY_MS } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { postWebhook, signedEvent, stripeEnv, stripeEvent, stripeInvoice, stripeSubscription, STRIPE_TEST } from './billing-helpers.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';

const env = stripeEnv();
/** Two nodes behind a load balancer (one database, one Redis, one prefix), in Stripe mode against stripe-mock. */
const prefix = `${inject('redisPrefix')}billing-${randomUUID().slice(0, 8)}:`;
const clock = new ManualClock();
const nodeA = serverForFile({ ...env, REDIS_PREFIX: prefix }, { clock });
const nodeB = serverForFile({ ...env, REDIS_PREFIX: prefix }, { clock });
const socketsA = socketsForFile(nodeA);
socketsForFile(nodeB);

const now = () => Math.floor(clock.now().getTime() / 1000);
const DAY = 86_400;

/** A customer whose trial is over, with a billing customer id of their own. */
async function customer(): Promise<{ who: BuiltUser; customerId: string }> {
  const who = await buildUser(nodeA);
  await nodeA.ctx.db
    .updateTable('users')
    .set({ trialEndDate: new Date(clock.now().getTime() - DAY_MS) })
    .where('id', '=', who.user.id)
    .execute();
  const customerId = `cus_test_${randomUUID().slice(0, 12)}`;
  await nodeA.ctx.db.insertInto('billingCustomers').values({ userId: who.user.id, customerId }).execute();
  return { who, customerId };
}

async function deliver(node: typeof nodeA, type: string, object: object, created = now()) {
  const event = stripeEvent(type, object, created);
  const { payload, header } = signedEvent(event);
  const res = await postWebhook(node, payload, header);
  expect(res.statusCode, res.body).toBe(200);
  return event;
}

const stored = (id: string) => nodeA.ctx.db.selectFrom('billingSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();
const access = async (token: string) => (await call(nodeA, 'GET', '/api/coaches/me/has-active-coaching', { token })).json().data;
const emailsTo = (to: string) =>
  nodeA.ctx.db.selectFrom('outboundEmails').select(['subject', 'textBody']).where('toAddress', '=', to).orderBy('createdAt').execute();
const eventCount = async () =>
  Number(
    (
      await nodeA.ctx.db
        .selectFrom('billingEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.runIf(env)('Stripe webhooks', () => {
  it('refuses a missing, forged, tampered or old signature with 400 and changes nothing', async () => {
    const { customerId } = await customer();
    const sub = stripeSubscription({ id: `sub_${randomUUID()}`, customer: customerId, status: 'active', periodEnd: now() + 30 * DAY });
    const event = stripeEvent('customer.subscription.created', sub);
    const before = await eventCount();

    const good = signedEvent(event);
    const forged = signedEvent(event, { secret: 'whsec_someone_else' });
    const old = signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const tampered = good.payload.replace('"active"', '"trialing"');
    for (const [payload, header] of [
      [good.payload, undefined],
      [good.payload, 'garbage'],
      [forged.payload, forged.header],
      [old.payload, old.header],
      [tampered, good.header],
    ] as const) {
      const res = await postWebhook(nodeA, payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid signature', code: 'WEBHOOK_SIGNATURE' });
    }
    expect(await eventCount()).toBe(before);
    expect(await stored(sub.id)).toBeUndefined();
    // The same bytes, correctly signed, go through.
    expect((await postWebhook(nodeA, good.payload, good.header)).statusCode).toBe(200);
    expect((await stored(sub.id))?.status).toBe('active');
  });

  it('grants access when payment succeeds and pushes subscription:changed to a tab on the other node', async () => {
    const { who, customerId } = await customer();
    expect(await access(who.token)).toMatchObject({ hasAccess: false, reason: 'none' });
    const socket = await socketsA.connect(who.token);
    const pushed = nextEvent(socket, 'subscription:changed', 5000);
    const id = `sub_${randomUUID()}`;
    await deliver(
      nodeB,
      'customer.subscription.created',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: now() + 30 * DAY }),
    );
    expect(await pushed).toEqual({ status: 'active' });
    expect(await access(who.token)).toMatchObject({ hasAccess: true, reason: 'subscription' });
    await deliver(nodeB, 'invoice.paid', stripeInvoice({ id: `in_${randomUUID()}`, customer: customerId, subscription: id }));
    const history = (await call(nodeA, 'GET', '/api/subscriptions/billing-history', { token: who.token })).json().data;
    expect(history).toEqual([expect.objectContaining({ amount: 900, currency: 'usd', status: 'paid' })]);
  });

  it('links the customer of a completed checkout and reads its subscription from Stripe', async () => {
    const who = await buildUser(nodeA);
    const customerId = `cus_test_${randomUUID().slice(0, 12)}`;
    const subId = `sub_${randomUUID().slice(0, 12)}`;
    await deliver(nodeA, 'checkout.session.completed', {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer: customerId,
      subscription: subId,
      client_reference_id: who.user.id,
    });
    const customerRow = await nodeA.ctx.db.selectFrom('billingCustomers').selectAll().where('userId', '=', who.user.id).executeTakeFirst();
    expect(customerRow?.customerId).toBe(customerId);
    // stripe-mock answers the retrieve with its fixture: an active subscription of our price or another.
    expect(await stored(subId)).toMatchObject({ userId: who.user.id, customerId, status: 'active' });
  });

  it('applies the same event delivered twice once', async () => {
    const { who, customerId } = await customer();
    const id = `sub_${randomUUID()}`;
    await deliver(
      nodeA,
      'customer.subscription.created',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: now() + 30 * DAY }),
      now() - 60,
    );
    const failed = stripeEvent(
      'invoice.payment_failed',
      stripeInvoice({ id: `in_${randomUUID()}`, customer: customerId, subscription: id }),
    );
    for (let i = 0; i < 2; i++) {
      const { payload, header } = signedEvent(failed);
      expect((await postWebhook(i === 0 ? nodeA : nodeB, payload, header)).statusCode).toBe(200);
    }
    const mails = await emailsTo(who.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your payment did not go through']);
    const invoices = await nodeA.ctx.db.selectFrom('billingInvoices').selectAll().where('userId', '=', who.user.id).execute();
    expect(invoices).toHaveLength(1);
  });

  it('ends deleted when the deletion arrives before an older update, and stays deleted after a later one', async () => {
    const { who, customerId } = await customer();
    const id = `sub_${randomUUID()}`;
    const t = now();
    await deliver(
      nodeA,
      'customer.subscription.deleted',
      stripeSubscription({ id, customer: customerId, status: 'canceled', periodEnd: t, canceledAt: t }),
      t,
    );
    await deliver(
      nodeA,
      'customer.subscription.updated',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: t + 30 * DAY }),
      t - 100,
    );
    expect((await stored(id))?.status).toBe('canceled');
    await deliver(
      nodeA,
      'customer.subscription.updated',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: t + 30 * DAY }),
      t + 100,
    );
    expect((await stored(id))?.status).toBe('canceled');
    expect(await access(who.token)).toMatchObject({ hasAccess: false });
    expect((await emailsTo(who.user.email)).map((m) => m.subject)).toEqual(['Your subscription has ended']);
  });

  it('keeps the newer state when an older update arrives late', async () => {
    const { who, customerId } = await customer();
    const id = `sub_${randomUUID()}`;
    const t = now();
    await deliver(
      nodeA,
      'customer.subscription.updated',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: t + 30 * DAY }),
      t,
    );
    await deliver(
      nodeA,
      'customer.subscription.updated',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: t + 30 * DAY, cancelAtPeriodEnd: true }),
      t - 10,
    );
    expect((await stored(id))?.cancelAtPeriodEnd).toBe(false);
    await deliver(
      nodeA,
      'customer.subscription.updated',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: t + 30 * DAY, cancelAtPeriodEnd: true }),
      t + 10,
    );
    expect((await stored(id))?.cancelAtPeriodEnd).toBe(true);
    const mails = await emailsTo(who.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your subscription is cancelled']);
    expect(mails[0]!.textBody).toMatch(/You keep full access until/);
  });

  it('on a failed payment emails a link to the portal and goes past_due, with access until the grace ends', async () => {
    const { who, customerId } = await customer();
    const id = `sub_${randomUUID()}`;
    await deliver(
      nodeA,
      'customer.subscription.created',
      stripeSubscription({ id, customer: customerId, status: 'active', periodEnd: now() + 30 * DAY }),
      now() - 60,
    );
    await deliver(
      nodeA,
      'invoice.payment_failed',
      stripeInvoice({ id: `in_${randomUUID()}`, customer: customerId, subscription: id, amount: 900 }),
    );
    expect(await stored(id)).toMatchObject({ status: 'past_due' });
    const [mail] = await emailsTo(who.user.email);
    expect(mail!.textBody).toContain('$9.00');
    expect(mail!.textBody).toContain(`${nodeA.ctx.config.publicUrl}/subscription?manage=1`);
    expect(await access(who.token)).toMatchObject({ hasAccess: true, reason: 'subscription' });
    const status = (await call(nodeA, 'GET', '/api/subscriptions/status', { token: who.token })).json().data;
    expect(status).toMatchObject({ status: 'past_due', hasActiveSubscription: true });

    clock.advance(15 * DAY_MS);
    try {
      expect(await access(who.token)).toMatchObject({ hasAccess: false });
      // Paying brings it back.
      await deliver(nodeA, 'invoice.paid', stripeInvoice({ id: `in_${randomUUID()}`, customer: customerId, subscription: id }));
      expect(await stored(id)).toMatchObject({ status: 'active', pastDueSince: null });
      expect(await access(who.token)).toMatchObject({ hasAccess: true });
    } finally {
      clock.advance(-15 * DAY_MS);
    }
  });

  it('ignores events it does not handle, and subscriptions of customers it does not know', async () => {
    await deliver(nodeA, 'customer.created', { id: 'cus_x', object: 'customer' });
    const id = `sub_${randomUUID()}`;
    await deliver(
      nodeA,
      'customer.subscription.created',
      stripeSubscription({ id, customer: 'cus_nobody_knows', status: 'active', periodEnd: now() + DAY }),
    );
    expect(await stored(id)).toBeUndefined();
    expect(STRIPE_TEST.price).toBe(nodeA.ctx.billing.individualPriceId);
  });
});

describe.runIf(env)('POST /api/webhooks/stripe: signed but not whole, or dated ahead', () => {
  it('answers 400 for a correctly signed event without data (not a 500 Stripe would redeliver for days)', async () => {
    for (const type of ['customer.subscription.updated', 'invoice.paid', 'checkout.session.completed']) {
      const { data: _data, ...event } = stripeEvent(type, {});
      const { payload, header } = signedEvent(event);
      const res = await postWebhook(nodeA, payload, header);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_MALFORMED');
    }
  });

  it('refuses a signature dated more than five minutes ahead, as one more than five minutes old', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 6 * 60, now - 6 * 60]) {
      const { payload, header } = signedEvent(stripeEvent('invoice.paid', {}), { timestamp });
      const res = await postWebhook(nodeA, payload, header);
      expect(res.statusCode, String(timestamp - now)).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE');
    }
  });
});
