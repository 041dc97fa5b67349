import { useLocation } from 'react-router-dom';
import { DAY_MS, INDIVIDUAL_PLAN, ROLE, type TBillingHistoryItem, type TPlan, type TSubscriptionStatus, type TUser } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { json, serveHttp, type Routes } from '../../test/http.ts';
import { signIn, testClient } from '../../test/people.ts';

/** Test data: billing as the server sends it, and a fetch that plays the server. */
export const customer = testClient({ firstName: 'Riley', email: 'riley@example.com', createdAt: '2026-01-01T00:00:00.000Z' });
export const coach: TUser = {
  ...customer,
  id: '00000000-0000-4000-8000-000000000002',
  primaryRoleId: ROLE.COACH,
  primaryRole: { role: 'COACH' },
  userType: 'Coach',
};

export { signIn };
export const signOut = () => useAuth.setState({ status: 'anonymous', user: null, token: null });

export const PLAN: TPlan = { id: 'price_individual', ...INDIVIDUAL_PLAN, features: [...INDIVIDUAL_PLAN.features] };
export const PERIOD_END = '2026-08-15T12:00:00.000Z';
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const status = (over: Partial<TSubscriptionStatus> = {}): TSubscriptionStatus => ({
  hasActiveSubscription: false,
  currentPeriodEnd: null,
  status: 'none',
  cancelAtPeriodEnd: false,
  plan: null,
  trialEndsAt: null,
  hasCustomer: false,
  mode: 'stripe',
  ...over,
});
export const active = (over: Partial<TSubscriptionStatus> = {}) =>
  status({ hasActiveSubscription: true, status: 'active', currentPeriodEnd: PERIOD_END, plan: PLAN, hasCustomer: true, ...over });

export const invoice = (id: string, over: Partial<TBillingHistoryItem> = {}): TBillingHistoryItem => ({
  id,
  amount: 900,
  currency: 'usd',
  date: '2026-07-15T12:00:00.000Z',
  status: 'paid',
  pdfUrl: `https://pay.example.com/invoices/${id}.pdf`,
  ...over,
});

export { callsTo, json } from '../../test/http.ts';

/** The billing server: GETs answer `data`, each route can be replaced; every call is recorded. */
export function serve(routes: Routes = {}, data: { status?: TSubscriptionStatus; plans?: TPlan[]; history?: TBillingHistoryItem[] } = {}) {
  return serveHttp({
    'GET /api/subscriptions/status': () => json({ data: data.status ?? status() }),
    'GET /api/subscriptions/plans': () => json({ data: data.plans ?? [PLAN] }),
    'GET /api/subscriptions/billing-history': () => json({ data: data.history ?? [] }),
    ...routes,
  });
}

/** Shows the router's address, to see the page take its query away. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
