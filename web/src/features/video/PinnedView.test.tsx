import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { joinData } from './controls/room.fixture.ts';
import { PinnedView, usePinned, type PersonVideo } from './PinnedView.tsx';
import type { RoomPerson } from './participants.ts';

const join = joinData('coach');
const { coachId, clientId } = join.sessionData;
const person = (identity: string, name: string, role: RoomPerson['role'], over: Partial<RoomPerson> = {}): RoomPerson => ({
  identity,
  name,
  role,
  isLocal: false,
  micOn: true,
  cameraOn: true,
  sharing: false,
  quality: 'good',
  ...over,
});
const me = person(coachId, 'Casey Rivera', 'coach', { isLocal: true });
const client = person(clientId, 'Jordan Lee', 'coachee');
const guest = person('guest:k1', 'Gwen Guest', 'observer');

/** A stand-in for the LiveKit video: says whose picture it is and how it is fitted. */
const Video: PersonVideo = ({ person: p, fit }) => <span data-testid="video">{`${p.name} ${fit ?? 'cover'}`}</span>;

describe('usePinned: who the main view shows', () => {
  it("pins the session's other party once they are in, and nobody before", () => {
    const { result, rerender } = renderHook(({ people }) => usePinned(people, join), { initialProps: { people: [me, guest] } });
    expect(result.current.pinned).toBeNull();
    rerender({ people: [me, guest, client] });
    expect(result.current.pinned).toBe(clientId);
  });

  it("keeps the user's pick, and falls back on the other party when the one picked leaves", () => {
    const { result, rerender } = renderHook(({ people }) => usePinned(people, join), { initialProps: { people: [me, client, guest] } });
    act(() => result.current.pin('guest:k1'));
    expect(result.current.pinned).toBe('guest:k1');
    rerender({ people: [me, client] });
    expect(result.current.pinned).toBe(clientId);
  });

  it('stays empty after Unpin, even with the other party in, until the next pick', () => {
    const { result } = renderHook(() => usePinned([me, client, guest], join));
    act(() => result.current.unpin());
    expect(result.current.pinned).toBeNull();
    act(() => result.current.pin(coachId));
    expect(result.current.pinned).toBe(coachId);
  });

  it("the client's main view shows the coach", () => {
    const asClient = joinData('coachee', { identity: clientId });
    const { result } = renderHook(() =>
      usePinned(
        [
          { ...client, isLocal: true },
          { ...me, isLocal: false },
        ],
        asClient,
      ),
    );
    expect(result.current.pinned).toBe(coachId);
  });
});

describe('PinnedView', () => {
  it('shows the pinned person large with LIVE and Unpin, and the others as tiles that pin them', () => {
    const onPin = vi.fn();
    const onUnpin = vi.fn();
    renderWithProviders(<PinnedView people={[me, client, guest]} pinned={clientId} onPin={onPin} onUnpin={onUnpin} Video={Video} />);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getAllByTestId('video').map((v) => v.textContent)).toEqual([
      'Jordan Lee contain',
      'Casey Rivera cover',
      'Gwen Guest cover',
    ]);

    const tiles = screen.getByRole('list', { name: 'Other participants' });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tiles).getByText('Casey Rivera (You)')).toBeTruthy();
    fireEvent.click(within(tiles).getByRole('button', { name: 'Show Gwen Guest in the main view' }));
    expect(onPin).toHaveBeenCalledWith('guest:k1');

    fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(onUnpin).toHaveBeenCalledTimes(1);
  });

  it("says 'No participant pinned' with nobody pinned, and lists everyone as tiles", () => {
    renderWithProviders(<PinnedView people={[me, client]} pinned={null} onPin={() => {}} onUnpin={() => {}} Video={Video} />);
    expect(screen.getByText('No participant pinned')).toBeTruthy();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unpin' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Other participants' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no tile row when the pinned person is alone', () => {
    renderWithProviders(<PinnedView people={[me]} pinned={coachId} onPin={() => {}} onUnpin={() => {}} Video={Video} />);
    expect(screen.getByText('Casey Rivera (You)')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Other participants' })).toBeNull();
  });
});
