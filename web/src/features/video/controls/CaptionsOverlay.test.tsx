import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CaptionsOverlay } from './CaptionsOverlay.tsx';
import { inRoom, joinData, line, openRoom, testRoom } from './room.fixture.ts';

describe('CaptionsOverlay', () => {
  afterEach(() => testRoom().getState().clear());

  it('shows the last two lines with their speakers, politely, only while CC is on', () => {
    openRoom(joinData('coachee', { transcript: [line(1), line(2), line(3, { speaker: 'Casey Rivera' })] }));
    renderWithProviders(inRoom(<CaptionsOverlay />));
    expect(screen.queryByRole('log')).toBeNull();
    act(() => testRoom().getState().setCcVisible(true));
    const log = screen.getByRole('log', { name: 'Live captions' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toBe('Jordan Lee: Line number 2Casey Rivera: Line number 3');
    act(() => testRoom().getState().addLine(line(4)));
    expect(log.textContent).toBe('Casey Rivera: Line number 3Jordan Lee: Line number 4');
    act(() => testRoom().getState().setCcVisible(false));
    expect(screen.queryByRole('log')).toBeNull();
  });
});
