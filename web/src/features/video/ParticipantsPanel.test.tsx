import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { ApiError } from '../../lib/api.ts';
import { videoApi } from './api.ts';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';
import type { RoomPerson } from './participants.ts';

const SESSION = '00000000-0000-4000-8000-0000000000c1';
const person = (identity: string, name: string, role: RoomPerson['role'], isLocal = false): RoomPerson => ({
  identity,
  name,
  role,
  isLocal,
  micOn: true,
  cameraOn: true,
  sharing: false,
  quality: 'good',
});
const people = [person('coach', 'Casey Rivera', 'coach', true), person('client', 'Jordan Client', 'coachee')];

function panel(moderate: boolean) {
  renderWithProviders(<ParticipantsPanel people={people} pinned="client" onPin={() => {}} moderate={moderate} sessionId={SESSION} />);
}

describe('ParticipantsPanel: the coach moderates the others', () => {
  afterEach(() => vi.restoreAllMocks());

  it("mutes another participant's microphone and turns off their camera through the server", async () => {
    const call = vi.spyOn(videoApi, 'participantMedia').mockResolvedValue({ success: true });
    panel(true);
    // Not themselves: the coach's own row has no such buttons.
    expect(screen.queryByRole('button', { name: 'Mute Casey Rivera' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mute Jordan Client' }));
    fireEvent.click(screen.getByRole('button', { name: "Turn off Jordan Client's camera" }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls).toEqual([
      [SESSION, { identity: 'client', kind: 'audio', muted: true }],
      [SESSION, { identity: 'client', kind: 'video', muted: true }],
    ]);
  });

  it("says 'Cannot mute participant' and 'Cannot control camera' with the server's reason when refused", async () => {
    vi.spyOn(videoApi, 'participantMedia').mockRejectedValue(new ApiError(403, VIDEO_ERR.CANNOT_MUTE));
    const toast = vi.spyOn(toaster, 'create').mockReturnValue('t');
    panel(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mute Jordan Client' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: "Turn off Jordan Client's camera" }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(toast.mock.calls.map(([t]) => [t.title, t.description])).toEqual([
      [VIDEO_ERR.CANNOT_MUTE_TITLE, VIDEO_ERR.CANNOT_MUTE],
      [VIDEO_ERR.CANNOT_CAMERA, VIDEO_ERR.CANNOT_MUTE],
    ]);
    expect([VIDEO_ERR.CANNOT_MUTE_TITLE, VIDEO_ERR.CANNOT_CAMERA]).toEqual(['Cannot mute participant', 'Cannot control camera']);
  });

  it('gives a client or an observer no controls over others', () => {
    panel(false);
    expect(screen.queryByRole('button', { name: /^Mute / })).toBeNull();
    expect(screen.queryByRole('button', { name: /camera$/ })).toBeNull();
  });
});
