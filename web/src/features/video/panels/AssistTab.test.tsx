import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { videoApi } from '../api.ts';
import { inRoom, joinData, openRoom, SESSION, suggestion, testRoom } from '../controls/room.fixture.ts';
import { orderSuggestions, useAssistUi } from './assist-ui.ts';
import { AssistTab } from './AssistTab.tsx';

const shown = () =>
  within(screen.getByRole('list', { name: 'Suggestions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('orderSuggestions', () => {
  it('keeps the chosen type, pinned first, then newest first', () => {
    const list = [suggestion(1, 'GROW'), suggestion(2, 'MI'), suggestion(3, 'GROW', { isPinned: true }), suggestion(4, 'GROW')];
    expect(orderSuggestions(list, 'All').map((s) => s.text)).toEqual([
      'GROW suggestion 3',
      'GROW suggestion 4',
      'MI suggestion 2',
      'GROW suggestion 1',
    ]);
    expect(orderSuggestions(list, 'GROW').map((s) => s.text)).toEqual(['GROW suggestion 3', 'GROW suggestion 4', 'GROW suggestion 1']);
    expect(orderSuggestions(list, 'Reframe')).toEqual([]);
  });
});

describe('AssistTab', () => {
  afterEach(() => {
    testRoom().getState().clear();
    useAssistUi.getState().reset();
    vi.restoreAllMocks();
  });

  it('filters by type', () => {
    openRoom(
      joinData('coach', {
        coach: { assistEnabled: true, knocks: [], suggestions: [suggestion(1, 'GROW'), suggestion(2, 'MI'), suggestion(3, 'Reframe')] },
      }),
    );
    renderWithProviders(inRoom(<AssistTab />));
    expect(shown()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'MI' }));
    expect(screen.getByRole('button', { name: 'MI' }).getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toContain('MI suggestion 2');
    fireEvent.click(screen.getByRole('button', { name: 'Commitment' }));
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    expect(screen.getByText(VIDEO_UI.ASSIST_EMPTY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(shown()).toHaveLength(3);
  });

  it('shows the empty state before any suggestion while captions run', () => {
    openRoom(joinData('coach'));
    testRoom().getState().setCaptionsOn(true);
    renderWithProviders(inRoom(<AssistTab />));
    expect(screen.getByText(VIDEO_UI.ASSIST_EMPTY)).toBeTruthy();
  });

  it('says captions are needed instead of waiting, and why when this browser cannot caption', () => {
    (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = class {};
    try {
      openRoom(joinData('coach'));
      renderWithProviders(inRoom(<AssistTab />));
      expect(screen.getByTestId('assist-waiting').textContent).toBe(VIDEO_UI.ASSIST_NEEDS_CAPTIONS);
      act(() => testRoom().getState().captionsFailed(VIDEO_UI.SPEECH_ERROR['audio-capture']!));
      expect(screen.getByTestId('assist-waiting').textContent).toBe(VIDEO_UI.ASSIST_NO_CAPTIONS_HERE);
      act(() => testRoom().getState().setCaptionsOn(true));
      expect(screen.getByTestId('assist-waiting').textContent).toBe(VIDEO_UI.ASSIST_EMPTY);
    } finally {
      delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    }
  });

  it("without speech recognition in this browser, says suggestions wait for the other person's captions", () => {
    openRoom(joinData('coach'));
    renderWithProviders(inRoom(<AssistTab />));
    expect(screen.getByTestId('assist-waiting').textContent).toBe(VIDEO_UI.ASSIST_NO_CAPTIONS_HERE);
  });

  it('Disable covers the suggestions with AI Assist Disabled; Enable brings them back', async () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, knocks: [], suggestions: [suggestion(1, 'GROW')] } }));
    const assist = vi.spyOn(videoApi, 'assist').mockResolvedValue({ success: true } as never);
    renderWithProviders(inRoom(<AssistTab />));
    expect(screen.queryByText(VIDEO_UI.ASSIST_DISABLED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(VIDEO_UI.ASSIST_DISABLED)).toBeTruthy();
    expect(assist).toHaveBeenCalledWith(SESSION, { enabled: false });
    expect(testRoom().getState().assistEnabled).toBe(false);
    expect(screen.queryByText('GROW suggestion 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('GROW suggestion 1')).toBeTruthy();
    expect(assist).toHaveBeenLastCalledWith(SESSION, { enabled: true });
  });

  it('pins a suggestion through the server and lists it first', async () => {
    const older = suggestion(1, 'GROW');
    openRoom(joinData('coach', { coach: { assistEnabled: true, knocks: [], suggestions: [older, suggestion(2, 'MI')] } }));
    const pin = vi.spyOn(videoApi, 'pinSuggestion').mockResolvedValue({ ...older, isPinned: true });
    renderWithProviders(inRoom(<AssistTab />));
    expect(shown()[0]).toContain('MI suggestion 2');
    fireEvent.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Pin suggestion' }));
    await waitFor(() => expect(shown()[0]).toContain('GROW suggestion 1'));
    expect(pin).toHaveBeenCalledWith(SESSION, older.id, true);
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Unpin suggestion' })).toBeTruthy();
  });

  it('the Overlay toggle turns the overlay on and off', () => {
    openRoom(joinData('coach'));
    renderWithProviders(inRoom(<AssistTab />));
    fireEvent.click(screen.getByRole('button', { name: 'Overlay' }));
    expect(useAssistUi.getState().overlayOn).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Overlay' }));
    expect(useAssistUi.getState().overlayOn).toBe(false);
  });

  it("copies a suggestion and says 'Copied to clipboard', or how to copy by hand without a clipboard", async () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, knocks: [], suggestions: [suggestion(1, 'GROW')] } }));
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toast = vi.spyOn(toaster, 'create').mockReturnValue('t');
    renderWithProviders(inRoom(<AssistTab />));
    const copy = screen.getByRole('button', { name: 'Copy suggestion' });
    fireEvent.click(copy);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    fireEvent.click(copy);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenCalledWith('GROW suggestion 1');
    expect(toast.mock.calls.map(([t]) => [t.type, t.title])).toEqual([
      ['success', VIDEO_DONE.COPIED],
      ['error', VIDEO_UI.COPY_FAILED],
    ]);
    expect(VIDEO_DONE.COPIED).toBe('Copied to clipboard');
    vi.unstubAllGlobals();
  });
});
