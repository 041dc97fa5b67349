import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_ERR, BILLING_UI, DEV_BILLING_NOTICE, INDIVIDUAL_PLAN_FEATURES } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import SubscriptionPage from './SubscriptionPage.tsx';
import { active, callsTo, coach, customer, inDays, json, PLAN, serve, signIn, signOut, status } from './billing.fixture.tsx';
import { formatBillingDate } from './format.ts';
import { COACH_BILLING_SOON, PAYMENT_FAILED } from './texts.ts';
import { serveHttp } from '../../test/http.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  signOut();
});

const open = () => renderWithProviders(<SubscriptionPage />, { route: '/subscription' });

describe('SubscriptionPage', () => {
  it('shows skeletons while loading, under its title and a way back to /coaching', async () => {
    signIn(customer);
    serveHttp(() => new Promise<Response>(() => {}));
    open();
    expect(screen.getByRole('heading', { level: 1, name: BILLING_UI.TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Coaching/ }).getAttribute('href')).toBe('/coaching');
    expect(screen.getByRole('status').textContent).toBe('Loading subscription data');
    expect(screen.queryByRole('heading', { name: 'Plans' })).toBeNull();
  });

  it("says 'Error loading subscription data' when a read fails", async () => {
    signIn(customer);
    serve({ 'GET /api/subscriptions/status': () => json({ error: 'boom' }, 500) });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(BILLING_ERR.LOAD_FAILED);
    expect(screen.getByText(BILLING_ERR.LOAD_FAILED_HINT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Plans' })).toBeNull();
  });

  it('shows the plans with the popular marker, the price in the plan currency and the features ticked', async () => {
    signIn(customer);
    const other = { ...PLAN, id: 'price_eur', name: 'Europe', amount: 1250, currency: 'eur', popular: false, features: ['One thing'] };
    serve({}, { plans: [PLAN, other] });
    open();
    const individual = (await screen.findByRole('heading', { level: 3, name: 'Individual' })).closest('.chakra-card__root') as HTMLElement;
    expect(within(individual).getByText('Most popular')).toBeTruthy();
    expect(within(individual).getByText('$9')).toBeTruthy();
    expect(within(individual).getByText('per month')).toBeTruthy();
    const features = within(individual).getByRole('list', { name: 'Individual plan features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...INDIVIDUAL_PLAN_FEATURES]);
    const europe = screen.getByRole('heading', { level: 3, name: 'Europe' }).closest('.chakra-card__root') as HTMLElement;
    expect(within(europe).queryByText('Most popular')).toBeNull();
    expect(within(europe).getByText('€12.50')).toBeTruthy();
    // Headings in order: the page, then its sections, then the plans.
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2', 'H3', 'H3', 'H2']);
  });

  it('subscribes through Checkout: success and cancel addresses on this site, then goes there', async () => {
    signIn(customer);
    const fetch = serve({ 'POST /api/subscriptions/create-checkout': () => json({ data: { url: 'https://checkout.example.com/c/1' } }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Individual' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/c/1'));
    expect(callsTo(fetch, 'POST', '/api/subscriptions/create-checkout')).toEqual([
      {
        priceId: PLAN.id,
        successUrl: `${window.location.origin}/subscription?success=true`,
        cancelUrl: `${window.location.origin}/subscription?canceled=true`,
      },
    ]);
  });

  it("says 'Error starting subscription' when Checkout cannot be opened, and stays", async () => {
    signIn(customer);
    serve({ 'POST /api/subscriptions/create-checkout': () => json({ error: 'The payment service is unavailable.' }, 502) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const toast = vi.spyOn(toaster, 'create');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Individual' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: BILLING_ERR.START_FAILED, description: BILLING_ERR.TRY_AGAIN_HINT }),
      ),
    );
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Subscribe to Individual' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's reason when it refuses the checkout (a 4xx), not only the generic line", async () => {
    signIn(customer);
    serve({ 'POST /api/subscriptions/create-checkout': () => json({ error: BILLING_ERR.FOREIGN_URL, code: 'FOREIGN_URL' }, 400) });
    const toast = vi.spyOn(toaster, 'create');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Individual' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: BILLING_ERR.START_FAILED, description: BILLING_ERR.FOREIGN_URL }),
      ),
    );
  });

  it('says beside Subscribe, during the free trial, that the first payment is when the trial ends', async () => {
    signIn(customer);
    const trialEndsAt = inDays(10);
    serve({}, { status: status({ trialEndsAt }) });
    open();
    expect(await screen.findByText(BILLING_UI.FIRST_PAYMENT_AT_TRIAL_END(formatBillingDate(trialEndsAt)))).toBeTruthy();
  });

  it('names no first payment date once the trial is over', async () => {
    signIn(customer);
    serve({}, { status: status({ trialEndsAt: inDays(-2) }) });
    open();
    await screen.findByRole('button', { name: 'Subscribe to Individual' });
    expect(screen.queryByText(/Your first payment is on/)).toBeNull();
  });

  it('shows a subscriber the next billing date and the current plan, without Subscribe', async () => {
    signIn(customer);
    serve({}, { status: active() });
    open();
    expect(await screen.findByText(formatBillingDate(active().currentPeriodEnd!))).toBeTruthy();
    expect(screen.getByText(/Next billing date/)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.queryByText(DEV_BILLING_NOTICE)).toBeNull();
  });

  it("says 'Test mode: no real payment' beside Subscribe and Manage billing under dev billing", async () => {
    signIn(customer);
    serve({}, { status: status({ mode: 'dev' }) });
    const { unmount } = open();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe to Individual' });
    expect(within(subscribe.parentElement!).getByText(DEV_BILLING_NOTICE)).toBeTruthy();
    unmount();
    serve({}, { status: active({ mode: 'dev' }) });
    open();
    const manage = await screen.findByRole('button', { name: 'Manage billing' });
    expect(within(manage.closest('.chakra-stack')!.parentElement!).getByText(DEV_BILLING_NOTICE)).toBeTruthy();
  });

  it('shows the days left of our free trial, and that it has ended', async () => {
    signIn(customer);
    serve({}, { status: status({ trialEndsAt: inDays(4.5) }) });
    const { unmount } = open();
    expect(await screen.findByText('5 days left in your free trial')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    unmount();
    serve({}, { status: status({ trialEndsAt: inDays(-1) }) });
    open();
    expect(await screen.findByText(/Your free trial has ended/)).toBeTruthy();
    expect(screen.queryByText(/left in your free trial/)).toBeNull();
  });

  it('warns when the last payment failed, with Manage billing', async () => {
    signIn(customer);
    serve({}, { status: active({ status: 'past_due' }) });
    open();
    const warning = (await screen.findByText(PAYMENT_FAILED)).closest('.chakra-alert__root') as HTMLElement;
    expect(within(warning).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Manage billing' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  });

  it('tells a coach that subscriptions are under development, and reads nothing', async () => {
    signIn(coach);
    const fetch = serve();
    open();
    expect(screen.getByText(COACH_BILLING_SOON)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/coach-dashboard');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
