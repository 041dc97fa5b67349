import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { VIDEO_DEFAULT_TITLE } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { formatElapsed, RoomHeader } from './RoomHeader.tsx';
import { inRoom, testRoom } from './controls/room.fixture.ts';
import { joinData } from './test-join.ts';

const START = Date.parse('2026-12-01T10:00:00.000Z');
const timer = () => screen.getByRole('timer', { name: 'Elapsed time' }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('formatElapsed', () => {
  it('writes mm:ss, minutes going past 59', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65)).toBe('01:05');
    expect(formatElapsed(3725)).toBe('62:05');
  });
});

describe('RoomHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START + 90_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    testRoom().getState().clear();
  });

  it('counts each second from the call start, and stands still while paused', () => {
    const join = joinData();
    testRoom()
      .getState()
      .start({ ...join, state: { ...join.state, startedAt: new Date(START).toISOString() } });
    renderWithProviders(inRoom(<RoomHeader />));
    expect(timer()).toBe('01:30');
    tick(3000);
    expect(timer()).toBe('01:33');

    act(() => testRoom().getState().setPaused(true));
    tick(10_000);
    expect(timer()).toBe('01:33');

    // Resumes where it stopped: the paused time is not counted.
    act(() => testRoom().getState().setPaused(false));
    expect(timer()).toBe('01:33');
    tick(2000);
    expect(timer()).toBe('01:35');
  });

  it('shows the title, the default one when empty, and the Recording badge while recording', () => {
    const join = joinData();
    testRoom()
      .getState()
      .start({ ...join, sessionData: { ...join.sessionData, title: '  ' } });
    renderWithProviders(inRoom(<RoomHeader />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(VIDEO_DEFAULT_TITLE);
    expect(screen.queryByText('Recording')).toBeNull();
    act(() =>
      testRoom()
        .getState()
        .setRoom({ ...join.state, recording: true }),
    );
    expect(screen.getByText('Recording')).toBeTruthy();
  });
});
