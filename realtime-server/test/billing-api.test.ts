import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_ERR, DAY_MS, INDIVIDUAL_PLAN_FEATURES, PAST_DUE_GRACE_DAYS, ROLE, type RoleId, type TSubscriptionChanged } from '@coach/contract';
import type { AppServer } from '../src/app.ts';
import { purgeDeletedAccounts } from '../src/modules/account/service.ts';
import { BillingProviderError } from '../src/providers/billing/types.ts';
import { STRIPE_TEST, createCustomer, stripeEnv } from './billing-helpers.ts';
import { buildUser, call, latestEmailTo, nextEvent, serverForFile, socketsForFile } from './helpers.ts';

const PUBLIC_URL = 'https://coach.example.test';
const env = stripeEnv();
const server = serverForFile({ ...(env ?? {}), PUBLIC_URL, AUTH_RATE_LIMIT_PER_IP: '1000' });
/** The same settings with Stripe unreachable: every provider call fails. */
const broken = serverForFile({ ...(env ?? {}), PUBLIC_URL, STRIPE_API_URL: 'http://127.0.0.1:9' });
const sockets = socketsForFile(server);

const PLAN = { id: STRIPE_TEST.price, name: 'Individual', amount: 900, currency: 'usd', interval: 'month', features: [...INDIVIDUAL_PLAN_FEATURES], popular: true };
const NO_SUBSCRIPTION = { hasActiveSubscription: false, currentPeriodEnd: null, status: 'none', cancelAtPeriodEnd: false, plan: null, hasCustomer: false, mode: 'stripe' };
const HOUR = 3_600_000;
const checkout = (overrides: Record<string, unknown> = {}) => ({ priceId: STRIPE_TEST.price, successUrl: '/subscription?success=true', ...overrides });

afterEach(() => void vi.restoreAllMocks());

