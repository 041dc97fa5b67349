import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { GuestRequestDialog } from './GuestRequestDialog.tsx';
import { inRoom, joinData, knock, openRoom, SESSION, testRoom } from './room.fixture.ts';

const question = (name: string) =>
  screen
    .findByRole('alertdialog', { name: VIDEO_UI.GUEST_REQUEST_TITLE })
    .then((d) => (within(d).getByText(VIDEO_UI.GUEST_REQUEST_TEXT(name)), d));

describe('GuestRequestDialog', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('asks the client about the guest the coach admitted on entering, and Allow lets them in', async () => {
    openRoom(joinData('coachee', { guestRequests: [knock(1, 'Ada', 'awaiting_client')] }));
    const answer = vi.spyOn(videoApi, 'answerGuestRequest').mockResolvedValue({ knock: knock(1, 'Ada', 'admitted', 'allowed') });
    renderWithProviders(inRoom(<GuestRequestDialog />));
    const dialog = await question('Ada');
    fireEvent.click(within(dialog).getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_ALLOW }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(answer).toHaveBeenCalledWith(SESSION, knock(1, 'Ada').id, true);
    expect(testRoom().getState().guestRequests).toEqual([]);
  });

  it('asks live when a request is pushed, one guest at a time, and Refuse says no', async () => {
    openRoom(joinData('coachee'));
    const answer = vi
      .spyOn(videoApi, 'answerGuestRequest')
      .mockImplementation(async (_s, id) => ({ knock: { ...knock(1, 'Ada', 'denied', 'refused'), id } }));
    renderWithProviders(inRoom(<GuestRequestDialog />));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      testRoom()
        .getState()
        .applyGuestRequest(knock(1, 'Ada', 'awaiting_client'));
      testRoom()
        .getState()
        .applyGuestRequest({ ...knock(2, 'Bo', 'awaiting_client'), createdAt: '2026-11-22T10:06:00.000Z' });
    });
    fireEvent.click(within(await question('Ada')).getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_REFUSE }));
    expect(answer).toHaveBeenCalledWith(SESSION, knock(1, 'Ada').id, false);
    // Then the next guest.
    await question('Bo');
    // Answered in another tab: the push takes the question away.
    act(() =>
      testRoom()
        .getState()
        .applyGuestRequest(knock(2, 'Bo', 'admitted', 'allowed')),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says why an answer failed; a question no longer waiting goes, any other stays', async () => {
    openRoom(joinData('coachee', { guestRequests: [knock(1, 'Ada', 'awaiting_client')] }));
    const toast = vi.spyOn(toaster, 'create');
    const answer = vi.spyOn(videoApi, 'answerGuestRequest').mockRejectedValueOnce(new ApiError(503, 'Service briefly unavailable'));
    renderWithProviders(inRoom(<GuestRequestDialog />));
    fireEvent.click(within(await question('Ada')).getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_ALLOW }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_UI.GUEST_REQUEST_FAILED }));
    await question('Ada');
    answer.mockRejectedValueOnce(new ApiError(404, VIDEO_ERR.KNOCK_NOT_FOUND));
    fireEvent.click(within(await question('Ada')).getByRole('button', { name: VIDEO_UI.GUEST_REQUEST_ALLOW }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: VIDEO_ERR.KNOCK_NOT_FOUND }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is the client’s alone', () => {
    for (const role of ['coach', 'observer'] as const) {
      openRoom(joinData(role));
      testRoom().setState({ guestRequests: [knock(1, 'Ada', 'awaiting_client')] });
      const { unmount } = renderWithProviders(inRoom(<GuestRequestDialog />));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      unmount();
    }
  });
});
