import { describe, expect, it } from 'vitest';
import { holdsNul } from './request-guard.ts';

describe('holdsNul', () => {
  it('finds a NUL in any string or key of a parsed body, and nothing in clean text', () => {
    expect(holdsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul('\u0000')).toBe(true);
    expect(holdsNul({ a: ['🎉', '100%', '\\u0000', null, 3, true] })).toBe(false);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(holdsNul(deep)).toBe(true);
  });
});
