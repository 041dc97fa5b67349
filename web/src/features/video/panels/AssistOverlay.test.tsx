import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ASSIST_OVERLAY_HEIGHT } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { inRoom, joinData, openRoom, suggestion, testRoom } from '../controls/room.fixture.ts';
import { clampOverlayHeight, useAssistUi } from './assist-ui.ts';
import { AssistOverlay } from './AssistOverlay.tsx';

describe('clampOverlayHeight', () => {
  it('keeps the overlay between 200 and 600 px', () => {
    expect(ASSIST_OVERLAY_HEIGHT.default).toBe(384);
    expect(clampOverlayHeight(100)).toBe(200);
    expect(clampOverlayHeight(200)).toBe(200);
    expect(clampOverlayHeight(384.4)).toBe(384);
    expect(clampOverlayHeight(600)).toBe(600);
    expect(clampOverlayHeight(900)).toBe(600);
    expect(clampOverlayHeight(Number.NaN)).toBe(384);
  });
});

describe('AssistOverlay', () => {
  afterEach(() => {
    testRoom().getState().clear();
    useAssistUi.getState().reset();
  });

  const suggestions = [1, 2, 3, 4].map((n) => suggestion(n, n % 2 ? 'GROW' : 'MI'));

  it('shows only for the coach with the Overlay toggle on', () => {
    openRoom(joinData('coachee'));
    useAssistUi.getState().setOverlayOn(true);
    const { unmount } = renderWithProviders(inRoom(<AssistOverlay />));
    expect(screen.queryByRole('region', { name: 'AI assist overlay' })).toBeNull();
    unmount();
    openRoom(joinData('coach'));
    useAssistUi.getState().setOverlayOn(false);
    renderWithProviders(inRoom(<AssistOverlay />));
    expect(screen.queryByRole('region', { name: 'AI assist overlay' })).toBeNull();
  });

  it('lists the last three suggestions, newest first, and closes', () => {
    openRoom(joinData('coach', { coach: { assistEnabled: true, knocks: [], suggestions } }));
    useAssistUi.getState().setOverlayOn(true);
    renderWithProviders(inRoom(<AssistOverlay />));
    const overlay = screen.getByRole('region', { name: 'AI assist overlay' });
    expect(overlay.style.height || getComputedStyle(overlay).height).toBe('384px');
    const texts = ['MI suggestion 4', 'GROW suggestion 3', 'MI suggestion 2'];
    for (const t of texts) expect(within(overlay).getByText(t)).toBeTruthy();
    expect(within(overlay).queryByText('GROW suggestion 1')).toBeNull();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close assist overlay' }));
    expect(useAssistUi.getState().overlayOn).toBe(false);
    expect(screen.queryByRole('region', { name: 'AI assist overlay' })).toBeNull();
  });

  it('resizes with the keyboard, never outside 200-600 px', () => {
    openRoom(joinData('coach'));
    useAssistUi.getState().setOverlayOn(true);
    renderWithProviders(inRoom(<AssistOverlay />));
    const handle = screen.getByRole('separator', { name: 'Resize assist overlay' });
    expect(handle.getAttribute('aria-valuenow')).toBe('384');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(useAssistUi.getState().height).toBe(404);
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(useAssistUi.getState().height).toBe(600);
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(useAssistUi.getState().height).toBe(200);
    expect(handle.getAttribute('aria-valuenow')).toBe('200');
  });

  it('moves with the arrow keys on its move handle, staying inside the window', () => {
    openRoom(joinData('coach'));
    useAssistUi.getState().setOverlayOn(true);
    useAssistUi.getState().setPosition({ x: 40, y: 40 });
    renderWithProviders(inRoom(<AssistOverlay />));
    const move = screen.getByRole('button', { name: /Move assist overlay/ });
    fireEvent.keyDown(move, { key: 'ArrowRight' });
    fireEvent.keyDown(move, { key: 'ArrowDown', shiftKey: true });
    expect(useAssistUi.getState().position).toEqual({ x: 56, y: 104 });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(move, { key: 'ArrowLeft' });
    expect(useAssistUi.getState().position?.x).toBe(0);
  });
});
