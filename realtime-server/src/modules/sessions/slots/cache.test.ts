import { describe, expect, it } from 'vitest';
import { SlotsCache } from './cache.ts';

const live = () => {
  const cache = new SlotsCache();
  cache.feed('slots', 'up');
  cache.feed('accounts', 'up');
  return cache;
};

describe('SlotsCache', () => {
  it('serves nothing until both change feeds are up, and nothing once one goes down', () => {
    const cache = new SlotsCache();
    cache.keep(cache.stamp(), 'c1', 'k', 'body', 1000);
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
    cache.feed('slots', 'up');
    cache.keep(cache.stamp(), 'c1', 'k', 'body', 1000);
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
    cache.feed('accounts', 'up');
    cache.keep(cache.stamp(), 'c1', 'k', 'body', 1000);
    expect(cache.get('c1', 'k', 0)).toBe('body');
    cache.feed('accounts', 'down');
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
  });

  it('keeps an answer until its time is up', () => {
    const cache = live();
    cache.keep(cache.stamp(), 'c1', 'k', 'body', 1000);
    expect(cache.get('c1', 'k', 999)).toBe('body');
    expect(cache.get('c1', 'k', 1000)).toBeUndefined();
  });

  it("drops a coach's answers on a notice for that coach, everyone's on '*', and ignores room notices", () => {
    const cache = live();
    cache.keep(cache.stamp(), 'c1', 'k', 'one', 1000);
    cache.keep(cache.stamp(), 'c2', 'k', 'two', 1000);
    cache.notice('coach:c1');
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
    expect(cache.get('c2', 'k', 0)).toBe('two');
    cache.notice('room:r1');
    expect(cache.get('c2', 'k', 0)).toBe('two');
    cache.notice('*');
    expect(cache.get('c2', 'k', 0)).toBeUndefined();
  });

  it('refuses an answer read before a change that arrived while it was computed', () => {
    const cache = live();
    const stamp = cache.stamp();
    cache.dropCoach('c9');
    cache.keep(stamp, 'c1', 'k', 'stale', 1000);
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new SlotsCache(false);
    cache.feed('slots', 'up');
    cache.feed('accounts', 'up');
    cache.keep(cache.stamp(), 'c1', 'k', 'body', 1000);
    expect(cache.get('c1', 'k', 0)).toBeUndefined();
  });
});
