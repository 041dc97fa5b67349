import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TInviteCounts } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { useAuth } from '../auth/store.ts';
import InvitesPage from './InvitesPage.tsx';
import { invite } from './invite.fixture.ts';
import { json, serveHttp } from '../../test/http.ts';
import { signIn, testCoach } from '../../test/people.ts';

const coach = testCoach({ lastName: 'Rivera' });

const counts: TInviteCounts = { total: 60, pending: 40, accepted: 5, expired: 10, cancelled: 5 };
const data = (body: unknown) => json({ data: body });

/** The server: a first page of 50 invites, and whatever each filter asks for. */
function serve() {
  return serveHttp(async (path: string) => {
    const url = new URL(path, 'http://app.test');
    if (url.pathname !== '/api/invites/coach') return data({});
    const status = url.searchParams.get('status');
    const search = url.searchParams.get('search');
    if (status === 'expired') return data({ invites: [invite('old', { status: 'expired' })], nextCursor: null, counts });
    if (search) return data({ invites: [invite(`found-${search}`)], nextCursor: null, counts });
    // Accepted ones: rows without action buttons render several times faster, and the rows are not what is tested here.
    const first = Array.from({ length: 50 }, (_, n) => invite(`p${n}`, { status: 'accepted' }));
    return data({ invites: first, nextCursor: `1_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, counts });
  });
}

const asked = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([path]) => String(path)).filter((p) => p.startsWith('/api/invites/coach'));

afterEach(() => {
  useAuth.setState({ status: 'anonymous', user: null, token: null });
});

describe('InvitesPage', () => {
  it('asks the server for a tab and a search, so they find invites that were never loaded', async () => {
    const fetch = serve();
    signIn(coach);
    renderWithProviders(<InvitesPage />);
    expect(await screen.findByText('Showing 50 of 60 invitations')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Total Sent/ }).textContent).toContain('60');

    fireEvent.click(screen.getByRole('button', { name: /Expired/ }));
    expect(await screen.findByText('old@example.com')).toBeTruthy();
    expect(asked(fetch)).toContain('/api/invites/coach?status=expired');
    // The tiles still count every invite, and nothing says the filter sees only a page.
    expect(screen.getByRole('button', { name: /Total Sent/ }).textContent).toContain('60');
    expect(screen.queryByText(/loaded so far/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Total Sent/ }));
    fireEvent.change(screen.getByLabelText('Search by email or name'), { target: { value: ' zed ' } });
    expect(await screen.findByText('found-zed@example.com')).toBeTruthy();
    expect(asked(fetch)).toContain('/api/invites/coach?search=zed');
  });
});
