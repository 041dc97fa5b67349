import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VIDEO_ERR, type TVideoJoinData } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { ApiError } from '../../lib/api.ts';
import { joinDataKey, keepJoinData, videoApi } from './api.ts';
import { joinData } from './test-join.ts';
import VideoRoomPage from './VideoRoomPage.tsx';

// The room itself (LiveKit, socket, panels) is not what these tests are about: it shows whose join it got.
vi.mock('./VideoRoomView.tsx', () => ({
  VideoRoomView: ({ join }: { join: TVideoJoinData }) => <p>Room of {join.sessionData.title}</p>,
}));

const join = joinData();
const open = (sessionId = join.sessionId) =>
  renderWithProviders(
    <Routes>
      <Route path="/sessions/:sessionId/video" element={<VideoRoomPage />} />
      <Route path="/coaching" element={<p>Coaching page</p>} />
      <Route path="/coach/sessions" element={<p>Sessions page</p>} />
    </Routes>,
    { route: `/sessions/${sessionId}/video` },
  );

describe('VideoRoomPage: joining', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the join data the start kept, once: it is removed and no join call is made', async () => {
    const call = vi.spyOn(videoApi, 'join');
    keepJoinData({ ...join, sessionData: { ...join.sessionData, title: 'Kept at start' } });
    open();
    expect(await screen.findByText('Room of Kept at start')).toBeTruthy();
    expect(localStorage.getItem(joinDataKey(join.sessionId))).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("says 'Invalid session' for an address that holds no session id, without asking the server", async () => {
    const call = vi.spyOn(videoApi, 'join');
    const toast = vi.spyOn(toaster, 'create');
    open('not-a-session');
    expect(await screen.findByText('Coaching page')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.INVALID_SESSION_TITLE, description: VIDEO_ERR.INVALID_SESSION });
    expect(call).not.toHaveBeenCalled();
  });

  it('asks the server when nothing was kept', async () => {
    const call = vi.spyOn(videoApi, 'join').mockResolvedValue({ ...join, sessionData: { ...join.sessionData, title: 'From the server' } });
    open();
    expect(await screen.findByText('Room of From the server')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(join.sessionId);
  });

  it("shows the error screen with the server's reason, and Try Again joins again", async () => {
    const refusal = 'You can join from 15 minutes before the session starts.';
    const call = vi.spyOn(videoApi, 'join').mockRejectedValueOnce(new ApiError(409, refusal)).mockResolvedValueOnce(join);
    const toast = vi.spyOn(toaster, 'create');
    open();
    expect(await screen.findByRole('heading', { name: VIDEO_ERR.ERROR_SCREEN_TITLE })).toBeTruthy();
    expect(screen.getByText(VIDEO_ERR.ERROR_SCREEN_TEXT)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.JOIN_FAILED_TITLE, description: refusal });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(`Room of ${join.sessionData.title}`)).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("says 'Unable to join video session' when the server fails, and Back to Sessions leaves", async () => {
    vi.spyOn(videoApi, 'join').mockRejectedValue(new ApiError(500, 'Internal'));
    const toast = vi.spyOn(toaster, 'create');
    open();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.JOIN_FAILED_TITLE, description: VIDEO_ERR.JOIN_FAILED }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Sessions' }));
    // Nobody is signed in in this test, so not a coach: back to the client's page.
    expect(await screen.findByText('Coaching page')).toBeTruthy();
  });
});
