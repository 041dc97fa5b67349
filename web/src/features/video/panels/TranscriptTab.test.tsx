import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI, type TNote } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { inRoom, joinData, line, openRoom, SESSION, testRoom } from '../controls/room.fixture.ts';
import { TranscriptTab } from './TranscriptTab.tsx';

const note = { id: 'n1' } as unknown as TNote;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const summarize = () => fireEvent.click(screen.getByRole('button', { name: 'Summarize' }));

describe('TranscriptTab', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('with no lines, Save and Summarize say there is no transcript and call nothing', () => {
    openRoom(joinData('coach'));
    const saveCall = vi.spyOn(videoApi, 'saveTranscript');
    const summarizeCall = vi.spyOn(videoApi, 'summarizeTranscript');
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<TranscriptTab summary={null} />));
    expect(screen.getByText(VIDEO_UI.LINES_CAPTURED(0))).toBeTruthy();
    save();
    expect(toast).toHaveBeenLastCalledWith({
      type: 'error',
      title: VIDEO_ERR.CANNOT_SAVE_TRANSCRIPT,
      description: VIDEO_ERR.NO_TRANSCRIPT,
    });
    summarize();
    expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: VIDEO_ERR.CANNOT_SUMMARIZE, description: VIDEO_ERR.NO_TRANSCRIPT });
    expect(saveCall).not.toHaveBeenCalled();
    expect(summarizeCall).not.toHaveBeenCalled();
  });

  it('with lines, saves and summarizes the session transcript', async () => {
    openRoom(joinData('coachee', { transcript: [line(1), line(2, { speaker: 'Casey Rivera', speakerRole: 'coach' })] }));
    const saveCall = vi.spyOn(videoApi, 'saveTranscript').mockResolvedValue({ note });
    const summarizeCall = vi.spyOn(videoApi, 'summarizeTranscript').mockResolvedValue({ note });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<TranscriptTab summary={null} />));
    expect(screen.getByText(VIDEO_UI.LINES_CAPTURED(2))).toBeTruthy();
    expect(screen.getByText('Line number 1')).toBeTruthy();
    expect(screen.getByText('Casey Rivera')).toBeTruthy();
    save();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ type: 'success', title: VIDEO_DONE.TRANSCRIPT_SAVED }));
    expect(saveCall).toHaveBeenCalledWith(SESSION);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Summarize' })).toHaveProperty('disabled', false));
    summarize();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ type: 'success', title: VIDEO_DONE.TRANSCRIPT_SUMMARIZED }));
    expect(summarizeCall).toHaveBeenCalledWith(SESSION);
  });

  it('a failed save or summary says so, with the server reason when it gives one', async () => {
    openRoom(joinData('coach', { transcript: [line(1)] }));
    vi.spyOn(videoApi, 'saveTranscript').mockRejectedValue(new ApiError(500, 'Internal'));
    vi.spyOn(videoApi, 'summarizeTranscript').mockRejectedValue(new ApiError(409, VIDEO_ERR.SESSION_ENDED));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<TranscriptTab summary={null} />));
    save();
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: VIDEO_ERR.SAVE_TRANSCRIPT_FAILED, description: VIDEO_ERR.TRY_AGAIN }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Summarize' })).toHaveProperty('disabled', false));
    summarize();
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: VIDEO_ERR.SUMMARIZE_FAILED, description: VIDEO_ERR.SESSION_ENDED }),
    );
  });

  it('needs a signed-in user', () => {
    openRoom(joinData('coach', { transcript: [line(1)] }), null);
    const saveCall = vi.spyOn(videoApi, 'saveTranscript');
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<TranscriptTab summary={null} />));
    save();
    expect(toast).toHaveBeenLastCalledWith({
      type: 'error',
      title: VIDEO_ERR.CANNOT_SAVE_TRANSCRIPT,
      description: VIDEO_ERR.NOT_AUTHENTICATED,
    });
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('guests follow the lines but cannot save or summarize; Hide Live hides them', () => {
    openRoom(joinData('observer', { transcript: [line(1)] }), null);
    renderWithProviders(inRoom(<TranscriptTab summary={null} />));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Summarize' })).toBeNull();
    expect(screen.getByText('Line number 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Live' }));
    expect(screen.queryByText('Line number 1')).toBeNull();
    expect(screen.getByText(VIDEO_UI.TRANSCRIPT_HIDDEN)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Live' }));
    expect(screen.getByText('Line number 1')).toBeTruthy();
  });
});
