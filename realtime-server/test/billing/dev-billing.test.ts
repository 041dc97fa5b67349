import { describe, expect, it, vi } from 'vitest';
import { BILLING_ERR, DAY_MS, type TDevPortal, type TSubscriptionChanged } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { DEV_RENEWALS_JOB, renewDevSubscriptions } from '../../src/modules/billing/dev/renewals.ts';
import { DevBilling } from '../../src/providers/billing/dev.ts';
import { devWebhookSecret } from '../../src/providers/billing/index.ts';
import { individualPlan, person } from './billing-api-helpers.ts';
import { postWebhook, signedEvent, stripeEvent } from './billing-helpers.ts';
import { call, latestEmailTo, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

// Dev billing (no STRIPE_* settings): the local checkout and portal drive the app's state through
// Stripe-shaped, signed events into the webhook handler. The renewals job renews every dev
// subscription of the shared database whose period has ended by this file's clock, so the clock
// starts a year back: it only ever reaches this file's subscriptions, never other files'.
const clock = new ManualClock();
clock.advance(-365 * DAY_MS);
const PUBLIC_URL = 'https://coach.example.test';
const server = serverForFile({ PUBLIC_URL, AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });
/** PUBLIC_URL as `npm start` defaults it, opened at the 127.0.0.1 the server prints. */
const local = serverForFile({ PUBLIC_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });
const sockets = socketsForFile(server);

const PLAN = individualPlan('individual');

const get = (token: string | undefined, url: string) => call(server, 'GET', url, { token });
const post = (token: string | undefined, url: string, payload: unknown = {}) => call(server, 'POST', url, { token, payload });

/** A client whose trial has ended. */
const client = () => person(server);

const status = async (token: string) => {
  const res = await get(token, '/api/subscriptions/status');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const history = async (token: string) => {
  const res = await get(token, '/api/subscriptions/billing-history');
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; amount: number; status: string; pdfUrl: string | null; date: string }[];
};

/** Starts a checkout through the subscription API; returns the local checkout's id. */
async function startCheckout(token: string) {
  const res = await post(token, '/api/subscriptions/create-checkout', { priceId: 'individual', successUrl: '/subscription?success=true' });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().data.url;
  expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/dev-billing/checkout/cs_dev_[0-9a-f]+$`));
  return url.split('/').pop()!;
}

async function subscribe(token: string) {
  const id = await startCheckout(token);
  const res = await post(token, `/api/dev-billing/checkouts/${id}/complete`);
  expect(res.statusCode).toBe(200);
  return id;
}

/** Opens the portal through the subscription API; returns the local portal session's id. */
async function openPortal(token: string) {
  const res = await post(token, '/api/subscriptions/customer-portal', { returnUrl: '/subscription' });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().data.url;
  expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/dev-billing/portal/bps_dev_[0-9a-f]+$`));
  return url.split('/').pop()!;
}

const act = async (token: string, portal: string, action: string, expected = 200) => {
  const res = await post(token, `/api/dev-billing/portal/${portal}/actions`, { action });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data as TDevPortal;
};

describe('dev billing mode', () => {
  it('is what the server runs without STRIPE_* settings', () => {
    expect(server.ctx.billing).toBeInstanceOf(DevBilling);
    expect(server.ctx.billing.mode).toBe('dev');
  });
});

