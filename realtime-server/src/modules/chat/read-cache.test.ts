import { describe, expect, it } from 'vitest';
import { ReadCache, RoomAnnouncer } from './read-cache.ts';

const ann = { userId: 'u-ann', tokenVersion: 0 };

function live(maxBytes = 1000): ReadCache {
  const cache = new ReadCache({ maxBytes });
  cache.feed('up');
  return cache;
}

describe('ReadCache', () => {
  it('holds a page and a grant read after a stamp, and serves them', () => {
    const cache = live();
    const stamp = cache.stamp();
    cache.keepGrant(stamp, ann, 'r1');
    cache.keepPage(stamp, 'r1', 1, 20, '{"p":1}');
    expect(cache.mayRead(ann, 'r1')).toBe(true);
    expect(cache.page('r1', 1, 20)).toBe('{"p":1}');
    expect(cache.page('r1', 2, 20)).toBeUndefined();
    // Grants are per token version and per room.
    expect(cache.mayRead({ ...ann, tokenVersion: 1 }, 'r1')).toBe(false);
    expect(cache.mayRead(ann, 'r2')).toBe(false);
  });

  it('refuses a page read before its room changed (the read raced the write)', () => {
    const cache = live();
    const stamp = cache.stamp();
    cache.notice('room:r1');
    cache.keepPage(stamp, 'r1', 1, 20, 'stale');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
    // Another room's change does not spoil it.
    const next = cache.stamp();
    cache.notice('room:r2');
    cache.keepPage(next, 'r1', 1, 20, 'fresh');
    expect(cache.page('r1', 1, 20)).toBe('fresh');
  });

  it('drops a room\'s pages on its notice and everything on "*", grants too', () => {
    const cache = live();
    const stamp = cache.stamp();
    cache.keepGrant(stamp, ann, 'r1');
    cache.keepPage(stamp, 'r1', 1, 20, 'a');
    cache.keepPage(stamp, 'r2', 1, 20, 'b');
    cache.notice('room:r1');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
    expect(cache.page('r2', 1, 20)).toBe('b');
    expect(cache.mayRead(ann, 'r1')).toBe(true);
    cache.notice('*');
    expect(cache.page('r2', 1, 20)).toBeUndefined();
    expect(cache.mayRead(ann, 'r1')).toBe(false);
    // A grant read before "*" is refused too.
    cache.keepGrant(stamp, ann, 'r1');
    expect(cache.mayRead(ann, 'r1')).toBe(false);
  });

  it('serves and keeps nothing until its feed is up, or after it went down', () => {
    const cache = new ReadCache({ maxBytes: 1000 });
    cache.keepPage(cache.stamp(), 'r1', 1, 20, 'x');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
    cache.feed('up');
    cache.keepPage(cache.stamp(), 'r1', 1, 20, 'x');
    cache.keepGrant(cache.stamp(), ann, 'r1');
    expect(cache.page('r1', 1, 20)).toBe('x');
    cache.feed('down');
    expect(cache.serving).toBe(false);
    expect(cache.page('r1', 1, 20)).toBeUndefined();
    expect(cache.mayRead(ann, 'r1')).toBe(false);
    cache.feed('up');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
  });

  it('keeps within its budget, dropping the rooms cached longest ago', () => {
    const cache = live(10);
    const stamp = cache.stamp();
    cache.keepPage(stamp, 'r1', 1, 20, 'aaaa');
    cache.keepPage(stamp, 'r2', 1, 20, 'bbbb');
    cache.keepPage(stamp, 'r3', 1, 20, 'cccc');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
    expect(cache.page('r2', 1, 20)).toBe('bbbb');
    expect(cache.page('r3', 1, 20)).toBe('cccc');
    expect(cache.size().bytes).toBe(8);
    // Replacing a page counts its new size only; a page over the whole budget is not kept.
    cache.keepPage(stamp, 'r3', 1, 20, 'cc');
    expect(cache.size().bytes).toBe(6);
    cache.keepPage(stamp, 'r4', 1, 20, 'x'.repeat(11));
    expect(cache.page('r4', 1, 20)).toBeUndefined();
  });

  it('lets go of old room marks without dropping what it holds, refusing the reads then in flight', () => {
    const cache = live();
    cache.keepPage(cache.stamp(), 'held', 1, 20, 'h');
    const inFlight = cache.stamp();
    for (let i = 0; i <= 10_000; i++) cache.notice(`room:r${i}`);
    expect(cache.page('held', 1, 20)).toBe('h');
    cache.keepPage(inFlight, 'other', 1, 20, 'stale?');
    expect(cache.page('other', 1, 20)).toBeUndefined();
    cache.keepPage(cache.stamp(), 'other', 1, 20, 'fresh');
    expect(cache.page('other', 1, 20)).toBe('fresh');
  });

  it('is off with a budget of 0', () => {
    const cache = live(0);
    expect(cache.enabled).toBe(false);
    cache.keepPage(cache.stamp(), 'r1', 1, 20, '');
    expect(cache.page('r1', 1, 20)).toBeUndefined();
  });
});

