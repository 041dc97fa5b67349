import { describe, expect, it } from 'vitest';
import { MALFORMED_TEXT_ERROR, NUL_CHARACTER_ERROR } from '@coach/contract';
import { textFlaw } from './request-guard.ts';

describe('textFlaw', () => {
  it('finds a NUL in any string or key of a parsed body, and nothing in clean text', () => {
    expect(textFlaw({ a: [1, { b: 'x\u0000' }] })).toBe(NUL_CHARACTER_ERROR);
    expect(textFlaw({ ['k\u0000']: 1 })).toBe(NUL_CHARACTER_ERROR);
    expect(textFlaw('\u0000')).toBe(NUL_CHARACTER_ERROR);
    expect(textFlaw({ a: ['🎉', '👩‍👩‍👧', '100%', '\\u0000', null, 3, true] })).toBeUndefined();
  });

  it('finds a lone surrogate, which is not text any database column can hold', () => {
    expect(textFlaw(JSON.parse('{"email":"a\\ud800@example.test"}'))).toBe(MALFORMED_TEXT_ERROR);
    expect(textFlaw(JSON.parse('{"\\udc00":1}'))).toBe(MALFORMED_TEXT_ERROR);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(textFlaw(deep)).toBe(NUL_CHARACTER_ERROR);
  });
});