describe('GET /api/dev-billing/checkouts/:id', () => {
  it('shows the plan and the email to its owner only', async () => {
    const me = await client();
    const id = await startCheckout(me.token);
    const res = await get(me.token, `/api/dev-billing/checkouts/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id,
      plan: PLAN,
      email: me.user.email,
      status: 'open',
      cancelUrl: `${PUBLIC_URL}/subscription?canceled=true`,
      firstPaymentAt: null,
    });

    const stranger = await client();
    for (const [method, url] of [
      ['GET', `/api/dev-billing/checkouts/${id}`],
      ['POST', `/api/dev-billing/checkouts/${id}/complete`],
      ['POST', `/api/dev-billing/checkouts/${id}/cancel`],
    ] as const) {
      const refused = await call(server, method, url, { token: stranger.token, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: BILLING_ERR.CHECKOUT_NOT_FOUND, code: 'CHECKOUT_NOT_FOUND' });
    }
    expect((await status(me.token)).status).toBe('none');
    expect((await get(me.token, '/api/dev-billing/checkouts/cs_dev_unknown')).statusCode).toBe(404);
    expect((await get(undefined, `/api/dev-billing/checkouts/${id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/dev-billing/checkouts/:id/complete', () => {
  it('subscribes through the webhook path: access, the invoice, and a push to the user', async () => {
    const me = await client();
    const id = await startCheckout(me.token);
    const socket = await sockets.connect(me.token);
    const pushed = nextEvent(socket, 'subscription:changed');
    const before = clock.now();

    const res = await post(me.token, `/api/dev-billing/checkouts/${id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ url: `${PUBLIC_URL}/subscription?success=true` });
    expect((await pushed) satisfies TSubscriptionChanged).toEqual({ status: 'active' });

    const state = await status(me.token);
    expect(state).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      cancelAtPeriodEnd: false,
      plan: PLAN,
      hasCustomer: true,
      mode: 'dev',
    });
    const periodEnd = new Date(state.currentPeriodEnd).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(before.getTime() + 28 * DAY_MS);
    expect(periodEnd).toBeLessThanOrEqual(clock.now().getTime() + 31 * DAY_MS);
    const invoices = await history(me.token);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 900, currency: 'usd', status: 'paid', pdfUrl: null });
    expect(invoices[0]!.id).toMatch(/^in_dev_/);
    // The events went through the webhook handler, each recorded once.
    const events = await server.ctx.db.selectFrom('billingEvents').select('type').where('id', 'like', 'evt_dev_%').execute();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']),
    );

    const again = await post(me.token, `/api/dev-billing/checkouts/${id}/complete`);
    expect(again.statusCode).toBe(409);
    expect((await get(me.token, `/api/dev-billing/checkouts/${id}`)).json().data.status).toBe('complete');
    expect(await history(me.token)).toHaveLength(1);
  });

  it('does not start a second subscription from a second open checkout', async () => {
    const me = await client();
    const first = await startCheckout(me.token);
    const second = await startCheckout(me.token);
    expect((await post(me.token, `/api/dev-billing/checkouts/${first}/complete`)).statusCode).toBe(200);
    const res = await post(me.token, `/api/dev-billing/checkouts/${second}/complete`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: BILLING_ERR.ALREADY_SUBSCRIBED });
    expect(await history(me.token)).toHaveLength(1);
  });

  it('refuses a checkout that expired after a day', async () => {
    const me = await client();
    const id = await startCheckout(me.token);
    clock.advance(DAY_MS + 60_000);
    expect((await get(me.token, `/api/dev-billing/checkouts/${id}`)).json().data.status).toBe('expired');
    expect((await post(me.token, `/api/dev-billing/checkouts/${id}/complete`)).statusCode).toBe(409);
    expect((await status(me.token)).status).toBe('none');
  });
});

describe('a completed checkout naming a subscription the provider does not have', () => {
  it('is taken (200, so it is not redelivered for days), links the customer, stores no subscription, and comes once', async () => {
    const me = await buildUser(server);
    const customer = `cus_dev_unknown_${me.user.id.slice(0, 8)}`;
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_dev_unknown',
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: 'sub_dev_nobody_has_this',
      client_reference_id: me.user.id,
    });
    const secret = devWebhookSecret(server.ctx.config.jwtSecret);
    const { payload, header } = signedEvent(event, { secret });
    const warn = vi.spyOn(server.ctx.log, 'warn');
    const res = await postWebhook(server, payload, header);
    expect(res.statusCode, res.body).toBe(200);
    // Logged for the operator, a warning with the ids, and nothing secret (no signature, no key).
    const logged = warn.mock.calls.find(([, msg]) => typeof msg === 'string' && msg.includes('does not have'));
    warn.mockRestore();
    expect(logged?.[0]).toMatchObject({ event: event.id, customer, subscription: 'sub_dev_nobody_has_this' });
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(JSON.stringify(logged)).not.toContain(header);
    const linked = await server.ctx.db
      .selectFrom('billingCustomers')
      .select('customerId')
      .where('userId', '=', me.user.id)
      .executeTakeFirst();
    expect(linked?.customerId).toBe(customer);
    expect(await server.ctx.db.selectFrom('billingSubscriptions').select('id').where('userId', '=', me.user.id).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('billingEvents').select('id').where('id', '=', event.id).execute()).toHaveLength(1);
  });
});

describe('POST /api/dev-billing/checkouts/:id/cancel', () => {
  it('goes back to the cancel page without subscribing', async () => {
    const me = await client();
    const id = await startCheckout(me.token);
    const res = await post(me.token, `/api/dev-billing/checkouts/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ url: `${PUBLIC_URL}/subscription?canceled=true` });
    expect(await status(me.token)).toMatchObject({ status: 'none', hasActiveSubscription: false });
  });
});

describe('the dev billing portal', () => {
  it('shows the subscription and its invoices to its owner only', async () => {
    const me = await client();
    await subscribe(me.token);
    const portal = await openPortal(me.token);
    const res = await get(me.token, `/api/dev-billing/portal/${portal}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data as TDevPortal;
    expect(view).toMatchObject({ id: portal, email: me.user.email, returnUrl: `${PUBLIC_URL}/subscription` });
    expect(view.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      plan: PLAN,
      currentPeriodEnd: (await status(me.token)).currentPeriodEnd,
    });
    expect(view.invoices).toEqual(await history(me.token));

    const stranger = await client();
    for (const refused of [
      await get(stranger.token, `/api/dev-billing/portal/${portal}`),
      await post(stranger.token, `/api/dev-billing/portal/${portal}/actions`, { action: 'cancel' }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: BILLING_ERR.PORTAL_NOT_FOUND, code: 'PORTAL_NOT_FOUND' });
    }
    expect((await status(me.token)).cancelAtPeriodEnd).toBe(false);
    expect((await post(me.token, `/api/dev-billing/portal/${portal}/actions`, { action: 'refund' })).statusCode).toBe(400);
  });

  it('cancels at the period end and resumes, each pushed and stored', async () => {
    const me = await client();
    await subscribe(me.token);
    const portal = await openPortal(me.token);
    const socket = await sockets.connect(me.token);

    let pushed = nextEvent(socket, 'subscription:changed');
    expect((await act(me.token, portal, 'cancel')).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await pushed).toEqual({ status: 'active' });
    expect(await status(me.token)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, hasActiveSubscription: true });

    pushed = nextEvent(socket, 'subscription:changed');
    expect((await act(me.token, portal, 'resume')).subscription).toMatchObject({ cancelAtPeriodEnd: false });
    await pushed;
    expect(await status(me.token)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('simulates a failed renewal payment and paying it', async () => {
    const me = await client();
    await subscribe(me.token);
    const portal = await openPortal(me.token);
    await act(me.token, portal, 'pay_now', 409);

    const failed = await act(me.token, portal, 'fail_payment');
    expect(failed.subscription?.status).toBe('past_due');
    expect(failed.invoices.map((i) => i.status)).toEqual(expect.arrayContaining(['paid', 'failed']));
    // Past due keeps access while the payment is retried, and the user is told how to fix it.
    expect(await status(me.token)).toMatchObject({ status: 'past_due', hasActiveSubscription: true });
    expect((await latestEmailTo(server, me.user.email))?.subject).toBe('Your payment did not go through');
    await act(me.token, portal, 'fail_payment', 409);

    const paid = await act(me.token, portal, 'pay_now');
    expect(paid.subscription?.status).toBe('active');
    expect(paid.invoices.filter((i) => i.status === 'paid')).toHaveLength(2);
    expect(await status(me.token)).toMatchObject({ status: 'active', hasActiveSubscription: true });
  });

  it('has nothing to act on before a subscription', async () => {
    const me = await client();
    await startCheckout(me.token);
    const portal = await openPortal(me.token);
    expect((await get(me.token, `/api/dev-billing/portal/${portal}`)).json().data).toMatchObject({ subscription: null, invoices: [] });
    const res = await post(me.token, `/api/dev-billing/portal/${portal}/actions`, { action: 'cancel' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: BILLING_ERR.NO_SUBSCRIPTION });
  });
});

describe(`the ${DEV_RENEWALS_JOB} job`, () => {
  it('renews at the period end with an invoice, and ends a subscription cancelling at its end', async () => {
    const me = await client();
    await subscribe(me.token);
    const firstEnd = new Date((await status(me.token)).currentPeriodEnd);
    const socket = await sockets.connect(me.token);

    expect(await renewDevSubscriptions(server.ctx)).toBe(0);
    clock.advance(firstEnd.getTime() - clock.now().getTime() + 60_000);
    expect(await renewDevSubscriptions(server.ctx)).toBeGreaterThanOrEqual(1);
    const renewed = await status(me.token);
    expect(renewed).toMatchObject({ status: 'active', hasActiveSubscription: true });
    const secondEnd = new Date(renewed.currentPeriodEnd);
    expect(secondEnd.getTime() - firstEnd.getTime()).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(secondEnd.getTime() - firstEnd.getTime()).toBeLessThanOrEqual(31 * DAY_MS);
    expect((await history(me.token)).filter((i) => i.status === 'paid')).toHaveLength(2);

    await act(me.token, await openPortal(me.token), 'cancel');
    clock.advance(secondEnd.getTime() - clock.now().getTime() + 60_000);
    const ended = nextEvent(socket, 'subscription:changed');
    expect(await renewDevSubscriptions(server.ctx)).toBeGreaterThanOrEqual(1);
    expect(await ended).toEqual({ status: 'canceled' });
    expect(await status(me.token)).toMatchObject({ status: 'canceled', hasActiveSubscription: false });
    expect(await history(me.token)).toHaveLength(2);
    expect((await latestEmailTo(server, me.user.email))?.subject).toBe('Your subscription has ended');
  });
});

describe('subscribing during the free trial', () => {
  it('keeps the trial: trialing until its end, nothing charged, the first payment when it ends', async () => {
    const me = await client();
    const trialEnd = new Date(Math.floor((clock.now().getTime() + 10 * DAY_MS) / 1000) * 1000);
    await server.ctx.db.updateTable('users').set({ trialEndDate: trialEnd }).where('id', '=', me.user.id).execute();

    const id = await startCheckout(me.token);
    const page = (await get(me.token, `/api/dev-billing/checkouts/${id}`)).json().data;
    expect(page.firstPaymentAt).toBe(trialEnd.toISOString());
    expect((await post(me.token, `/api/dev-billing/checkouts/${id}/complete`)).statusCode).toBe(200);

    expect(await status(me.token)).toMatchObject({
      status: 'trialing',
      hasActiveSubscription: true,
      currentPeriodEnd: trialEnd.toISOString(),
    });
    expect(await history(me.token)).toEqual([]);

    clock.advance(trialEnd.getTime() - clock.now().getTime() + 60_000);
    expect(await renewDevSubscriptions(server.ctx)).toBeGreaterThanOrEqual(1);
    const paid = await status(me.token);
    expect(paid).toMatchObject({ status: 'active', hasActiveSubscription: true });
    expect(new Date(paid.currentPeriodEnd).getTime() - trialEnd.getTime()).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(await history(me.token)).toEqual([expect.objectContaining({ amount: 900, status: 'paid' })]);
  });
});

describe('a server whose PUBLIC_URL is a loopback name', () => {
  it('opens the checkout and the portal at the loopback name the person came from, and returns there', async () => {
    const me = await person(local);
    const at = 'http://127.0.0.1:3000';
    const started = await call(local, 'POST', '/api/subscriptions/create-checkout', {
      token: me.token,
      payload: { priceId: 'individual', successUrl: `${at}/subscription?success=true`, cancelUrl: `${at}/subscription?canceled=true` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const url: string = started.json().data.url;
    expect(url).toMatch(new RegExp(`^${at.replace(/\./g, '\\.')}/dev-billing/checkout/cs_dev_[0-9a-f]+$`));
    const done = await call(local, 'POST', `/api/dev-billing/checkouts/${url.split('/').pop()}/complete`, { token: me.token, payload: {} });
    expect(done.json().data).toEqual({ url: `${at}/subscription?success=true` });

    const portal = await call(local, 'POST', '/api/subscriptions/customer-portal', {
      token: me.token,
      payload: { returnUrl: 'http://[::1]:3000/subscription' },
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toMatch(/^http:\/\/\[::1\]:3000\/dev-billing\/portal\/bps_dev_/);

    const refused = await call(local, 'POST', '/api/subscriptions/customer-portal', {
      token: me.token,
      payload: { returnUrl: 'http://127.0.0.1:4000/subscription' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(BILLING_ERR.FOREIGN_URL);
  });
});
