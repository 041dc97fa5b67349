import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { BILLING_ERR, BILLING_UI } from '@coach/contract';
import { modalSettled, renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import SubscriptionPage from './SubscriptionPage.tsx';
import { active, callsTo, customer, invoice, json, PERIOD_END, serve, signIn, signOut, status, Where } from './billing.fixture.tsx';
import { formatBillingDate } from './format.ts';
import { NO_INVOICES } from './texts.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  signOut();
});

const open = (route = '/subscription') =>
  renderWithProviders(
    <>
      <SubscriptionPage />
      <Where />
    </>,
    { route },
  );
/** What Checkout's success address does to a page already read (a cached status). */
function BackFromCheckout() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/subscription?success=true')}>back from checkout</button>;
}
const where = () => screen.getByTestId('where').textContent;
const PORTAL = 'https://billing.example.com/p/1';

/** A tab as window.open returns it, before it has gone anywhere. */
const blankTab = () => ({ closed: false, opener: window as Window | null, location: { href: 'about:blank' }, close: vi.fn() });

describe('SubscriptionPage: Manage billing', () => {
  it('opens the portal in a new tab: the tab opens in the click, and goes to the portal when its address arrives', async () => {
    signIn(customer);
    let answer!: (r: Response) => void;
    const fetch = serve(
      { 'POST /api/subscriptions/customer-portal': () => new Promise<Response>((r) => (answer = r)) },
      { status: active() },
    );
    const tab = blankTab();
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    // Still in the click: a tab opened after the answer would be a blocked popup.
    expect(windowOpen).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/subscriptions/customer-portal')).toEqual([
        { returnUrl: `${window.location.origin}${window.location.pathname}` },
      ]),
    );
    expect(tab.location.href).toBe('about:blank');
    answer(json({ data: { url: PORTAL } }));
    await waitFor(() => expect(tab.location.href).toBe(PORTAL));
  });

  it('opens the portal in this tab when the browser will not open one', async () => {
    signIn(customer);
    serve({ 'POST /api/subscriptions/customer-portal': () => json({ data: { url: PORTAL } }) }, { status: active() });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL));
  });

  it("says 'Error opening billing portal' with the server's reason and closes the blank tab when the portal cannot open", async () => {
    signIn(customer);
    serve({ 'POST /api/subscriptions/customer-portal': () => json({ error: 'No billing account yet.' }, 400) }, { status: active() });
    const tab = blankTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const toast = vi.spyOn(toaster, 'create');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: BILLING_ERR.PORTAL_FAILED, description: 'No billing account yet.' }),
      ),
    );
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('SubscriptionPage: cancel and resume', () => {
  it('cancels at the period end after the confirmation, then offers Resume, which takes it back', async () => {
    signIn(customer);
    const fetch = serve(
      {
        'POST /api/subscriptions/cancel': (body) =>
          json({ data: active({ cancelAtPeriodEnd: (body as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd }) }),
      },
      { status: active() },
    );
    const toast = vi.spyOn(toaster, 'create');
    open();
    const date = formatBillingDate(PERIOD_END);

    // Keep subscription closes the question and changes nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await modalSettled();
    let dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(BILLING_UI.CANCEL_CONFIRM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, 'POST', '/api/subscriptions/cancel')).toEqual([]);

    // As a click would, the button takes the focus first; the dialog gives it back when it closes.
    const trigger = screen.getByRole('button', { name: 'Cancel subscription' });
    trigger.focus();
    fireEvent.click(trigger);
    await modalSettled();
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, 'POST', '/api/subscriptions/cancel')).toEqual([{ cancelAtPeriodEnd: true }]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BILLING_UI.CANCELLED_TOAST }));
    expect(screen.getByText(`Ends on ${date}`)).toBeTruthy();
    expect(screen.queryByText(/Next billing date/)).toBeNull();
    // The button that opened the dialog is now Resume, and keeps the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume subscription' })));
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBe(trigger);

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.getByText(/Next billing date/)).toBeTruthy());
    expect(callsTo(fetch, 'POST', '/api/subscriptions/cancel')).toEqual([{ cancelAtPeriodEnd: true }, { cancelAtPeriodEnd: false }]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BILLING_UI.RESUMED_TOAST }));
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });
});

describe('SubscriptionPage: coming back from Checkout and the email', () => {
  it('success=true welcomes the subscriber, reads the status again and clears the address', async () => {
    signIn(customer);
    // The page was read before the payment; the webhook has landed since: the second read sees it.
    let reads = 0;
    serve({ 'GET /api/subscriptions/status': () => json({ data: ++reads === 1 ? status() : active() }) });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(
      <>
        <SubscriptionPage />
        <Where />
        <BackFromCheckout />
      </>,
      { route: '/subscription' },
    );
    expect(await screen.findByText('You have no subscription yet.')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'back from checkout' }));
    await waitFor(() => expect(where()).toBe('/subscription'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BILLING_UI.WELCOME_TOAST }));
    expect(await screen.findByText(/Next billing date/)).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('canceled=true says nothing was charged and clears the address', async () => {
    signIn(customer);
    serve();
    const toast = vi.spyOn(toaster, 'create');
    open('/subscription?canceled=true');
    await waitFor(() => expect(where()).toBe('/subscription'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: BILLING_UI.CANCELED_TOAST }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: BILLING_UI.WELCOME_TOAST }));
  });

  it('manage=1 (the payment-failed email) goes straight on to the portal in this tab', async () => {
    signIn(customer);
    const fetch = serve(
      { 'POST /api/subscriptions/customer-portal': () => json({ data: { url: PORTAL } }) },
      { status: active({ status: 'past_due' }) },
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const windowOpen = vi.spyOn(window, 'open');
    open('/subscription?manage=1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL));
    expect(where()).toBe('/subscription');
    expect(callsTo(fetch, 'POST', '/api/subscriptions/customer-portal')).toHaveLength(1);
    expect(windowOpen).not.toHaveBeenCalled();
  });
});

describe('SubscriptionPage: billing history', () => {
  it('lists invoices with the date and amount in the user format, and opens each invoice in a new tab', async () => {
    signIn(customer);
    serve(
      {},
      {
        history: [
          invoice('in_1'),
          invoice('in_2', { amount: 1250, currency: 'eur', status: 'failed', pdfUrl: null }),
          invoice('in_3', { amount: 500, currency: 'jpy' }),
        ],
      },
    );
    open();
    const table = await screen.findByRole('table', { name: 'Billing history' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    const date = formatBillingDate('2026-07-15T12:00:00.000Z');
    const money = (n: number, c: string) => new Intl.NumberFormat(undefined, { style: 'currency', currency: c }).format(n);
    expect(cells).toEqual([
      [date, money(9, 'USD'), 'Paid', 'View invoice'],
      [date, money(12.5, 'EUR'), 'Failed', 'None'],
      [date, money(500, 'JPY'), 'Paid', 'View invoice'],
    ]);
    const link = within(rows[0]!).getByRole('link', { name: /View invoice/ });
    expect(link.getAttribute('href')).toBe('https://pay.example.com/invoices/in_1.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it("says 'No invoices yet' when there are none", async () => {
    signIn(customer);
    serve();
    open();
    expect(await screen.findByText(NO_INVOICES)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
