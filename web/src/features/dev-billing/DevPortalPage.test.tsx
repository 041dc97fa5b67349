import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { BILLING_ERR, DEV_BILLING_NOTICE } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { formatBillingDate } from '../subscription/format.ts';
import DevPortalPage, { PORTAL_TEXT } from './DevPortalPage.tsx';
import { callsTo, json, PERIOD_END, portal, serve } from './dev-billing.fixture.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ID = 'bps_dev_1';
const GET = `GET /api/dev-billing/portal/${ID}`;
const ACT = `POST /api/dev-billing/portal/${ID}/actions`;
const usd = (n: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(n);
const button = (name: string) => screen.queryByRole('button', { name });

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dev-billing/portal/:id" element={<DevPortalPage />} />
    </Routes>,
    { route: `/dev-billing/portal/${ID}` },
  );

describe('DevPortalPage', () => {
  it('says it is test mode, and shows the subscription, its next billing date, the invoices and the way back', async () => {
    serve({ [GET]: () => json({ data: portal() }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: PORTAL_TEXT.TITLE })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(DEV_BILLING_NOTICE)).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Current plan' });
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText(formatBillingDate(PERIOD_END))).toBeTruthy();
    expect(within(plan).getByText(`Individual: ${usd(9)} per month`)).toBeTruthy();
    expect(button(PORTAL_TEXT.CANCEL)).toBeTruthy();
    expect(button(PORTAL_TEXT.FAIL)).toBeTruthy();
    expect(button(PORTAL_TEXT.RESUME)).toBeNull();
    expect(button(PORTAL_TEXT.PAY)).toBeNull();
    const invoices = screen.getByRole('table');
    expect(within(invoices).getByText(usd(9))).toBeTruthy();
    expect(within(invoices).getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: PORTAL_TEXT.RETURN }).getAttribute('href')).toBe('http://localhost:3000/subscription');
  });

  it('cancels at the period end, then offers to resume', async () => {
    const fetch = serve({ [GET]: () => json({ data: portal() }), [ACT]: () => json({ data: portal({ cancelAtPeriodEnd: true }) }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: PORTAL_TEXT.CANCEL }));
    expect(await screen.findByRole('button', { name: PORTAL_TEXT.RESUME })).toBeTruthy();
    expect(callsTo(fetch, 'POST', `/api/dev-billing/portal/${ID}/actions`)).toEqual([{ action: 'cancel' }]);
    expect(screen.getByText(`Ends on ${formatBillingDate(PERIOD_END)}`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PORTAL_TEXT.DONE.cancel);
    expect(button(PORTAL_TEXT.CANCEL)).toBeNull();
  });

  it('simulates a failed payment, then pays it', async () => {
    const fetch = serve({
      [GET]: () => json({ data: portal() }),
      [ACT]: (body) => json({ data: portal({ status: (body as { action: string }).action === 'fail_payment' ? 'past_due' : 'active' }) }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: PORTAL_TEXT.FAIL }));
    expect(await screen.findByText(PORTAL_TEXT.PAST_DUE)).toBeTruthy();
    expect(screen.getByText('Past due')).toBeTruthy();
    expect(button(PORTAL_TEXT.FAIL)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PORTAL_TEXT.PAY }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(button(PORTAL_TEXT.PAY)).toBeNull();
    expect(callsTo(fetch, 'POST', `/api/dev-billing/portal/${ID}/actions`)).toEqual([{ action: 'fail_payment' }, { action: 'pay_now' }]);
  });

  it('says why an action failed', async () => {
    serve({
      [GET]: () => json({ data: portal() }),
      [ACT]: () => json({ error: BILLING_ERR.NO_SUBSCRIPTION, code: 'NO_SUBSCRIPTION' }, 409),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: PORTAL_TEXT.CANCEL }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BILLING_ERR.NO_SUBSCRIPTION);
    expect(button(PORTAL_TEXT.CANCEL)).toBeTruthy();
  });

  it('has no actions before a subscription, nor after it ended', async () => {
    serve({ [GET]: () => json({ data: portal(null, { invoices: [] }) }) });
    open();
    expect(await screen.findByText(PORTAL_TEXT.NO_SUBSCRIPTION)).toBeTruthy();
    expect(button(PORTAL_TEXT.CANCEL)).toBeNull();
    cleanup();
    serve({ [GET]: () => json({ data: portal({ status: 'canceled' }) }) });
    open();
    expect(await screen.findByText(`Ended on ${formatBillingDate(PERIOD_END)}`)).toBeTruthy();
    for (const name of [PORTAL_TEXT.CANCEL, PORTAL_TEXT.RESUME, PORTAL_TEXT.FAIL, PORTAL_TEXT.PAY]) expect(button(name)).toBeNull();
  });

  it('says when the session is not there or not yours', async () => {
    serve({ [GET]: () => json({ error: BILLING_ERR.PORTAL_NOT_FOUND, code: 'PORTAL_NOT_FOUND' }, 404) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: BILLING_ERR.PORTAL_NOT_FOUND })).toBeTruthy();
  });

  it('says when it cannot load', async () => {
    serve({ [GET]: () => json({ error: 'down' }, 500) });
    open();
    expect(await screen.findByText(BILLING_ERR.LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
