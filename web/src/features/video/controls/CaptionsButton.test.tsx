import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI, type TVideoRoomState } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { CaptionsButton } from './CaptionsButton.tsx';
import { installSpeech, removeSpeech } from './fake-speech.ts';
import { inRoom, joinData, openRoom, SESSION, testRoom } from './room.fixture.ts';

const consented = (identity: string): TVideoRoomState => ({
  ...joinData().state,
  consents: [{ identity, name: 'Casey Rivera', consentedAt: '2026-11-22T10:01:00.000Z' }],
});

const cc = () => screen.getByRole('button', { name: 'Live captions' });
const confirm = () => screen.getByRole('button', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE });
const box = () => screen.getByRole('checkbox', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_CHECK });

/** Opens the button in the test's room, presses CC, ticks the consent box and confirms. */
async function consentToCaptions() {
  renderWithProviders(inRoom(<CaptionsButton />));
  fireEvent.click(cc());
  await screen.findByRole('dialog');
  fireEvent.click(box());
  await waitFor(() => expect(confirm()).toHaveProperty('disabled', false));
  fireEvent.click(confirm());
}

describe('CaptionsButton', () => {
  beforeEach(() => installSpeech());
  afterEach(() => {
    removeSpeech();
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('asks for consent first: the confirm stays disabled until the box is ticked', async () => {
    const join = joinData('coach');
    openRoom(join);
    const consent = vi.spyOn(videoApi, 'consent').mockResolvedValue(consented(join.identity));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<CaptionsButton />));
    fireEvent.click(cc());
    expect(await screen.findByRole('dialog', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE })).toBeTruthy();
    expect(confirm()).toHaveProperty('disabled', true);
    fireEvent.click(confirm());
    expect(consent).not.toHaveBeenCalled();
    fireEvent.click(box());
    await waitFor(() => expect(confirm()).toHaveProperty('disabled', false));
    fireEvent.click(confirm());
    await waitFor(() => expect(consent).toHaveBeenCalledWith(SESSION, { agreed: true }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        type: 'success',
        title: VIDEO_DONE.TRANSCRIPTION_STARTED,
        description: VIDEO_DONE.TRANSCRIPTION_ACTIVE,
      }),
    );
    const s = testRoom().getState();
    expect(s.ccVisible).toBe(true);
    expect(s.captionsOn).toBe(true);
    expect(s.room?.consents).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cc().getAttribute('aria-pressed')).toBe('true');
  });

  it('a guest consents with their guest token', async () => {
    const join = joinData('observer');
    openRoom(join, null);
    const guestConsent = vi.spyOn(videoApi, 'guestConsent').mockResolvedValue(consented(join.identity));
    const consent = vi.spyOn(videoApi, 'consent');
    await consentToCaptions();
    await waitFor(() => expect(guestConsent).toHaveBeenCalledWith({ guestToken: join.guestToken, agreed: true }));
    expect(consent).not.toHaveBeenCalled();
  });

  it('after consent, toggles live captions on and off without asking again', () => {
    const join = joinData('coachee');
    openRoom({ ...join, state: consented(join.identity) });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<CaptionsButton />));
    fireEvent.click(cc());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(testRoom().getState()).toMatchObject({ ccVisible: true, captionsOn: true });
    expect(toast).toHaveBeenLastCalledWith({ type: 'info', title: VIDEO_DONE.CAPTIONS_ENABLED, description: undefined });
    fireEvent.click(cc());
    expect(testRoom().getState()).toMatchObject({ ccVisible: false, captionsOn: false });
    expect(toast).toHaveBeenLastCalledWith({ type: 'info', title: VIDEO_DONE.CAPTIONS_DISABLED, description: undefined });
  });

  it('without speech recognition it still shows captions, and says recognition is not available', () => {
    removeSpeech();
    const join = joinData('coachee');
    openRoom({ ...join, state: consented(join.identity) });
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<CaptionsButton />));
    expect(screen.getByText(VIDEO_UI.SPEECH_UNSUPPORTED)).toBeTruthy();
    fireEvent.click(cc());
    expect(testRoom().getState()).toMatchObject({ ccVisible: true, captionsOn: false });
    expect(toast).toHaveBeenLastCalledWith({ type: 'info', title: VIDEO_DONE.CAPTIONS_ENABLED, description: VIDEO_UI.SPEECH_UNSUPPORTED });
  });

  it('a refused consent is a Transcription error with the reason, and the dialog stays open', async () => {
    openRoom(joinData('coach'));
    vi.spyOn(videoApi, 'consent').mockRejectedValue(new ApiError(409, VIDEO_ERR.SESSION_ENDED));
    const toast = vi.spyOn(toaster, 'create');
    await consentToCaptions();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        type: 'error',
        title: VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE,
        description: VIDEO_ERR.TRANSCRIPTION_ERROR(VIDEO_ERR.SESSION_ENDED),
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(testRoom().getState().ccVisible).toBe(false);
  });
});
