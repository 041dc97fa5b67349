import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../test/render.tsx';
import { coach, customer } from '../features/subscription/billing.fixture.tsx';
import { COACH_BILLING_SOON, COACH_SUBSCRIPTION_TITLE } from '../features/subscription/texts.ts';
import AccountMenus from './AccountMenus.tsx';

afterEach(() => localStorage.clear());

function openMenu(user: typeof customer) {
  renderWithProviders(
    <Routes>
      <Route path="/coaching" element={<AccountMenus user={user} />} />
      <Route path="/subscription" element={<p>the subscription page</p>} />
    </Routes>,
    { route: '/coaching' },
  );
  fireEvent.click(screen.getByRole('button', { name: /Account menu for/ }));
  return screen.findByRole('menuitem', { name: 'My Subscription' });
}

describe('AccountMenus: My Subscription', () => {
  it('opens /subscription for a client', async () => {
    fireEvent.click(await openMenu(customer));
    expect(await screen.findByText('the subscription page')).toBeTruthy();
  });

  it('tells a coach it is under development, without a date', async () => {
    fireEvent.click(await openMenu(coach));
    const dialog = await screen.findByRole('dialog', { name: COACH_SUBSCRIPTION_TITLE });
    expect(within(dialog).getByText(COACH_BILLING_SOON)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Q4|20\d\d/);
    expect(screen.queryByText('the subscription page')).toBeNull();
  });

  it("says coach Billing & Payments is coming soon, without a past date", async () => {
    await openMenu(coach);
    fireEvent.click(screen.getByRole('button', { name: /Coach Tools/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Billing & Payments/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing & Payments' });
    expect(within(dialog).getByText(COACH_BILLING_SOON)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Q4|20\d\d/);
  });
});
