import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test/render.tsx';
import { coach, customer } from '../features/subscription/billing.fixture.tsx';
import AccountMenus from './AccountMenus.tsx';
import { CLIENT_NAV } from './ClientNav.tsx';

afterEach(() => localStorage.clear());

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function show(user: typeof customer, route = '/coaching') {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <AccountMenus user={user} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}
const where = () => screen.getByTestId('where').textContent;

describe('ClientNav', () => {
  it('gives a client links to Coaching, Find a coach and Subscription, the current page marked', () => {
    show(customer, '/subscription');
    const list = screen.getByRole('list', { name: 'Client' });
    expect(within(list).getByRole('link', { name: 'Coaching' }).getAttribute('href')).toBe('/coaching');
    expect(within(list).getByRole('link', { name: 'Find a coach' }).getAttribute('href')).toBe('/coach-search');
    const subscription = within(list).getByRole('link', { name: 'Subscription' });
    expect(subscription.getAttribute('href')).toBe('/subscription');
    expect(subscription.getAttribute('aria-current')).toBe('page');
    expect(within(list).getByRole('link', { name: 'Coaching' }).getAttribute('aria-current')).toBeNull();
  });

  it('reaches the booking wizard and the upcoming sessions from Sessions', async () => {
    show(customer);
    fireEvent.click(screen.getByRole('button', { name: /^Sessions/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: CLIENT_NAV.book.label }));
    expect(where()).toBe('/session-booking');
    fireEvent.click(screen.getByRole('button', { name: /^Sessions/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: CLIENT_NAV.upcoming.label }));
    expect(where()).toBe('/coaching?sessions=open');
  });

  it('puts every place in one Menu for a narrow screen', async () => {
    show(customer);
    // The test window is wide: the narrow screen's Menu is there, hidden by CSS (the journey opens it at 375 px).
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Coaching', 'Upcoming sessions', 'Book a session', 'Find a coach', 'Subscription']);
    fireEvent.click(items[3]!);
    expect(where()).toBe('/coach-search');
  });

  it('is not shown to a coach, who has Coach Tools', () => {
    show(coach);
    expect(screen.queryByRole('list', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: /Coach Tools/ })).toBeTruthy();
  });
});
