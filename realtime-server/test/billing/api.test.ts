import { afterEach, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { BILLING_ERR, DAY_MS, PAST_DUE_GRACE_DAYS, ROLE } from '@coach/contract';

import { STRIPE_TEST, createCustomer, stripeEnv } from './billing-helpers.ts';
import {
  NO_SUBSCRIPTION,
  PLAN,
  PUBLIC_URL,
  checkout,
  customerRowsOf,
  get,
  person,
  post,
  statusOf,
  storedSubscriptionOf,
} from './billing-api-helpers.ts';
import { call, serverForFile } from '../helpers.ts';

const env = stripeEnv();
const server = serverForFile({ ...(env ?? {}), PUBLIC_URL, AUTH_RATE_LIMIT_PER_IP: '1000' });
/** PUBLIC_URL as it defaults for `npm start`, on this machine's loopback name. */
const local = serverForFile({ ...(env ?? {}), PUBLIC_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_PER_IP: '1000' });
const broken = serverForFile({ ...(env ?? {}), PUBLIC_URL, STRIPE_API_URL: 'http://127.0.0.1:9' });

afterEach(() => void vi.restoreAllMocks());

const status = (token: string) => statusOf(server, token);
const storedSubscription = (userId: string, fields: Parameters<typeof storedSubscriptionOf>[2] = {}) =>
  storedSubscriptionOf(server, userId, fields);
const customerRows = (userId: string) => customerRowsOf(server, userId);

describe.runIf(env)('subscriptions against stripe-mock', () => {
  describe('GET /api/subscriptions/plans', () => {
    it('offers the Individual plan under the configured Stripe price, in cents', async () => {
      const { token } = await person(server);
      const res = await get(server, token, '/api/subscriptions/plans');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([PLAN]);
    });

    it('needs a signed-in user, as every subscription call', async () => {
      const calls = [
        ['GET', 'plans'],
        ['GET', 'status'],
        ['GET', 'billing-history'],
        ['POST', 'create-customer'],
        ['POST', 'create-checkout'],
        ['POST', 'customer-portal'],
        ['POST', 'cancel'],
      ] as const;
      const payload = { ...checkout(), returnUrl: '/subscription', cancelAtPeriodEnd: true };
      for (const [method, name] of calls) {
        const res = await call(server, method, `/api/subscriptions/${name}`, { payload: method === 'POST' ? payload : undefined });
        expect(res.statusCode, name).toBe(401);
      }
    });
  });

  describe('GET /api/subscriptions/status', () => {
    it('shows a new client their trial and no subscription', async () => {
      const { token, user } = await person(server, { trialDays: 5 });
      expect(await status(token)).toEqual({ ...NO_SUBSCRIPTION, trialEndsAt: user.trialEndDate.toISOString() });
    });

    it('shows no trial to a coach', async () => {
      const { token } = await person(server, { role: ROLE.COACH, trialDays: 5 });
      expect(await status(token)).toMatchObject({ trialEndsAt: null, status: 'none', hasActiveSubscription: false });
    });

    it('reads the stored state: active, past_due inside and past the grace, canceled', async () => {
      const now = server.ctx.clock.now().getTime();
      const cases = [
        { fields: { status: 'active' as const }, access: true },
        { fields: { status: 'past_due' as const, pastDueSince: new Date(now - (PAST_DUE_GRACE_DAYS - 1) * DAY_MS) }, access: true },
        { fields: { status: 'past_due' as const, pastDueSince: new Date(now - (PAST_DUE_GRACE_DAYS + 1) * DAY_MS) }, access: false },
        { fields: { status: 'canceled' as const }, access: false },
      ];
      for (const { fields, access } of cases) {
        const { token, user } = await person(server);
        const row = await storedSubscription(user.id, fields);
        const currentPeriodEnd = row.currentPeriodEnd.toISOString();
        expect(await status(token), fields.status).toEqual({
          ...{ ...NO_SUBSCRIPTION, hasActiveSubscription: access, currentPeriodEnd, status: fields.status, plan: PLAN },
          ...{ trialEndsAt: user.trialEndDate.toISOString(), hasCustomer: true },
        });
      }
    });

    it('shows a resubscription rather than the subscription that ended before it', async () => {
      const { token, user } = await person(server);
      await storedSubscription(user.id, { status: 'canceled' });
      const current = await storedSubscription(user.id, { status: 'active' });
      expect(await status(token)).toMatchObject({
        status: 'active',
        hasActiveSubscription: true,
        currentPeriodEnd: current.currentPeriodEnd.toISOString(),
      });
    });

    it('names no plan for a price that is not ours', async () => {
      const { token, user } = await person(server);
      await storedSubscription(user.id, { priceId: 'price_retired' });
      expect(await status(token)).toMatchObject({ status: 'active', plan: null });
    });
  });

  describe('POST /api/subscriptions/create-customer', () => {
    it('makes one Stripe customer per user, however often it is called', async () => {
      const { token, user } = await person(server);
      const first = await createCustomer(server, token);
      expect(first).toMatch(/^cus_/);
      expect(await createCustomer(server, token)).toBe(first);
      expect(await customerRows(user.id)).toHaveLength(1);
      expect(await status(token)).toMatchObject({ hasCustomer: true });
    });

    it('keeps one customer when two calls race', async () => {
      const { token, user } = await person(server);
      const [a, b] = await Promise.all([createCustomer(server, token), createCustomer(server, token)]);
      expect(a).toBe(b);
      expect((await customerRows(user.id)).map((r) => r.customerId)).toEqual([a]);
    });

    it('is for clients only', async () => {
      for (const role of [ROLE.COACH, ROLE.ADMIN]) {
        const { token, user } = await person(server, { role });
        const res = await post(server, token, '/api/subscriptions/create-customer');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: BILLING_ERR.CUSTOMERS_ONLY, code: 'CUSTOMERS_ONLY' });
        expect(await customerRows(user.id)).toEqual([]);
      }
    });

    it('answers 502 and keeps nothing when Stripe fails', async () => {
      const { token, user } = await person(broken);
      const res = await post(broken, token, '/api/subscriptions/create-customer');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: BILLING_ERR.PROVIDER_FAILED, code: 'PROVIDER_FAILED' });
      expect(await customerRows(user.id)).toEqual([]);
    });
  });

  describe('POST /api/subscriptions/create-checkout', () => {
    it("returns Checkout's page for the user's customer, made first, with return pages on this site", async () => {
      const { token, user } = await person(server);
      const spy = vi.spyOn(server.ctx.billing, 'createCheckout');
      const res = await post(server, token, '/api/subscriptions/create-checkout', checkout());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const [row] = await customerRows(user.id);
      expect(spy).toHaveBeenCalledWith({
        customerId: row!.customerId,
        userId: user.id,
        priceId: STRIPE_TEST.price,
        successUrl: `${PUBLIC_URL}/subscription?success=true`,
        cancelUrl: `${PUBLIC_URL}/subscription?canceled=true`,
        trialEnd: null,
      });
      const again = await post(
        server,
        token,
        '/api/subscriptions/create-checkout',
        checkout({ successUrl: `${PUBLIC_URL}/coaching`, cancelUrl: `${PUBLIC_URL}/subscription` }),
      );
      expect(again.statusCode).toBe(200);
      expect(spy).toHaveBeenLastCalledWith(
        expect.objectContaining({
          customerId: row!.customerId,
          successUrl: `${PUBLIC_URL}/coaching`,
          cancelUrl: `${PUBLIC_URL}/subscription`,
        }),
      );
      expect(await customerRows(user.id)).toHaveLength(1);
    });

    it("starts the paid period when the client's free trial ends (Checkout's subscription_data)", async () => {
      // The Stripe client's own call, answered by stripe-mock, which refuses parameters Stripe does not know.
      const stripe = (server.ctx.billing as unknown as { stripe: Stripe }).stripe;
      const create = vi.spyOn(stripe.checkout.sessions, 'create');
      const sent = () => create.mock.lastCall![0]!.subscription_data;

      const early = await person(server, { trialDays: 10 });
      expect((await post(server, early.token, '/api/subscriptions/create-checkout', checkout())).statusCode).toBe(200);
      expect(sent()).toEqual({ metadata: { userId: early.user.id }, trial_end: Math.floor(early.user.trialEndDate.getTime() / 1000) });

      // Checkout takes a trial_end at least 48 hours ahead; closer to the end, the nearest whole days.
      const late = await person(server, { trialDays: 1.2 });
      expect((await post(server, late.token, '/api/subscriptions/create-checkout', checkout())).statusCode).toBe(200);
      expect(sent()).toEqual({ metadata: { userId: late.user.id }, trial_period_days: 1 });

      const over = await person(server);
      expect((await post(server, over.token, '/api/subscriptions/create-checkout', checkout())).statusCode).toBe(200);
      expect(sent()).toEqual({ metadata: { userId: over.user.id } });
    });

    it('takes return pages at another loopback name of a loopback PUBLIC_URL, on its port only', async () => {
      const { token } = await person(local);
      for (const url of [
        'http://127.0.0.1:3000/subscription?success=true',
        'http://[::1]:3000/subscription',
        'http://localhost:3000/coaching',
      ]) {
        const res = await post(local, token, '/api/subscriptions/create-checkout', checkout({ successUrl: url, cancelUrl: url }));
        expect(res.statusCode, url).toBe(200);
      }
      for (const url of [
        'http://127.0.0.1:3001/subscription',
        'https://127.0.0.1:3000/subscription',
        'http://10.0.0.1:3000/',
        'http://localhost.evil.example:3000/',
        'http://127.0.0.2:3000/',
      ]) {
        const res = await post(local, token, '/api/subscriptions/create-checkout', checkout({ successUrl: url }));
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe(BILLING_ERR.FOREIGN_URL);
      }
      // A PUBLIC_URL that is not loopback keeps its one origin.
      const mine = await person(server);
      const res = await post(
        server,
        mine.token,
        '/api/subscriptions/create-checkout',
        checkout({ successUrl: 'http://127.0.0.1:3000/subscription' }),
      );
      expect(res.statusCode).toBe(400);
    });

    it('refuses a price that is not one of our plans', async () => {
      const { token, user } = await person(server);
      const res = await post(server, token, '/api/subscriptions/create-checkout', checkout({ priceId: 'price_someone_else' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: BILLING_ERR.UNKNOWN_PRICE, code: 'UNKNOWN_PRICE' });
      expect(await customerRows(user.id)).toEqual([]);
    });

    it('refuses return pages that are not on this site', async () => {
      const { token } = await person(server);
      const foreign = [
        'https://evil.example/subscription',
        'http://coach.example.test/subscription',
        'https://coach.example.test.evil.example/',
        'javascript:alert(1)',
        'subscription',
        '',
      ];
      for (const url of foreign) {
        for (const body of [checkout({ successUrl: url }), checkout({ cancelUrl: url })]) {
          const res = await post(server, token, '/api/subscriptions/create-checkout', body);
          expect(res.statusCode, url).toBe(400);
          expect(res.json().error, url).toBe(BILLING_ERR.FOREIGN_URL);
        }
      }
    });

    it('is for clients only', async () => {
      const { token } = await person(server, { role: ROLE.COACH });
      const res = await post(server, token, '/api/subscriptions/create-checkout', checkout());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(BILLING_ERR.CUSTOMERS_ONLY);
    });

    it('refuses a second subscription while one grants access, not after it lapsed', async () => {
      const subscribed = await person(server);
      await storedSubscription(subscribed.user.id, { status: 'active' });
      const res = await post(server, subscribed.token, '/api/subscriptions/create-checkout', checkout());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: BILLING_ERR.ALREADY_SUBSCRIBED, code: 'ALREADY_SUBSCRIBED' });

      const lapsed = await person(server);
      const longAgo = new Date(server.ctx.clock.now().getTime() - (PAST_DUE_GRACE_DAYS + 1) * DAY_MS);
      await storedSubscription(lapsed.user.id, { status: 'past_due', pastDueSince: longAgo });
      expect((await post(server, lapsed.token, '/api/subscriptions/create-checkout', checkout())).statusCode).toBe(200);
    });

    it('answers 502 and keeps nothing when Stripe fails', async () => {
      const { token, user } = await person(broken);
      const res = await post(broken, token, '/api/subscriptions/create-checkout', checkout());
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(BILLING_ERR.PROVIDER_FAILED);
      expect(await customerRows(user.id)).toEqual([]);
    });
  });

  describe('POST /api/subscriptions/customer-portal', () => {
    it("opens the portal of the caller's own customer, returning to this site", async () => {
      const { token, user } = await person(server);
      const customerId = await createCustomer(server, token);
      const spy = vi.spyOn(server.ctx.billing, 'createPortal');
      const res = await post(server, token, '/api/subscriptions/customer-portal', { returnUrl: '/subscription' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.url).toMatch(/^https:\/\//);
      expect(spy).toHaveBeenCalledWith({ customerId, returnUrl: `${PUBLIC_URL}/subscription` });
      expect((await customerRows(user.id)).map((r) => r.customerId)).toEqual([customerId]);
    });

    it('answers 404 without a customer, and to a stranger of one', async () => {
      const owner = await person(server);
      await createCustomer(server, owner.token);
      const stranger = await person(server);
      const res = await post(server, stranger.token, '/api/subscriptions/customer-portal', { returnUrl: `${PUBLIC_URL}/subscription` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: BILLING_ERR.NO_CUSTOMER, code: 'NO_CUSTOMER' });
    });

    it('refuses a return page that is not on this site', async () => {
      const { token } = await person(server);
      await createCustomer(server, token);
      const res = await post(server, token, '/api/subscriptions/customer-portal', { returnUrl: 'https://evil.example/' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(BILLING_ERR.FOREIGN_URL);
    });

    it('answers 502 when Stripe fails', async () => {
      const { token, user } = await person(broken);
      await broken.ctx.db
        .insertInto('billingCustomers')
        .values({ userId: user.id, customerId: `cus_broken_${user.id.slice(0, 8)}` })
        .execute();
      const res = await post(broken, token, '/api/subscriptions/customer-portal', { returnUrl: '/subscription' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(BILLING_ERR.PROVIDER_FAILED);
    });
  });
});
