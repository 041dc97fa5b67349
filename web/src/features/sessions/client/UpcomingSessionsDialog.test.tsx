import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { TSession, TSessionStatus } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { JOIN_LATER } from '../../../lib/session-format.ts';
import UpcomingSessionsDialog from './UpcomingSessionsDialog.tsx';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionClient, sessionCoach, testSession } from '../../../test/sessions.ts';

let n = 0;
const session = (minutesAhead: number, status: TSessionStatus, goals: string): TSession =>
  testSession({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    scheduledAt: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
    status,
    title: '',
    sessionGoals: goals,
  });

function Room() {
  return <p>Room of {useParams().sessionId}</p>;
}

describe('UpcomingSessionsDialog: Join', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the room of a session from 15 minutes before its start, and says when otherwise', async () => {
    const started = session(-5, 'IN_PROGRESS', 'Started by the coach');
    const soon = session(10, 'CONFIRMED', 'Starting soon');
    const later = session(24 * 60, 'SCHEDULED', 'Tomorrow');
    serveHttp(() => json({ data: { sessions: [later, soon, started] } }));
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={<UpcomingSessionsDialog open onClose={() => {}} clientId={sessionClient.id} coachId={sessionCoach.id} />}
        />
        <Route path="/sessions/:sessionId/video" element={<Room />} />
      </Routes>,
    );
    const items = await screen.findAllByRole('listitem');
    // The started one first, joinable, and still movable or cancellable (a room left open does not freeze it).
    expect(items.map((li) => within(li).getByText(/Started|Starting|Tomorrow/).textContent)).toEqual([
      'Goals: Started by the coach',
      'Goals: Starting soon',
      'Goals: Tomorrow',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Cancel Session' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Cancel Session' })).toBeTruthy();

    const laterJoin = within(items[2]!).getByRole('button', { name: 'Join' });
    expect(laterJoin.getAttribute('aria-disabled')).toBe('true');
    expect(within(items[2]!).getByText(JOIN_LATER)).toBeTruthy();
    expect(screen.queryByText(/next release/)).toBeNull();
    fireEvent.click(laterJoin);
    expect(screen.queryByText(/Room of/)).toBeNull();

    const soonJoin = within(items[1]!).getByRole('button', { name: 'Join' });
    expect(soonJoin.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(soonJoin);
    expect(await screen.findByText(`Room of ${soon.id}`)).toBeTruthy();
  });

  it('offers no Join for a phone session', async () => {
    const phone = { ...session(10, 'CONFIRMED', 'By phone'), sessionType: 'phone' as const };
    serveHttp(() => json({ data: { sessions: [phone] } }));
    renderWithProviders(<UpcomingSessionsDialog open onClose={() => {}} clientId={sessionClient.id} coachId={sessionCoach.id} />);
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(item!).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
  });

  it('says when the coach is in the video room, on the session they are in only', async () => {
    const started = { ...session(-5, 'IN_PROGRESS', 'Started'), inRoom: { coach: true, client: false } };
    // A stale flag on a session not started says nothing.
    const soon = { ...session(10, 'CONFIRMED', 'Soon'), inRoom: { coach: true, client: false } };
    serveHttp(() => json({ data: { sessions: [soon, started] } }));
    renderWithProviders(<UpcomingSessionsDialog open onClose={() => {}} clientId={sessionClient.id} coachId={sessionCoach.id} />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Your coach is in the video room')).toBeTruthy();
    expect(within(items[1]!).queryByText(/in the video room/)).toBeNull();
  });

  it('keeps Book a session at hand when sessions are listed, not only when the list is empty', async () => {
    serveHttp(() => json({ data: { sessions: [session(24 * 60, 'SCHEDULED', 'Tomorrow')] } }));
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={<UpcomingSessionsDialog open onClose={() => {}} clientId={sessionClient.id} coachId={sessionCoach.id} />}
        />
        <Route path="/session-booking" element={<p>Booking wizard</p>} />
      </Routes>,
    );
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Schedule your first session' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book a session' }));
    expect(await screen.findByText('Booking wizard')).toBeTruthy();
  });
});
