import { describe, expect, it } from 'vitest';
import { DashboardCache } from './dashboard-cache.ts';

const T = 1_000_000;

describe('DashboardCache', () => {
  it('serves what it kept, to the token version it was computed for, until its age runs out', () => {
    const cache = new DashboardCache(true, 5000);
    cache.keep(cache.stamp('coach-a'), 'coach-a', 3, '{"a":1}', T);
    expect(cache.get('coach-a', 3, T + 4999)).toBe('{"a":1}');
    expect(cache.get('coach-a', 4, T)).toBeUndefined();
    expect(cache.get('coach-b', 3, T)).toBeUndefined();
    expect(cache.get('coach-a', 3, T + 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps nothing computed before the coach's rows changed, and drops one coach alone", () => {
    const cache = new DashboardCache(true);
    const before = cache.stamp('coach-a');
    cache.keep(cache.stamp('coach-b'), 'coach-b', 0, 'b', T);
    cache.dropCoach('coach-a');
    cache.keep(before, 'coach-a', 0, 'stale', T);
    expect(cache.get('coach-a', 0, T)).toBeUndefined();
    cache.keep(cache.stamp('coach-a'), 'coach-a', 0, 'a', T);
    cache.dropCoach('coach-a');
    expect(cache.get('coach-a', 0, T)).toBeUndefined();
    expect(cache.get('coach-b', 0, T)).toBe('b');
  });

  it('drops everything, and keeps nothing read before, when an account changed', () => {
    const cache = new DashboardCache(true);
    const before = cache.stamp('coach-a');
    cache.keep(cache.stamp('coach-b'), 'coach-b', 0, 'b', T);
    cache.dropAll();
    cache.keep(before, 'coach-a', 0, 'stale', T);
    expect(cache.size).toBe(0);
  });

  it('holds nothing when off', () => {
    const cache = new DashboardCache(false);
    cache.keep(cache.stamp('coach-a'), 'coach-a', 0, 'a', T);
    expect(cache.get('coach-a', 0, T)).toBeUndefined();
  });
});
