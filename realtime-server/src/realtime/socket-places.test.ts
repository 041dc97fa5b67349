import { describe, expect, it } from 'vitest';
import { SocketPlaces } from './socket-places.ts';

describe('SocketPlaces without Redis (one node)', () => {
  it('grants at most max places per account, even at once, and a released place is free again', async () => {
    const places = new SocketPlaces({ max: 3 });
    const granted = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => places.reserve('u1', id)));
    expect(granted).toEqual([true, true, true, false, false]);
    expect(await places.reserve('u2', 'x')).toBe(true);

    places.release('u1', 'b');
    places.release('u1', 'b');
    places.release('u1', 'd');
    expect(await places.reserve('u1', 'f')).toBe(true);
    expect(await places.reserve('u1', 'g')).toBe(false);
  });
});
