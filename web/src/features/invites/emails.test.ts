import { describe, expect, it } from 'vitest';
import { INVITES_PER_SEND_MAX, ONBOARDING_ERR } from '@coach/contract';
import { addEmail, addTyped } from './emails.ts';

describe('addEmail', () => {
  it('adds a valid address, trimmed and lower-cased', () => {
    expect(addEmail([], '  Jane@Example.COM ')).toEqual({ emails: ['jane@example.com'], problem: null });
  });

  it('refuses an address without the basic pattern', () => {
    for (const bad of ['jane', 'jane@', 'jane@example', '@example.com', 'ja ne@example.com']) {
      const res = addEmail(['a@b.co'], bad);
      expect(res.emails).toEqual(['a@b.co']);
      expect(res.problem).toEqual({ title: ONBOARDING_ERR.INVALID_EMAIL_TITLE, description: ONBOARDING_ERR.INVALID_EMAIL });
    }
  });

  it('refuses an address already in the list, whatever its case', () => {
    const res = addEmail(['jane@example.com'], 'JANE@example.com');
    expect(res.emails).toEqual(['jane@example.com']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.DUPLICATE_EMAIL_TITLE);
  });

  it('adds nothing and complains about nothing for blank input', () => {
    expect(addEmail(['a@b.co'], '   ')).toEqual({ emails: ['a@b.co'], problem: null });
  });

  it('stops at the per-send limit', () => {
    const full = Array.from({ length: INVITES_PER_SEND_MAX }, (_, i) => `u${i}@example.com`);
    const res = addEmail(full, 'one-more@example.com');
    expect(res.emails).toHaveLength(INVITES_PER_SEND_MAX);
    expect(res.problem?.description).toContain(String(INVITES_PER_SEND_MAX));
  });
});

describe('addTyped', () => {
  it('a comma completes the address before it and keeps the unfinished tail', () => {
    expect(addTyped([], 'a@b.co, c@d', false)).toEqual({ emails: ['a@b.co'], problem: null, rest: 'c@d' });
  });

  it('Enter (flush) adds the tail too, and pasted lists are split on commas, semicolons and spaces', () => {
    expect(addTyped(['x@y.z'], 'a@b.co;c@d.io\ne@f.gh', true)).toEqual({
      emails: ['x@y.z', 'a@b.co', 'c@d.io', 'e@f.gh'],
      problem: null,
      rest: '',
    });
  });

  it('stops at the first bad address and leaves it and the rest to be corrected', () => {
    const res = addTyped([], 'a@b.co, nope, c@d.io', true);
    expect(res.emails).toEqual(['a@b.co']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.INVALID_EMAIL_TITLE);
    expect(res.rest).toBe('nope, c@d.io');
  });

  it('reports a duplicate inside one paste', () => {
    const res = addTyped([], 'a@b.co, A@B.co', true);
    expect(res.emails).toEqual(['a@b.co']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.DUPLICATE_EMAIL_TITLE);
  });
});
