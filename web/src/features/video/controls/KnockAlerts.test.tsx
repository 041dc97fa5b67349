import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { KnockAlerts } from './KnockAlerts.tsx';
import { inRoom, joinData, knock, openRoom, SESSION, testRoom } from './room.fixture.ts';

describe('KnockAlerts', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('lists waiting guests live in a polite region, and nothing for the others', () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, suggestions: [], knocks: [knock(1, 'Ada'), knock(2, 'Bo', 'denied')] } }));
    renderWithProviders(inRoom(<KnockAlerts />));
    const region = screen.getByRole('region', { name: 'Guests waiting to join' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(VIDEO_UI.KNOCK_WANTS('Ada'))).toBeTruthy();
    expect(screen.queryByText(VIDEO_UI.KNOCK_WANTS('Bo'))).toBeNull();
    act(() => testRoom().getState().applyKnock(knock(3, 'Cy')));
    expect(screen.getByText(VIDEO_UI.KNOCK_WANTS('Cy'))).toBeTruthy();
  });

  it('admits and denies through the server, and the decided knock leaves the list', async () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, suggestions: [], knocks: [knock(1, 'Ada'), knock(2, 'Bo')] } }));
    const decide = vi.spyOn(videoApi, 'decideKnock').mockImplementation(async (_s, knockId, admit) => ({
      knock: { ...(knockId === knock(1, 'Ada').id ? knock(1, 'Ada') : knock(2, 'Bo')), status: admit ? 'admitted' : 'denied' },
    }));
    renderWithProviders(inRoom(<KnockAlerts />));
    fireEvent.click(screen.getByRole('button', { name: 'Admit Ada' }));
    await waitFor(() => expect(screen.queryByText(VIDEO_UI.KNOCK_WANTS('Ada'))).toBeNull());
    expect(decide).toHaveBeenCalledWith(SESSION, knock(1, 'Ada').id, true);
    fireEvent.click(screen.getByRole('button', { name: 'Deny Bo' }));
    await waitFor(() => expect(screen.queryByText(VIDEO_UI.KNOCK_WANTS('Bo'))).toBeNull());
    expect(decide).toHaveBeenLastCalledWith(SESSION, knock(2, 'Bo').id, false);
    expect(
      testRoom()
        .getState()
        .knocks.map((k) => k.status),
    ).toEqual(['admitted', 'denied']);
  });

  it('says why a decision failed and keeps the knock', async () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, suggestions: [], knocks: [knock(1, 'Ada')] } }));
    vi.spyOn(videoApi, 'decideKnock').mockRejectedValue(new ApiError(404, VIDEO_ERR.KNOCK_NOT_FOUND));
    const toast = vi.spyOn(toaster, 'create');
    renderWithProviders(inRoom(<KnockAlerts />));
    fireEvent.click(screen.getByRole('button', { name: 'Admit Ada' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_ERR.KNOCK_NOT_FOUND }));
    expect(screen.getByText(VIDEO_UI.KNOCK_WANTS('Ada'))).toBeTruthy();
  });

  it("shows a guest the coach admitted as waiting for the client's answer, and lets the coach still deny them", async () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, suggestions: [], knocks: [knock(1, 'Ada', 'awaiting_client')] } }));
    const decide = vi.spyOn(videoApi, 'decideKnock').mockResolvedValue({ knock: knock(1, 'Ada', 'denied') });
    renderWithProviders(inRoom(<KnockAlerts />));
    expect(screen.getByText(VIDEO_UI.KNOCK_WANTS('Ada'))).toBeTruthy();
    expect(screen.getByText(VIDEO_UI.KNOCK_AWAITING_CLIENT('Jordan Lee'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admit Ada' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deny Ada' }));
    await waitFor(() => expect(screen.queryByText(VIDEO_UI.KNOCK_AWAITING_CLIENT('Jordan Lee'))).toBeNull());
    expect(decide).toHaveBeenCalledWith(SESSION, knock(1, 'Ada').id, false);
    // The coach's own no is no news of the client's.
    expect(screen.queryByText(VIDEO_UI.KNOCK_CLIENT_DECLINED('Jordan Lee', 'Ada'))).toBeNull();
  });

  it('tells the coach, in the live region, when the client declined a guest, until dismissed', () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, suggestions: [], knocks: [knock(1, 'Ada', 'awaiting_client')] } }));
    renderWithProviders(inRoom(<KnockAlerts />));
    act(() =>
      testRoom()
        .getState()
        .applyKnock(knock(1, 'Ada', 'denied', 'refused')),
    );
    const region = screen.getByRole('region', { name: 'Guests waiting to join' });
    expect(region.textContent).toContain(VIDEO_UI.KNOCK_CLIENT_DECLINED('Jordan Lee', 'Ada'));
    expect(screen.queryByText(VIDEO_UI.KNOCK_AWAITING_CLIENT('Jordan Lee'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${VIDEO_UI.KNOCK_CLIENT_DECLINED('Jordan Lee', 'Ada')}` }));
    expect(region.textContent).toBe('');
  });

  it('is the coach’s alone', () => {
    openRoom(joinData('coachee'));
    testRoom().setState({ knocks: [knock(1, 'Ada')] });
    renderWithProviders(inRoom(<KnockAlerts />));
    expect(screen.queryByText(VIDEO_UI.KNOCK_WANTS('Ada'))).toBeNull();
  });
});
