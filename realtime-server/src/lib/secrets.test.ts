import { describe, expect, it } from 'vitest';
import { generateToken, generateVerificationCode, hashCode, hashToken, safeEqualHex } from './secrets.ts';

describe('generateVerificationCode', () => {
  const codes = Array.from({ length: 5000 }, () => generateVerificationCode());

  it('gives six digits, zero padded', () => {
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // One code in ten starts with 0: without padding these would be five digits or fewer.
    expect(codes.filter((c) => c.startsWith('0')).length).toBeGreaterThan(300);
  });

  it('spreads over the whole range', () => {
    expect(new Set(codes).size).toBeGreaterThan(4950);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
    const values = codes.map(Number);
    expect(Math.min(...values)).toBeLessThan(10_000);
    expect(Math.max(...values)).toBeGreaterThan(990_000);
  });
});

describe('hashCode', () => {
  it('is a keyed SHA-256: stable for one secret, different for another', () => {
    const h = hashCode('123456', 'secret-one');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('123456', 'secret-one')).toBe(h);
    expect(hashCode('123456', 'secret-two')).not.toBe(h);
    expect(hashCode('123457', 'secret-one')).not.toBe(h);
    expect(h).not.toBe(hashToken('123456'));
  });
});

describe('generateToken and hashToken', () => {
  it('makes long URL-safe tokens and hashes them to hex', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('safeEqualHex', () => {
  it('compares hex digests', () => {
    const a = hashToken('a');
    expect(safeEqualHex(a, a)).toBe(true);
    expect(safeEqualHex(a, a.toUpperCase())).toBe(true);
    expect(safeEqualHex(a, hashToken('b'))).toBe(false);
  });

  it('is false, not an exception, for different lengths', () => {
    const a = hashToken('a');
    expect(safeEqualHex(a, a.slice(0, 62))).toBe(false);
    expect(safeEqualHex(a, '')).toBe(false);
  });
});
