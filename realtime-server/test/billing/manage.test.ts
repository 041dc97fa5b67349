import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_ERR, DAY_MS, type TSubscriptionChanged } from '@coach/contract';
import { purgeDeletedAccounts } from '../../src/modules/account/service.ts';
import { BillingProviderError } from '../../src/providers/billing/types.ts';
import { stripeEnv } from './billing-helpers.ts';
import { PUBLIC_URL, customerRowsOf, get, person, post, statusOf, storedSubscriptionOf } from './billing-api-helpers.ts';
import { latestEmailTo, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';

const env = stripeEnv();
const server = serverForFile({ ...(env ?? {}), PUBLIC_URL, AUTH_RATE_LIMIT_PER_IP: '1000' });

const sockets = socketsForFile(server);

afterEach(() => void vi.restoreAllMocks());

const status = (token: string) => statusOf(server, token);
const storedSubscription = (userId: string, fields: Parameters<typeof storedSubscriptionOf>[2] = {}) =>
  storedSubscriptionOf(server, userId, fields);
const customerRows = (userId: string) => customerRowsOf(server, userId);

describe.runIf(env)('subscriptions against stripe-mock: history, cancel, deletion', () => {
  describe('GET /api/subscriptions/billing-history', () => {
    it("lists the caller's invoices newest first, in cents, and nobody else's", async () => {
      const { token, user } = await person(server);
      await storedSubscription(user.id);
      const history = async (t: string) => (await get(server, t, '/api/subscriptions/billing-history')).json().data;
      expect(await history(token)).toEqual([]);
      const day = (n: number) => new Date(Date.UTC(2026, 8, n));
      const invoice = (id: string, date: Date, s: 'paid' | 'failed', pdfUrl: string | null) => ({
        id: `${id}_${user.id.slice(0, 8)}`,
        userId: user.id,
        subscriptionId: null,
        amount: 900,
        currency: 'usd',
        status: s,
        invoiceDate: date,
        pdfUrl,
      });
      await server.ctx.db
        .insertInto('billingInvoices')
        .values([
          invoice('in_a', day(1), 'paid', 'https://pay.stripe.com/a.pdf'),
          invoice('in_c', day(3), 'failed', null),
          invoice('in_b', day(2), 'paid', 'https://pay.stripe.com/b.pdf'),
        ])
        .execute();
      expect(await history(token)).toEqual([
        { id: `in_c_${user.id.slice(0, 8)}`, amount: 900, currency: 'usd', date: day(3).toISOString(), status: 'failed', pdfUrl: null },
        {
          id: `in_b_${user.id.slice(0, 8)}`,
          amount: 900,
          currency: 'usd',
          date: day(2).toISOString(),
          status: 'paid',
          pdfUrl: 'https://pay.stripe.com/b.pdf',
        },
        {
          id: `in_a_${user.id.slice(0, 8)}`,
          amount: 900,
          currency: 'usd',
          date: day(1).toISOString(),
          status: 'paid',
          pdfUrl: 'https://pay.stripe.com/a.pdf',
        },
      ]);
      const stranger = await person(server);
      expect(await history(stranger.token)).toEqual([]);
      expect(await status(stranger.token)).toMatchObject({ status: 'none', hasCustomer: false, currentPeriodEnd: null, plan: null });
    });

    it('shows the newest 100', async () => {
      const { token, user } = await person(server);
      const rows = Array.from({ length: 101 }, (_, i) => ({
        id: `in_many_${i}_${user.id}`,
        userId: user.id,
        amount: 900,
        currency: 'usd',
        status: 'paid' as const,
        invoiceDate: new Date(Date.UTC(2020, 0, 1) + i * DAY_MS),
      }));
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
        const stored = await server.ctx.db
          .selectFrom('billingSubscriptions')
          .selectAll()
          .where('id', '=', sub.id)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ cancelAtPeriodEnd: true, userId: user.id, customerId: sub.customerId });
        expect((await latestEmailTo(server, user.email))?.subject).toBe('Your subscription is cancelled');

        // stripe-mock answers a fixture whose cancel_at date reads as a scheduled end; Stripe clears it on resume.
        spy.mockImplementationOnce(async (id, cancel) => ({ ...(await original(id, cancel)), cancelAtPeriodEnd: false }));
        const resumed = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: false });
        expect(resumed.statusCode).toBe(200);
        expect(resumed.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
        expect(spy.mock.calls).toEqual([
          [sub.id, true],
          [sub.id, false],
        ]);
        const after = await server.ctx.db
          .selectFrom('billingSubscriptions')
          .select('cancelAtPeriodEnd')
          .where('id', '=', sub.id)
          .executeTakeFirstOrThrow();
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
      const stored = await server.ctx.db
        .selectFrom('billingSubscriptions')
        .select('cancelAtPeriodEnd')
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow();
      expect(stored.cancelAtPeriodEnd).toBe(false);
    });

    it('answers 502 and changes nothing when Stripe fails', async () => {
      const { token, user } = await person(server);
      const sub = await storedSubscription(user.id);
      vi.spyOn(server.ctx.billing, 'setCancelAtPeriodEnd').mockRejectedValueOnce(
        new BillingProviderError('Stripe subscription update failed'),
      );
      const res = await post(server, token, '/api/subscriptions/cancel', { cancelAtPeriodEnd: true });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(BILLING_ERR.PROVIDER_FAILED);
      const stored = await server.ctx.db
        .selectFrom('billingSubscriptions')
        .select(['cancelAtPeriodEnd', 'stateAt'])
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ cancelAtPeriodEnd: false, stateAt: sub.stateAt });
    });
  });

  describe('deleting an account', () => {
    const deleteAccount = (u: { token: string; password: string }) =>
      post(server, u.token, '/api/auth/delete-account', { password: u.password });

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
      const spy = vi
        .spyOn(server.ctx.billing, 'cancelNow')
        .mockRejectedValueOnce(new BillingProviderError('Stripe subscription cancel failed'));
      expect((await deleteAccount(client)).statusCode).toBe(200);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));

      const longAgo = new Date(server.ctx.clock.now().getTime() - 31 * DAY_MS);
      await server.ctx.db.updateTable('users').set({ deletedAt: longAgo }).where('id', '=', client.user.id).execute();
      expect(await purgeDeletedAccounts(server.ctx)).toBeGreaterThanOrEqual(1);
      expect(spy.mock.calls.filter(([id]) => id === open.id)).toHaveLength(2);
      expect(await customerRows(client.user.id)).toEqual([]);
      expect(await server.ctx.db.selectFrom('billingSubscriptions').select('id').where('userId', '=', client.user.id).execute()).toEqual(
        [],
      );
    });
  });
});
