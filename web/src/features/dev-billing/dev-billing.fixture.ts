import { INDIVIDUAL_PLAN_FEATURES, type TDevPortal, type TPlan } from '@coach/contract';
import { json, serveHttp, type Routes } from '../../test/http.ts';

export const PLAN: TPlan = {
  id: 'individual',
  name: 'Individual',
  amount: 900,
  currency: 'usd',
  interval: 'month',
  features: [...INDIVIDUAL_PLAN_FEATURES],
  popular: true,
};
export const PERIOD_END = '2026-05-30T10:00:00.000Z';

export { callsTo, json } from '../../test/http.ts';

/** Stubs fetch with `METHOD path` handlers; anything else answers 404. Returns the mock to read calls from. */
export const serve = (routes: Routes) => serveHttp(routes, () => json({ error: 'Not found', code: 'NOT_FOUND' }, 404));

export const portal = (
  subscription: Partial<NonNullable<TDevPortal['subscription']>> | null = {},
  over: Partial<TDevPortal> = {},
): TDevPortal => ({
  id: 'bps_dev_1',
  email: 'riley@example.test',
  returnUrl: 'http://localhost:3000/subscription',
  subscription: subscription && {
    id: 'sub_dev_1',
    status: 'active',
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    plan: PLAN,
    ...subscription,
  },
  invoices: [{ id: 'in_dev_1', amount: 900, currency: 'usd', date: '2026-04-30T10:00:00.000Z', status: 'paid', pdfUrl: null }],
  ...over,
});
