import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserBadge } from '@coach/contract';
import { createBadgeAnnouncer } from './badgeToasts.ts';

const badge = (id: string, notifiedAt: string | null = null): TUserBadge => ({
  id,
  userId: 'u',
  roomId: 'r',
  earnedAt: '2026-11-22T10:00:00.000Z',
  notifiedAt,
  viewedAt: null,
  badge: { badgeCode: id, title: id, description: '', criteria: '', rarity: 'common', imageUrl: `/badges/${id}.svg` },
});

describe('badge toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks new badges notified, shows them one second apart, and marks each viewed when its toast closes', async () => {
    const mark = vi.fn(async () => ({ updated: 1 }));
    const shown: { id: string; at: number; close: () => void }[] = [];
    const announce = createBadgeAnnouncer({ mark, now: Date.now, show: (b, close) => shown.push({ id: b.id, at: Date.now(), close }) });
    const start = Date.now();
    announce([badge('a'), badge('b'), badge('old', '2026-11-21T00:00:00.000Z')]);
    expect(mark).toHaveBeenCalledWith(['a', 'b'], 'notified');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((s) => s.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown.map((s) => [s.id, s.at - start])).toEqual([
      ['a', 0],
      ['b', 1000],
    ]);
    shown[0]!.close();
    expect(mark).toHaveBeenLastCalledWith(['a'], 'viewed');
  });

  it('announces each badge once, and queues a later push after the ones still waiting', async () => {
    const mark = vi.fn(async () => ({ updated: 1 }));
    const shown: [string, number][] = [];
    const announce = createBadgeAnnouncer({ mark, now: Date.now, show: (b) => shown.push([b.id, Date.now()]) });
    const start = Date.now();
    announce([badge('a'), badge('b')]);
    announce([badge('a'), badge('c')]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown.map(([id, at]) => [id, at - start])).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
    ]);
    expect(mark).toHaveBeenCalledTimes(2);
  });
});