describe('RoomAnnouncer', () => {
  function recorder() {
    const sent: string[][] = [];
    const gates: Array<() => void> = [];
    let fail = 0;
    const send = (payloads: string[]) =>
      new Promise<void>((resolve, reject) => {
        sent.push(payloads);
        gates.push(() => (fail-- > 0 ? reject(new Error('database down')) : resolve()));
      });
    return { sent, open: () => gates.shift()?.(), failNext: (n: number) => (fail = n), send };
  }

  it('announces at once, and the rooms stored while one announcement is out together in the next', async () => {
    const r = recorder();
    const a = new RoomAnnouncer(r.send, () => undefined);
    a.announce('r1');
    expect(r.sent).toEqual([['room:r1']]);
    a.announce('r2');
    a.announce('r3');
    a.announce('r2');
    expect(r.sent).toHaveLength(1);
    r.open();
    await new Promise((res) => setImmediate(res));
    expect(r.sent).toEqual([['room:r1'], ['room:r2', 'room:r3']]);
    r.open();
    await a.settle();
    a.announce('r4');
    expect(r.sent.at(-1)).toEqual(['room:r4']);
    r.open();
    await a.settle();
  });

  it('tries a failed announcement again, with what came meanwhile, and reports the failure', async () => {
    const r = recorder();
    const errors: unknown[] = [];
    const a = new RoomAnnouncer(r.send, (err) => errors.push(err), 5);
    r.failNext(1);
    a.announce('r1');
    a.announce('r2');
    r.open();
    await new Promise((res) => setTimeout(res, 20));
    expect(errors).toHaveLength(1);
    expect(r.sent).toEqual([['room:r1'], ['room:r2', 'room:r1']]);
    r.open();
    await a.settle();
    expect(r.sent).toHaveLength(2);
  });

  it('spaces announcements: the first after a quiet spell goes at once, the next waits its turn', async () => {
    const r = recorder();
    const a = new RoomAnnouncer(r.send, () => undefined, 1000, 80);
    const t0 = performance.now();
    a.announce('r1');
    expect(r.sent).toEqual([['room:r1']]);
    r.open();
    a.announce('r2');
    a.announce('r3');
    await new Promise((res) => setTimeout(res, 30));
    expect(r.sent).toHaveLength(1);
    await waitForCount(r.sent, 2);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(75);
    expect(r.sent[1]).toEqual(['room:r2', 'room:r3']);
    r.open();
    await a.settle();
    // Quiet for longer than the spacing: the next goes at once.
    await new Promise((res) => setTimeout(res, 90));
    a.announce('r4');
    expect(r.sent.at(-1)).toEqual(['room:r4']);
    r.open();
    await a.settle();
  });

  it('spaces announcements when each one is done before the next room comes (a steady chat)', async () => {
    const r = recorder();
    const a = new RoomAnnouncer(r.send, () => undefined, 1000, 80);
    const t0 = performance.now();
    a.announce('r1');
    r.open();
    await a.settle();
    // 10 ms later, with nothing out: still within the spacing, so it waits for its turn.
    await new Promise((res) => setTimeout(res, 10));
    a.announce('r2');
    a.announce('r3');
    expect(r.sent).toEqual([['room:r1']]);
    await waitForCount(r.sent, 2);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(75);
    expect(r.sent[1]).toEqual(['room:r2', 'room:r3']);
    r.open();
    await a.settle();
  });
});

async function waitForCount(list: unknown[], n: number, ms = 2000) {
  const end = performance.now() + ms;
  while (list.length < n) {
    if (performance.now() > end) throw new Error(`waited for ${n} announcements, got ${list.length}`);
    await new Promise((res) => setTimeout(res, 5));
  }
}
