import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, rateLimitAddress, rateLimitKey } from './rate-limit.ts';

describe('rateLimitKey', () => {
  it('puts the prefix, scope and kind in front of the value', () => {
    expect(rateLimitKey('coach:', 'login', 'ip', '203.0.113.9')).toBe('coach:rl:login:ip:203.0.113.9');
  });

  it('counts an account whatever the case and surrounding spaces of its email', () => {
    const plain = rateLimitKey('p:', 'login', 'account', 'someone@example.test');
    expect(rateLimitKey('p:', 'login', 'account', '  SomeOne@Example.TEST ')).toBe(plain);
    expect(plain).toBe('p:rl:login:account:someone@example.test');
  });

  it('keys an account together with an address, the account in any case and the address by its /64', () => {
    const key = rateLimitKey('p:', 'login', 'account-ip', [' SomeOne@Example.TEST', '2001:DB8::1']);
    expect(key).toBe('p:rl:login:account-ip:someone@example.test|2001:db8:0:0::/64');
    expect(key).toBe(rateLimitKey('p:', 'login', 'account-ip', ['someone@example.test', '2001:db8::ffff:2']));
    expect(key).not.toBe(rateLimitKey('p:', 'login', 'account-ip', ['someone@example.test', '2001:db8:0:1::1']));
    expect(rateLimitKey('p:', 'login', 'account-ip', ['a@x.test', '::ffff:1.2.3.4'])).toBe('p:rl:login:account-ip:a@x.test|1.2.3.4');
  });

  it('keys an IPv6 address by its /64 and keeps scopes and prefixes apart', () => {
    expect(rateLimitKey('p:', 'login', 'ip', '2001:DB8::1')).toBe('p:rl:login:ip:2001:db8:0:0::/64');
    expect(rateLimitKey('p:', 'login', 'ip', '1.2.3.4')).toBe('p:rl:login:ip:1.2.3.4');
    expect(rateLimitKey('p:', 'login', 'ip', '1.2.3.4')).not.toBe(rateLimitKey('p:', 'register', 'ip', '1.2.3.4'));
    expect(rateLimitKey('a:', 'login', 'ip', '1.2.3.4')).not.toBe(rateLimitKey('b:', 'login', 'ip', '1.2.3.4'));
  });

  it('keys a remembered browser by its id as given', () => {
    expect(rateLimitKey('p:', 'login', 'device', 'AbC_12-x')).toBe('p:rl:login:device:AbC_12-x');
  });
});

describe('rateLimitAddress', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const net = '2001:db8:85a3:42::/64';
    expect(rateLimitAddress('2001:0db8:85a3:0042:0000:8a2e:0370:7334')).toBe(net);
    expect(rateLimitAddress('2001:db8:85a3:42:ffff:ffff:ffff:ffff')).toBe(net);
    expect(rateLimitAddress('2001:DB8:85A3:42::1')).toBe(net);
    expect(rateLimitAddress('2001:db8:85a3:42::')).toBe(net);
  });

  it('keeps different /64s apart, also where only the fourth group differs', () => {
    expect(rateLimitAddress('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  it('expands :: wherever it stands', () => {
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('::')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('2001:db8:1::2:3:4')).toBe('2001:db8:1:0::/64');
    expect(rateLimitAddress('2001:db8:1:2:3::4')).toBe('2001:db8:1:2::/64');
  });

  it('drops a zone id', () => {
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('fe80::abcd:1%25')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in either notation', () => {
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('0:0:0:0:0:ffff:cb00:7109')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:cb00:7109')).toBe('203.0.113.9');
    // Another IPv6 address with an IPv4 tail is IPv6 (NAT64 here), keyed by its /64.
    expect(rateLimitAddress('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves IPv4 addresses and what is not an address as they came', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(rateLimitAddress('not-an-address')).toBe('not-an-address');
    expect(rateLimitAddress('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});

describe('MemoryRateLimitStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hits within one window and reports the time left', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    vi.advanceTimersByTime(20_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetMs: 40_000 });
    expect(await store.hit('other', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it('starts a new window once the old one is over', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    vi.advanceTimersByTime(59_999);
    expect((await store.hit('k', 60_000)).count).toBe(3);
    vi.advanceTimersByTime(1);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.reset('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
  });
});

describe('RateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows while every limit holds and refuses past the first one spent', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 't:');
    const limits = () => [
      { key: limiter.key('login', 'ip', '1.1.1.1'), max: 5, windowMs: 15 * 60_000 },
      { key: limiter.key('login', 'account', 'A@x.test'), max: 2, windowMs: 60 * 60_000 },
    ];
    expect((await limiter.consume(limits())).allowed).toBe(true);
    expect(await limiter.consume(limits())).toMatchObject({ allowed: true, count: 2 });
    const refused = await limiter.consume(limits());
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    // The refusal reports the window of the limit that refused (one hour), not the shorter one.
    expect(refused.resetMs).toBe(60 * 60_000);
  });

  it('reports each limit, and marks only the hit that went past it as its first refusal', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 't:');
    const limits = [
      { key: 'tight', max: 1, windowMs: 60_000 },
      { key: 'loose', max: 3, windowMs: 60_000 },
    ];
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push((await limiter.hits(limits)).map((h) => [h.allowed, h.firstRefusal]));
    expect(seen).toEqual([
      [
        [true, false],
        [true, false],
      ],
      [
        [false, true],
        [true, false],
      ],
      [
        [false, false],
        [true, false],
      ],
      [
        [false, false],
        [false, true],
      ],
      [
        [false, false],
        [false, false],
      ],
    ]);
  });

  it('reports the longest wait when several limits refuse', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 't:');
    const limits = [
      { key: 'short', max: 1, windowMs: 60_000 },
      { key: 'long', max: 1, windowMs: 600_000 },
    ];
    await limiter.consume(limits);
    const refused = await limiter.consume(limits);
    expect(refused.allowed).toBe(false);
    expect(refused.resetMs).toBe(600_000);
  });

  it('lets a reset account start again', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 't:');
    const key = limiter.key('verify', 'account', 'id-1');
    await limiter.consume([{ key, max: 1, windowMs: 60_000 }]);
    expect((await limiter.consume([{ key, max: 1, windowMs: 60_000 }])).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.consume([{ key, max: 1, windowMs: 60_000 }])).allowed).toBe(true);
  });

  it('counts a weighted hit as many, and gives back what it counted on release', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 't:');
    const batch = (cost: number) => [{ key: 'emails', max: 100, windowMs: 3_600_000, cost }];
    expect(await limiter.consume(batch(60))).toMatchObject({ allowed: true, count: 60 });
    const refused = batch(50);
    expect(await limiter.consume(refused)).toMatchObject({ allowed: false, count: 110 });
    await limiter.release(refused);
    // The refused 50 no longer count: 40 more fit, one more does not.
    expect(await limiter.consume(batch(40))).toMatchObject({ allowed: true, count: 100 });
    expect((await limiter.consume(batch(1))).allowed).toBe(false);
  });
});
