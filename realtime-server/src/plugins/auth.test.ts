import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './auth.ts';

const claims = (n: number) => ({ sub: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, tv: 0 });

describe('VerifiedTokens', () => {
  it('holds a token until its expiry', () => {
    const held = new VerifiedTokens();
    const now = 1_700_000_000_000;
    held.keep('a', claims(1), now / 1000 + 30, now);
    expect(held.get('a', now)).toEqual(claims(1));
    expect(held.get('a', now + 29_999)).toEqual(claims(1));
    expect(held.get('a', now + 30_000)).toBeUndefined();
    // An expired entry is dropped, not kept around.
    expect(held.size).toBe(0);
    expect(held.get('b', now)).toBeUndefined();
  });

  it('holds a token without expiry, or with a later one, for its time to live only', () => {
    const held = new VerifiedTokens(10, 60_000);
    held.keep('forever', claims(1), undefined, 0);
    held.keep('next-year', claims(2), 365 * 86_400, 0);
    expect(held.get('forever', 59_999)).toEqual(claims(1));
    expect(held.get('next-year', 59_999)).toEqual(claims(2));
    expect(held.get('forever', 60_000)).toBeUndefined();
    expect(held.get('next-year', 60_000)).toBeUndefined();
  });

  it('does not keep a token that has already expired', () => {
    const held = new VerifiedTokens();
    held.keep('late', claims(1), 99, 100_000);
    expect(held.get('late', 100_000)).toBeUndefined();
    expect(held.size).toBe(0);
  });

  it('lets the oldest token go when full', () => {
    const held = new VerifiedTokens(3);
    for (const n of [1, 2, 3]) held.keep(`t${n}`, claims(n), undefined, 0);
    held.keep('t2', claims(2), undefined, 0); // kept again: no eviction
    expect(held.size).toBe(3);
    held.keep('t4', claims(4), undefined, 0);
    expect(held.size).toBe(3);
    expect(held.get('t1', 1)).toBeUndefined();
    for (const n of [2, 3, 4]) expect(held.get(`t${n}`, 1)).toEqual(claims(n));
  });
});
