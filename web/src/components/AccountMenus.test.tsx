import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { TRoom } from '@coach/contract';
import { useChat } from '../features/chat/store.ts';
import { routeTitle, usePageTitle } from './usePageTitle.ts';
import { renderWithProviders } from '../test/render.tsx';
import { coach, customer } from '../features/subscription/billing.fixture.tsx';
import { COACH_BILLING_SOON, COACH_SUBSCRIPTION_TITLE } from '../features/subscription/texts.ts';
import AccountMenus from './AccountMenus.tsx';
import { json, serveHttp } from '../test/http.ts';

let rooms: TRoom[] = [];
beforeEach(() => {
  rooms = [];
  serveHttp(async (input) => (String(input) === '/api/rooms' ? json({ success: true, data: rooms }) : json({ error: 'Not found' }, 404)));
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  useChat.getState().reset();
});

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

  it('says coach Billing & Payments is coming soon, without a past date', async () => {
    await openMenu(coach);
    fireEvent.click(screen.getByRole('button', { name: /Coach Tools/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Billing & Payments/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing & Payments' });
    expect(within(dialog).getByText(COACH_BILLING_SOON)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Q4|20\d\d/);
  });
});

function AccountPage({ user }: { user: typeof customer }) {
  usePageTitle(routeTitle('/account'));
  return <AccountMenus user={user} />;
}

describe('AccountMenus: the unread count in the title', () => {
  it('is there on a page without chat, from the rooms list, when the page opens', async () => {
    rooms = [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        name: 'Room',
        client: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName },
        humanCoach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName },
        aiCoach: null,
        aiInteractionLevel: 'DISABLED',
        createdAt: '2026-11-01T10:00:00.000Z',
        unreadCount: 2,
        lastMessageAt: '2026-11-21T10:00:00.000Z',
        lastMessagePreview: 'How did this week go?',
      },
    ];
    renderWithProviders(
      <Routes>
        <Route path="/account" element={<AccountPage user={customer} />} />
      </Routes>,
      { route: '/account' },
    );
    await waitFor(() => expect(document.title).toBe('(2) Account - Coaching Platform'));
  });
});
