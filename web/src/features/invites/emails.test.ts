import { describe, expect, it } from 'vitest';
import { INVITES_PER_SEND_MAX, ONBOARDING_ERR } from '@coach/contract';
import { addEmail, addTyped, isInvalidChip, sendBlocker } from './emails.ts';

describe('addEmail', () => {
  it('adds a valid address, trimmed and lower-cased', () => {
    expect(addEmail([], '  Jane@Example.COM ')).toEqual({ emails: ['jane@example.com'], problem: null });
  });

  it('keeps an address without the basic pattern as a chip of its own, marked invalid', () => {
    for (const bad of ['jane', 'jane@', 'jane@example', '@example.com', 'ja ne@example.com']) {
      const res = addEmail(['a@b.co'], bad);
      expect(res.emails).toEqual(['a@b.co', bad]);
      expect(isInvalidChip(bad)).toBe(true);
      expect(res.problem).toEqual({ title: ONBOARDING_ERR.INVALID_EMAIL_TITLE, description: ONBOARDING_ERR.INVALID_EMAIL });
    }
    expect(isInvalidChip('a@b.co')).toBe(false);
  });

  it('refuses an address already in the list, whatever its case', () => {
    const res = addEmail(['jane@example.com'], 'JANE@example.com');
    expect(res.emails).toEqual(['jane@example.com']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.DUPLICATE_EMAIL_TITLE);
  });

  it('adds nothing and complains about nothing for blank input', () => {
    expect(addEmail(['a@b.co'], '   ')).toEqual({ emails: ['a@b.co'], problem: null });
  });
});

describe('sendBlocker', () => {
  it('lets valid chips go and names what blocks the others on the Send button', () => {
    expect(sendBlocker(['a@b.co', 'c@d.io'])).toBeNull();
    expect(sendBlocker([])?.problem.title).toBe(ONBOARDING_ERR.NO_RECIPIENTS_TITLE);
    expect(sendBlocker(['a@b.co', 'nope'])).toEqual({
      problem: { title: ONBOARDING_ERR.INVALID_EMAIL_TITLE, description: ONBOARDING_ERR.INVALID_EMAIL },
      label: 'Fix 1 invalid address',
    });
    expect(sendBlocker(['x', 'y', 'a@b.co'])?.label).toBe('Fix 2 invalid addresses');
  });

  it('stops past the per-send limit', () => {
    const full = Array.from({ length: INVITES_PER_SEND_MAX + 1 }, (_, i) => `u${i}@example.com`);
    expect(sendBlocker(full.slice(0, INVITES_PER_SEND_MAX))).toBeNull();
    const res = sendBlocker(full);
    expect(res?.problem.description).toContain(String(INVITES_PER_SEND_MAX));
    expect(res?.label).toBe(`Remove 1 address (max ${INVITES_PER_SEND_MAX})`);
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

  it('a bad address becomes its own chip and leaves nothing in the input to run into the next one', () => {
    const res = addTyped([], 'a@b.co, nope, c@d.io', true);
    expect(res.emails).toEqual(['a@b.co', 'nope', 'c@d.io']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.INVALID_EMAIL_TITLE);
    expect(res.rest).toBe('');
    const next = addTyped(res.emails, 'client@example.com', true);
    expect(next.emails).toEqual(['a@b.co', 'nope', 'c@d.io', 'client@example.com']);
  });

  it('splits a pasted list on commas, spaces, newlines and semicolons, keeping the unfinished tail', () => {
    const res = addTyped([], 'a@b.co,c@d.io e@f.gh\ng@h.ij;k@l', false);
    expect(res).toEqual({ emails: ['a@b.co', 'c@d.io', 'e@f.gh', 'g@h.ij'], problem: null, rest: 'k@l' });
  });

  it('reports a duplicate inside one paste', () => {
    const res = addTyped([], 'a@b.co, A@B.co', true);
    expect(res.emails).toEqual(['a@b.co']);
    expect(res.problem?.title).toBe(ONBOARDING_ERR.DUPLICATE_EMAIL_TITLE);
  });
});
