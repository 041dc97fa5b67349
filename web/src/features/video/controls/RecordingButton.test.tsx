import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { videoApi } from '../api.ts';
import { RecordingButton } from './RecordingButton.tsx';
import { inRoom, joinData, openRoom, SESSION, testRoom } from './room.fixture.ts';

describe('RecordingButton', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('without Egress it is disabled and says what recording needs', () => {
    openRoom(joinData('coach', { recordingAvailable: false }));
    renderWithProviders(inRoom(<RecordingButton />));
    const button = screen.getByRole('button', { name: /Record/ });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(VIDEO_ERR.RECORDING_NEEDS_EGRESS)).toBeTruthy();
  });

  it('starts only after the consent box is ticked, then stops in one press', async () => {
    const join = joinData('coach');
    openRoom(join);
    const recording = vi
      .spyOn(videoApi, 'recording')
      .mockResolvedValueOnce({ ...join.state, recording: true, recordingStartedAt: '2026-11-22T10:02:00.000Z' })
      .mockResolvedValueOnce({ ...join.state, recording: false });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<RecordingButton />));
    fireEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await screen.findByRole('dialog', { name: VIDEO_UI.RECORDING_CONSENT_TITLE });
    const confirm = () => screen.getAllByRole('button', { name: VIDEO_UI.RECORDING_CONSENT_TITLE }).at(-1)!;
    expect(confirm()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: VIDEO_UI.RECORDING_CONSENT_CHECK }));
    await waitFor(() => expect(confirm()).toHaveProperty('disabled', false));
    fireEvent.click(confirm());
    await waitFor(() => expect(recording).toHaveBeenCalledWith(SESSION, { recording: true, agreed: true }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'success', title: VIDEO_DONE.RECORDING_STARTED }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Recording' }));
    await waitFor(() => expect(recording).toHaveBeenLastCalledWith(SESSION, { recording: false }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ type: 'success', title: VIDEO_DONE.RECORDING_STOPPED }));
    expect(testRoom().getState().room?.recording).toBe(false);
  });

  it('is the coach’s alone', () => {
    openRoom(joinData('coachee'));
    renderWithProviders(inRoom(<RecordingButton />));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
