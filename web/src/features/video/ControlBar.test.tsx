import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TVideoRole } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { ControlBar } from './ControlBar.tsx';
import { joinData, openRoom } from './controls/room.fixture.ts';
import { useVideoRoom } from './store.ts';

/** The bar's buttons by name, in order. Without a LiveKit room (live false) there are no media controls. */
function barFor(role: TVideoRole, narrow: boolean) {
  openRoom(joinData(role));
  renderWithProviders(<ControlBar live={false} narrow={narrow} role={role} onLeave={() => {}} />);
  const bar = screen.getByRole('toolbar', { name: 'Call controls' });
  return within(bar)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);
}

describe('ControlBar', () => {
  afterEach(() => useVideoRoom.getState().clear());

  it('gives the coach captions, guest invites, recording and Leave on a wide screen', () => {
    const names = barFor('coach', false);
    expect(names).toEqual(expect.arrayContaining(['Invite guests', 'Leave']));
    expect(names.some((n) => /Record/.test(n ?? ''))).toBe(true);
    expect(names.some((n) => /caption/i.test(n ?? ''))).toBe(true);
  });

  it('shows only Leave on a narrow screen when there is no media (the reduced bar is mute, camera, leave)', () => {
    expect(barFor('coach', true)).toEqual(['Leave']);
  });

  it('gives the client and an observer no guest invites or recording', () => {
    for (const role of ['coachee', 'observer'] as const) {
      const names = barFor(role, false);
      expect(names).not.toContain('Invite guests');
      expect(names.some((n) => /Record/.test(n ?? ''))).toBe(false);
      expect(names).toContain('Leave');
      useVideoRoom.getState().clear();
      cleanup();
    }
  });
});
