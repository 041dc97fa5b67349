import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VIDEO_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { createVideoRoomStore, type VideoRoomStoreApi } from './store.ts';
import { joinData } from './test-join.ts';
import { VideoRoomView } from './VideoRoomView.tsx';

// The panels other parts of the room own (notes, assist, captions, guests) are theirs to test.
vi.mock('./panels/RightPanel.tsx', () => ({ RightPanel: () => <p>Right panel</p> }));
vi.mock('./panels/AssistOverlay.tsx', () => ({ AssistOverlay: () => null }));
vi.mock('./controls/CaptionsOverlay.tsx', () => ({ CaptionsOverlay: () => null }));
vi.mock('./controls/CaptionsButton.tsx', () => ({ CaptionsButton: () => null }));
vi.mock('./controls/KnockAlerts.tsx', () => ({ KnockAlerts: () => null }));
vi.mock('./controls/InviteGuestsButton.tsx', () => ({ InviteGuestsButton: () => <button type="button">Invite guests</button> }));
vi.mock('./controls/RecordingButton.tsx', () => ({ RecordingButton: () => null }));

const room = (join = joinData(), store?: VideoRoomStoreApi) =>
  renderWithProviders(
    <Routes>
      <Route path="/room" element={<VideoRoomView join={join} store={store} />} />
      <Route path="/coach-dashboard" element={<p>Coach dashboard</p>} />
      <Route path="/coaching" element={<p>Coaching page</p>} />
    </Routes>,
    { route: '/room' },
  );

describe('VideoRoomView without a LiveKit server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens without media: the notice, the user alone in the list, nobody pinned', async () => {
    room();
    expect(await screen.findByText(VIDEO_ERR.MEDIA_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly check-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pin Casey Coach (You)' })).toBeTruthy();
    expect(screen.getAllByText('Microphone muted').length).toBeGreaterThan(0);
    expect(screen.getByText('No participant pinned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite guests' })).toBeTruthy();
  });

  it("is light whatever the app's theme", async () => {
    document.documentElement.classList.add('dark');
    try {
      room();
      const main = await screen.findByRole('main');
      expect(main.classList.contains('light')).toBe(true);
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });

  it("shows the coach's photo beside their name in the participants list", async () => {
    const join = joinData();
    const { container } = room({ ...join, sessionData: { ...join.sessionData, coachAvatarUrl: '/api/storage/files/avatar/c/a.webp' } });
    await screen.findByText(VIDEO_ERR.MEDIA_UNAVAILABLE);
    const row = container.querySelector('[aria-labelledby=participants-heading] li');
    expect(row?.querySelector('img')?.getAttribute('src')).toBe('/api/storage/files/avatar/c/a.webp');
  });

  it("the coach's Leave pauses the timer behind the completion dialog; leaving goes to the dashboard", async () => {
    const join = joinData();
    const store = createVideoRoomStore(join);
    room(join, store);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Complete Coaching Session' })).toBeTruthy();
    expect(store.getState().paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Session' }));
    await waitFor(() => expect(store.getState().paused).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Without Completing' }));
    expect(await screen.findByText('Coach dashboard')).toBeTruthy();
  });

  it("the client's Leave asks for a rating, and Skip & Leave goes to the coaching page", async () => {
    const join = joinData();
    room({
      ...join,
      userRole: 'coachee',
      identity: join.sessionData.clientId,
      user: { ...join.user, firstName: 'Jordan', lastName: 'Client' },
    });
    expect(await screen.findByRole('button', { name: 'Pin Jordan Client (You)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite guests' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skip & Leave' }));
    expect(await screen.findByText('Coaching page')).toBeTruthy();
  });
});
