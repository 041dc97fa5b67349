import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { BILLING_ERR, BILLING_UI, DEV_BILLING_NOTICE, INDIVIDUAL_PLAN_FEATURES } from '@coach/contract';
import { formatBillingDate } from '../subscription/format.ts';
import { renderWithProviders } from '../../test/render.tsx';
import DevCheckoutPage, { CHECKOUT_TEXT } from './DevCheckoutPage.tsx';
import { callsTo, json, PLAN, serve } from './dev-billing.fixture.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ID = 'cs_dev_1';
const GET = `GET /api/dev-billing/checkouts/${ID}`;
const CANCEL_URL = 'http://localhost:3000/subscription?canceled=true';
const checkout = (status = 'open', firstPaymentAt: string | null = null) =>
  json({ data: { id: ID, plan: PLAN, email: 'riley@example.test', status, cancelUrl: CANCEL_URL, firstPaymentAt } });
const usd = (n: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(n);

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dev-billing/checkout/:id" element={<DevCheckoutPage />} />
    </Routes>,
    { route: `/dev-billing/checkout/${ID}` },
  );

describe('DevCheckoutPage', () => {
  it('says it is test mode, and shows the plan, its price and features, and the email', async () => {
    serve({ [GET]: () => checkout() });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXT.TITLE })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(DEV_BILLING_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Individual' })).toBeTruthy();
    expect(screen.getByText(usd(9))).toBeTruthy();
    expect(screen.getByText('per month')).toBeTruthy();
    const features = within(screen.getByRole('list', { name: 'Individual plan features' })).getAllByRole('listitem');
    expect(features.map((f) => f.textContent)).toEqual([...INDIVIDUAL_PLAN_FEATURES]);
    expect(screen.getByText('riley@example.test')).toBeTruthy();
    expect(document.title).toContain(CHECKOUT_TEXT.TITLE);
  });

  it('says the first payment is when the trial ends, for a checkout opened during the trial', async () => {
    const trialEnd = '2026-12-20T09:00:00.000Z';
    serve({ [GET]: () => checkout('open', trialEnd) });
    open();
    expect(await screen.findByText(BILLING_UI.FIRST_PAYMENT_AT_TRIAL_END(formatBillingDate(trialEnd)))).toBeTruthy();
    expect(screen.queryByText(/starts the plan now/)).toBeNull();
  });

  it('says the plan starts now without a trial', async () => {
    serve({ [GET]: () => checkout() });
    open();
    expect(await screen.findByText(/starts the plan now/)).toBeTruthy();
    expect(screen.queryByText(/Your first payment is on/)).toBeNull();
  });

  it('subscribes, then goes where the checkout says', async () => {
    const fetch = serve({
      [GET]: () => checkout(),
      [`POST /api/dev-billing/checkouts/${ID}/complete`]: () => json({ data: { url: 'http://localhost:3000/subscription?success=true' } }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/subscription?success=true'));
    expect(callsTo(fetch, 'POST', `/api/dev-billing/checkouts/${ID}/complete`)).toHaveLength(1);
    expect(callsTo(fetch, 'POST', `/api/dev-billing/checkouts/${ID}/cancel`)).toHaveLength(0);
  });

  it('goes back without subscribing', async () => {
    const fetch = serve({
      [GET]: () => checkout(),
      [`POST /api/dev-billing/checkouts/${ID}/cancel`]: () => json({ data: { url: CANCEL_URL } }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.GO_BACK }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CANCEL_URL));
    expect(callsTo(fetch, 'POST', `/api/dev-billing/checkouts/${ID}/complete`)).toHaveLength(0);
  });

  it('says why subscribing failed, and stays', async () => {
    serve({
      [GET]: () => checkout(),
      [`POST /api/dev-billing/checkouts/${ID}/complete`]: () =>
        json({ error: BILLING_ERR.ALREADY_SUBSCRIBED, code: 'ALREADY_SUBSCRIBED' }, 409),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BILLING_ERR.ALREADY_SUBSCRIBED);
    expect(alert.textContent).toContain(BILLING_ERR.TRY_AGAIN_HINT);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the checkout is not there or not yours', async () => {
    serve({ [GET]: () => json({ error: BILLING_ERR.CHECKOUT_NOT_FOUND, code: 'CHECKOUT_NOT_FOUND' }, 404) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: BILLING_ERR.CHECKOUT_NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE })).toBeNull();
  });

  it('does not offer to pay a checkout already paid or expired', async () => {
    serve({ [GET]: () => checkout('complete') });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXT.COMPLETE_TITLE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE })).toBeNull();
    cleanup();
    serve({ [GET]: () => checkout('expired') });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: CHECKOUT_TEXT.EXPIRED_TITLE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE })).toBeNull();
  });

  it('says when it cannot load, and tries again', async () => {
    const fetch = serve({ [GET]: () => json({ error: 'down' }, 500) });
    open();
    expect(await screen.findByText(BILLING_ERR.LOAD_FAILED)).toBeTruthy();
    fetch.mockImplementation(async () => checkout());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: CHECKOUT_TEXT.SUBSCRIBE })).toBeTruthy();
  });
});