const get = (s: AppServer, token: string | undefined, url: string) => call(s, 'GET', url, { token });
const post = (s: AppServer, token: string | undefined, url: string, payload: unknown = {}) => call(s, 'POST', url, { token, payload });
const status = async (token: string) => {
  const res = await get(server, token, '/api/subscriptions/status');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A client whose trial has ended (or still runs, with `trialDays`), or another role. */
async function person(s: AppServer, opts: { role?: RoleId; trialDays?: number } = {}) {
  const built = await buildUser(s, { role: opts.role ?? ROLE.CUSTOMER });
  const trialEndDate = new Date(s.ctx.clock.now().getTime() + (opts.trialDays ?? -1) * DAY_MS);
  await s.ctx.db.updateTable('users').set({ trialEndDate }).where('id', '=', built.user.id).execute();
  return { ...built, user: { ...built.user, trialEndDate } };
}

let subSeq = 0;
/** A stored subscription of the user, as the webhooks would have left it (stated an hour ago). */
async function storedSubscription(userId: string, fields: { status?: 'active' | 'past_due' | 'canceled'; pastDueSince?: Date | null; priceId?: string } = {}) {
  const db = server.ctx.db;
  const customerId = `cus_test_${userId.slice(0, 8)}`;
  await db.insertInto('billingCustomers').values({ userId, customerId }).onConflict((oc) => oc.column('userId').doNothing()).execute();
  const { customerId: kept } = await db.selectFrom('billingCustomers').select('customerId').where('userId', '=', userId).executeTakeFirstOrThrow();
  subSeq += 1;
  const now = server.ctx.clock.now().getTime();
  const row = {
    ...{ id: `sub_test_${Date.now().toString(36)}_${subSeq}`, userId, customerId: kept, status: fields.status ?? 'active', priceId: fields.priceId ?? STRIPE_TEST.price },
    ...{ currentPeriodEnd: new Date(now + 20 * DAY_MS), pastDueSince: fields.pastDueSince ?? null, stateAt: new Date(now - HOUR) },
    canceledAt: fields.status === 'canceled' ? new Date(now - HOUR) : null,
  };
  await db.insertInto('billingSubscriptions').values(row).execute();
  return row;
}

const customerRows = (userId: string) => server.ctx.db.selectFrom('billingCustomers').selectAll().where('userId', '=', userId).execute();

describe.runIf(env)('subscriptions against stripe-mock', () => {
  describe('GET /api/subscriptions/plans', () => {
    it('offers the Individual plan under the configured Stripe price, in cents', async () => {
      const { token } = await person(server);
      const res = await get(server, token, '/api/subscriptions/plans');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([PLAN]);
    });

    it('needs a signed-in user, as every subscription call', async () => {
      const calls = [['GET', 'plans'], ['GET', 'status'], ['GET', 'billing-history'], ['POST', 'create-customer'], ['POST', 'create-checkout'], ['POST', 'customer-portal'], ['POST', 'cancel']] as const;
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
      expect(await status(token)).toMatchObject({ status: 'active', hasActiveSubscription: true, currentPeriodEnd: current.currentPeriodEnd.toISOString() });
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
      });
      const again = await post(server, token, '/api/subscriptions/create-checkout', checkout({ successUrl: `${PUBLIC_URL}/coaching`, cancelUrl: `${PUBLIC_URL}/subscription` }));
      expect(again.statusCode).toBe(200);
      expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ customerId: row!.customerId, successUrl: `${PUBLIC_URL}/coaching`, cancelUrl: `${PUBLIC_URL}/subscription` }));
      expect(await customerRows(user.id)).toHaveLength(1);
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
      const foreign = ['https://evil.example/subscription', 'http://coach.example.test/subscription', 'https://coach.example.test.evil.example/', 'javascript:alert(1)', 'subscription', ''];
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
      await broken.ctx.db.insertInto('billingCustomers').values({ userId: user.id, customerId: `cus_broken_${user.id.slice(0, 8)}` }).execute();
      const res = await post(broken, token, '/api/subscriptions/customer-portal', { returnUrl: '/subscription' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(BILLING_ERR.PROVIDER_FAILED);
    });
  });

  describe('GET /api/subscriptions/billing-history', () => {
    it("lists the caller's invoices newest first, in cents, and nobody else's", async () => {
      const { token, user } = await person(server);
      await storedSubscription(user.id);
      const history = async (t: string) => (await get(server, t, '/api/subscriptions/billing-history')).json().data;
      expect(await history(token)).toEqual([]);
      const day = (n: number) => new Date(Date.UTC(2026, 8, n));
      const invoice = (id: string, date: Date, s: 'paid' | 'failed', pdfUrl: string | null) =>
        ({ id: `${id}_${user.id.slice(0, 8)}`, userId: user.id, subscriptionId: null, amount: 900, currency: 'usd', status: s, invoiceDate: date, pdfUrl });
      await server.ctx.db
        .insertInto('billingInvoices')
        .values([invoice('in_a', day(1), 'paid', 'https://pay.stripe.com/a.pdf'), invoice('in_c', day(3), 'failed', null), invoice('in_b', day(2), 'paid', 'https://pay.stripe.com/b.pdf')])
        .execute();
      expect(await history(token)).toEqual([
        { id: `in_c_${user.id.slice(0, 8)}`, amount: 900, currency: 'usd', date: day(3).toISOString(), status: 'failed', pdfUrl: null },
        { id: `in_b_${user.id.slice(0, 8)}`, amount: 900, currency: 'usd', date: day(2).toISOString(), status: 'paid', pdfUrl: 'https://pay.stripe.com/b.pdf' },
        { id: `in_a_${user.id.slice(0, 8)}`, amount: 900, currency: 'usd', date: day(1).toISOString(), status: 'paid', pdfUrl: 'https://pay.stripe.com/a.pdf' },
      ]);
      const stranger = await person(server);
      expect(await history(stranger.token)).toEqual([]);
      expect(await status(stranger.token)).toMatchObject({ status: 'none', hasCustomer: false, currentPeriodEnd: null, plan: null });
    });

    it('shows the newest 100', async () => {
      const { token, user } = await person(server);
      const rows = Array.from({ length: 101 }, (_, i) => ({ id: `in_many_${i}_${user.id}`, userId: user.id, amount: 900, currency: 'usd', status: 'paid' as const, invoiceDate: new Date(Date.UTC(2020, 0, 1) + i * DAY_MS) }));
      await server.ctx.db.insertInto('billingInvoices').values(rows).execute();
      const data = (await get(server, token, '/api/subscriptions/billing-history')).json().data as { id: string }[];
      expect(data).toHaveLength(100);
      expect(data[0]!.id).toBe(rows[100]!.id);
      expect(data.map((d) => d.id)).not.toContain(rows[0]!.id);
    });
  });

  describe('POST /api/subscriptions/cancel', () => {
    it('cancels at the period end and resumes through Stripe, stored, emailed and pushed', async () => {
      const { token, user } = await person(server);
      const sub = await storedSubscription(user.id);
      const socket = await sockets.connect(token);
      const changes: TSubscriptionChanged[] = [];
      const stop = server.ctx.events.on('subscription.changed', (p) => void (p.userId === user.id && changes.push({ status: p.status })));
      try {
        const billing = server.ctx.billing;
        const original = billing.setCancelAtPeriodEnd.bind(billing);
        const spy = vi.spyOn(billing, 'setCancelAtPeriodEnd');
        const pushed = nextEvent(socket, 'subscription:changed');
        const res = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: true });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, hasActiveSubscription: true });
        expect(await pushed).toEqual({ status: 'active' });
        const stored = await server.ctx.db.selectFrom('billingSubscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ cancelAtPeriodEnd: true, userId: user.id, customerId: sub.customerId });
        expect((await latestEmailTo(server, user.email))?.subject).toBe('Your subscription is cancelled');

        // stripe-mock answers a fixture whose cancel_at date reads as a scheduled end; Stripe clears it on resume.
        spy.mockImplementationOnce(async (id, cancel) => ({ ...(await original(id, cancel)), cancelAtPeriodEnd: false }));
        const resumed = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: false });
        expect(resumed.statusCode).toBe(200);
        expect(resumed.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
        expect(spy.mock.calls).toEqual([[sub.id, true], [sub.id, false]]);
        const after = await server.ctx.db.selectFrom('billingSubscriptions').select('cancelAtPeriodEnd').where('id', '=', sub.id).executeTakeFirstOrThrow();
        expect(after.cancelAtPeriodEnd).toBe(false);
        expect(changes).toEqual([{ status: 'active' }, { status: 'active' }]);
      } finally {
        stop();
      }
    });

    it("answers 404 without a subscription of one's own (another's does not count), and after it ended", async () => {
      const none = await person(server);
      const ended = await person(server);
      await storedSubscription(ended.user.id, { status: 'canceled' });
      const owner = await person(server);
      const sub = await storedSubscription(owner.user.id);
      for (const { token } of [none, ended]) {
        const res = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: true });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: BILLING_ERR.NO_SUBSCRIPTION, code: 'NO_SUBSCRIPTION' });
      }
      const stored = await server.ctx.db.selectFrom('billingSubscriptions').select('cancelAtPeriodEnd').where('id', '=', sub.id).executeTakeFirstOrThrow();
      expect(stored.cancelAtPeriodEnd).toBe(false);
    });

    it('answers 502 and changes nothing when Stripe fails', async () => {
      const { token, user } = await person(server);
      const sub = await storedSubscription(user.id);
      vi.spyOn(server.ctx.billing, 'setCancelAtPeriodEnd').mockRejectedValueOnce(new BillingProviderError('Stripe subscription update failed'));
      const res = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: true });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(BILLING_ERR.PROVIDER_FAILED);
      const stored = await server.ctx.db.selectFrom('billingSubscriptions').select(['cancelAtPeriodEnd', 'stateAt']).where('id', '=', sub.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ cancelAtPeriodEnd: false, stateAt: sub.stateAt });
    });
  });

  describe('deleting an account', () => {
    const deleteAccount = (u: { token: string; password: string }) => post(server, u.token, '/api/auth/delete-account', { password: u.password });

    it('ends its open subscriptions at Stripe now', async () => {
      const client = await person(server);
      const open = await storedSubscription(client.user.id, { status: 'active' });
      await storedSubscription(client.user.id, { status: 'canceled' });
      const spy = vi.spyOn(server.ctx.billing, 'cancelNow');
      expect((await deleteAccount(client)).statusCode).toBe(200);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
      expect(spy).toHaveBeenCalledWith(open.id);
      await expect(spy.mock.results[0]!.value).resolves.toBeUndefined();
    });

    it('is not stopped by Stripe failing; the purge tries again, then removes the billing rows', async () => {
      const client = await person(server);
      const open = await storedSubscription(client.user.id, { status: 'active' });
      const spy = vi.spyOn(server.ctx.billing, 'cancelNow').mockRejectedValueOnce(new BillingProviderError('Stripe subscription cancel failed'));
      expect((await deleteAccount(client)).statusCode).toBe(200);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));

      const longAgo = new Date(server.ctx.clock.now().getTime() - 31 * DAY_MS);
      await server.ctx.db.updateTable('users').set({ deletedAt: longAgo }).where('id', '=', client.user.id).execute();
      expect(await purgeDeletedAccounts(server.ctx)).toBeGreaterThanOrEqual(1);
      expect(spy.mock.calls.filter(([id]) => id === open.id)).toHaveLength(2);
      expect(await customerRows(client.user.id)).toEqual([]);
      expect(await server.ctx.db.selectFrom('billingSubscriptions').select('id').where('userId', '=', client.user.id).execute()).toEqual([]);
    });
  });
});
