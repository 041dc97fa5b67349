import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { TRoom, TUser } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { routeTitle, usePageTitle } from '../../components/usePageTitle.ts';
import { useAuth } from '../auth/store.ts';
import { useChat } from '../chat/store.ts';
import { followUnreadInTitle } from '../chat/unreadTitle.ts';
import { GUARD_TEXT } from './CoachDashboardGuard.tsx';
import CoachDashboardPage from './CoachDashboardPage.tsx';
import { PROFILE_PATH } from './QuickActions.tsx';
import { json, serveHttp } from '../../test/http.ts';
import { testClient, testCoach } from '../../test/people.ts';

// The Clients and Availability tabs belong to their own tests; here they only have to be there.
vi.mock('./ClientChatTab.tsx', () => ({ ClientChatTab: () => <p>Clients pane</p> }));
vi.mock('./AvailabilityTab.tsx', () => ({ AvailabilityTab: () => <p>Availability pane</p> }));

const coach = testCoach();
const client = testClient();

const room = (n: number, unreadCount: number): TRoom => ({
  id: `00000000-0000-4000-8000-0000000000b${n}`,
  name: `Room ${n}`,
  client: { id: `00000000-0000-4000-8000-0000000000a${n}`, firstName: `Client${n}`, lastName: 'Person' },
  humanCoach: { id: coach.id, firstName: 'Casey', lastName: 'Coach' },
  aiCoach: null,
  aiInteractionLevel: 'DISABLED',
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  unreadCount,
  lastMessageAt: `2026-11-2${n}T10:00:00.000Z`,
  lastMessagePreview: 'Hello',
});

const serve = (rooms: () => Response | Promise<Response>) => serveHttp({ 'GET /api/rooms': rooms });

/** The window title as TopNav keeps it: the route's name, and the unread count the chat store holds. */
function Title() {
  usePageTitle(routeTitle('/coach-dashboard'));
  return null;
}

function renderPage(who: TUser | null, status: 'loading' | 'authenticated' | 'anonymous' = who ? 'authenticated' : 'anonymous') {
  useAuth.setState({ status, user: who, token: who ? 't' : null, requiresEmailVerification: false });
  return renderWithProviders(
    <Routes>
      <Route
        path="/coach-dashboard"
        element={
          <>
            <Title />
            <CoachDashboardPage />
          </>
        }
      />
      <Route path="/login" element={<p>Sign-in page</p>} />
      <Route path="/coaching" element={<p>Coaching page</p>} />
      <Route path="/account" element={<p>Account page</p>} />
    </Routes>,
    { route: '/coach-dashboard' },
  );
}

afterEach(() => {
  useChat.getState().reset();
  useAuth.setState({ status: 'loading', user: null, token: null, requiresEmailVerification: false });
});

describe('the coach dashboard guard', () => {
  it("says 'Loading coach dashboard...' while the session is checked", () => {
    renderPage(null, 'loading');
    expect(screen.getByRole('status').textContent).toContain(GUARD_TEXT.LOADING);
    expect(screen.queryByText(GUARD_TEXT.SOON)).toBeNull();
  });

  it("shows 'Coach Features Coming Soon' when signed out, with a way to sign in", async () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: GUARD_TEXT.SOON })).toBeTruthy();
    expect(screen.getByText(GUARD_TEXT.SIGNED_OUT)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it("shows 'Coach Features Coming Soon' to a client, with the way to their coaching", async () => {
    renderPage(client);
    expect(screen.getByRole('heading', { name: GUARD_TEXT.SOON })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Coaching' }));
    expect(await screen.findByText('Coaching page')).toBeTruthy();
  });

  it("lets a coach in: 'Loading your dashboard...' while the data loads, then the greeting", async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(coach);
    expect(screen.getByRole('heading', { name: 'Welcome back, Casey' })).toBeTruthy();
    expect(await screen.findByText('Loading your dashboard...')).toBeTruthy();
    act(() => answer(json({ data: [] })));
    expect(await screen.findByRole('tab', { name: /Dashboard/ })).toBeTruthy();
  });

  it("says 'Failed to load dashboard: {message}' with Retry", async () => {
    let fail = true;
    serve(() => (fail ? json({ error: 'Coach access only' }, 403) : json({ data: [] })));
    renderPage(coach);
    expect(await screen.findByText('Failed to load dashboard: Coach access only')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /Clients/ })).toBeTruthy();
  });
});

describe('the unread total on the coach dashboard', () => {
  it('shows on the Dashboard and Clients tabs and in the title, and follows the pushes', async () => {
    serve(() => json({ data: [room(1, 2), room(2, 1)] }));
    const stopTitle = followUnreadInTitle();
    renderPage(coach);
    const dashboardTab = await screen.findByRole('tab', { name: /Dashboard/ });
    await waitFor(() => expect(dashboardTab.textContent).toContain('3 unread messages'));
    expect(screen.getByRole('tab', { name: /Clients/ }).textContent).toContain('3 unread messages');
    expect(screen.getByRole('tab', { name: /Availability/ }).textContent).not.toContain('unread');
    await waitFor(() => expect(document.title).toBe('(3) Coach Dashboard - Coaching Platform'));

    // A client writes: 'room:unread' raises the total without a reload.
    act(() =>
      useChat
        .getState()
        .setUnread({ roomId: room(2, 0).id, unreadCount: 2, lastMessageAt: '2026-11-23T10:00:00.000Z', lastMessagePreview: 'Hi' }),
    );
    await waitFor(() => expect(dashboardTab.textContent).toContain('4 unread messages'));
    expect(screen.getByRole('tab', { name: /Clients/ }).textContent).toContain('4 unread messages');
    await waitFor(() => expect(document.title).toBe('(4) Coach Dashboard - Coaching Platform'));

    // The coach reads both rooms: the badges go.
    act(() => {
      useChat.getState().readElsewhere(room(1, 0).id);
      useChat.getState().readElsewhere(room(2, 0).id);
    });
    await waitFor(() => expect(dashboardTab.textContent).not.toContain('unread'));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Coach Dashboard - Coaching Platform'));
    stopTitle();
  });

  it('keeps the counts when the chat store starts over on the first connect', async () => {
    serve(() => json({ data: [room(1, 2), room(2, 1)] }));
    renderPage(coach);
    const tab = await screen.findByRole('tab', { name: /Dashboard/ });
    await waitFor(() => expect(tab.textContent).toContain('3 unread messages'));
    // What the store does when the socket first connects after the rooms came (gapFill: own()).
    act(() => {
      useChat.getState().reset();
      useChat.setState({ ownerId: coach.id });
    });
    await waitFor(() => expect(tab.textContent).toContain('3 unread messages'));
  });

  it('says one message in the singular', async () => {
    serve(() => json({ data: [room(1, 1)] }));
    renderPage(coach);
    const tab = await screen.findByRole('tab', { name: /Clients/ });
    await waitFor(() => expect(tab.textContent).toContain('1 unread message'));
    expect(tab.textContent).not.toContain('messages');
  });
});

describe('Quick Actions on the dashboard', () => {
  it("Update Profile opens the account page's professional section", async () => {
    serve(() => json({ data: [] }));
    renderPage(coach);
    const link = await screen.findByRole('link', { name: 'Update Profile' });
    expect(link.getAttribute('href')).toBe(PROFILE_PATH);
    expect(PROFILE_PATH).toBe('/account#professional');
    fireEvent.click(link);
    expect(await screen.findByText('Account page')).toBeTruthy();
  });
});
