import { vi } from 'vitest';
import { INDIVIDUAL_PLAN_FEATURES, type TDevPortal, type TPlan } from '@coach/contract';

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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch with `METHOD path` handlers; anything else answers 404. Returns the mock to read calls from. */
export function serve(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler ? handler(body) : json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to `METHOD path`, as their JSON bodies. */
export const callsTo = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([p, init]) => p === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));

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
