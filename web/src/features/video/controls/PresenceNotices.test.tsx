import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RoomContext } from '@livekit/components-react';
import { RoomEvent, type Room } from 'livekit-client';
import { VIDEO_UI } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { PRESENCE_NOTICE_MS, PresenceNotices } from './PresenceNotices.tsx';
import { inRoom, joinData, openRoom, testRoom } from './room.fixture.ts';

/** A LiveKit room as far as the notices hear it: its participant events. */
const fakeRoom = () => new EventEmitter() as unknown as Room & EventEmitter;

function renderIn(room: Room | undefined) {
  return renderWithProviders(
    inRoom(
      <RoomContext.Provider value={room}>
        <PresenceNotices />
      </RoomContext.Provider>,
    ),
  );
}

describe('PresenceNotices', () => {
  afterEach(() => {
    testRoom().getState().clear();
    vi.useRealTimers();
  });

  it('says who joined and who left in a polite live region, for a few seconds each', () => {
    vi.useFakeTimers();
    openRoom(joinData('coach'));
    const room = fakeRoom();
    renderIn(room);
    const region = screen.getByRole('status', { name: 'Who joined or left' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      room.emit(RoomEvent.ParticipantConnected, { identity: 'guest:k1', name: 'Gwen Guest' });
    });
    expect(region.textContent).toContain(VIDEO_UI.PARTICIPANT_JOINED('Gwen Guest'));
    act(() => vi.advanceTimersByTime(PRESENCE_NOTICE_MS / 2));
    act(() => {
      room.emit(RoomEvent.ParticipantDisconnected, { identity: 'guest:k1', name: 'Gwen Guest' });
    });
    expect(screen.getByText(VIDEO_UI.PARTICIPANT_LEFT('Gwen Guest'))).toBeTruthy();
    act(() => vi.advanceTimersByTime(PRESENCE_NOTICE_MS / 2 + 1));
    expect(screen.queryByText(VIDEO_UI.PARTICIPANT_JOINED('Gwen Guest'))).toBeNull();
    expect(screen.getByText(VIDEO_UI.PARTICIPANT_LEFT('Gwen Guest'))).toBeTruthy();
    act(() => vi.advanceTimersByTime(PRESENCE_NOTICE_MS));
    expect(region.textContent).toBe('');
  });

  it('names a participant without a LiveKit name by who the session says they are', () => {
    const join = joinData('coachee');
    openRoom(join);
    const room = fakeRoom();
    renderIn(room);
    act(() => {
      room.emit(RoomEvent.ParticipantConnected, { identity: join.sessionData.coachId, name: '' });
      room.emit(RoomEvent.ParticipantConnected, { identity: 'guest:k2', name: undefined });
    });
    expect(screen.getByText(VIDEO_UI.PARTICIPANT_JOINED(join.sessionData.coachName))).toBeTruthy();
    expect(screen.getByText(VIDEO_UI.PARTICIPANT_JOINED('Guest'))).toBeTruthy();
  });

  it('stops listening when it leaves the room, and says nothing without LiveKit', () => {
    openRoom(joinData('coach'));
    const room = fakeRoom();
    const { unmount } = renderIn(room);
    expect(room.listenerCount(RoomEvent.ParticipantConnected)).toBe(1);
    unmount();
    expect(room.listenerCount(RoomEvent.ParticipantConnected)).toBe(0);
    expect(room.listenerCount(RoomEvent.ParticipantDisconnected)).toBe(0);
    renderIn(undefined);
    expect(screen.getByRole('status', { name: 'Who joined or left' }).textContent).toBe('');
  });
});
