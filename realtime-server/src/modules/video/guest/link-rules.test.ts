import { describe, expect, it } from 'vitest';
import {
  GUEST_EXPIRY_HOURS,
  GUEST_KNOCKS_WAITING_PER_LINK_MAX,
  GUEST_KNOCKS_WAITING_PER_SESSION_MAX,
  GUEST_MAX_USES,
  VIDEO_ERR,
} from '@coach/contract';
import {
  GUEST_LINK_REFUSAL,
  clientAnswer,
  coachAnswer,
  guestLinkExpiry,
  guestLinkProblem,
  isExpired,
  isOpen,
  isRevoked,
  isUsedUp,
  waitingKnocksRefusal,
  waitingKnocksSince,
  type GuestLink,
} from './link-rules.ts';

const now = new Date('2026-11-27T10:00:00Z');
const link = (over: Partial<GuestLink> = {}): GuestLink => ({
  expiresAt: new Date('2026-11-28T10:00:00Z'),
  maxUses: 1,
  usedCount: 0,
  revokedAt: null,
  ...over,
});

describe('guestLinkExpiry', () => {
  it('adds each of the offered hours, and never for null', () => {
    const hours = GUEST_EXPIRY_HOURS.filter((h): h is Exclude<typeof h, null> => h !== null);
    expect(hours).toEqual([1, 6, 24, 168]);
    for (const h of hours) expect(guestLinkExpiry(h, now)!.getTime() - now.getTime()).toBe(h * 3_600_000);
    expect(guestLinkExpiry(null, now)).toBeNull();
  });
});

describe('isExpired', () => {
  it('is expired from its expiry instant on, and never without one', () => {
    expect(isExpired(link({ expiresAt: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(isExpired(link({ expiresAt: now }), now)).toBe(true);
    expect(isExpired(link({ expiresAt: new Date(now.getTime() - 1) }), now)).toBe(true);
    expect(isExpired(link({ expiresAt: null }), new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('isUsedUp', () => {
  it('counts uses against each offered limit', () => {
    for (const max of GUEST_MAX_USES.filter((m) => m !== -1)) {
      expect(isUsedUp(link({ maxUses: max, usedCount: max - 1 }))).toBe(false);
      expect(isUsedUp(link({ maxUses: max, usedCount: max }))).toBe(true);
    }
  });

  it('never runs out with unlimited uses (-1)', () => {
    expect(isUsedUp(link({ maxUses: -1, usedCount: 0 }))).toBe(false);
    expect(isUsedUp(link({ maxUses: -1, usedCount: 100_000 }))).toBe(false);
  });
});

describe('guestLinkProblem', () => {
  it('lets a fresh link in', () => {
    expect(guestLinkProblem(link(), now)).toBeNull();
    expect(isOpen(link(), now)).toBe(true);
  });

  it('names a revocation before expiry, and expiry before uses', () => {
    const all = link({ revokedAt: now, expiresAt: now, usedCount: 1 });
    expect(isRevoked(all)).toBe(true);
    expect(guestLinkProblem(all, now)).toBe('revoked');
    expect(guestLinkProblem(link({ expiresAt: now, usedCount: 1 }), now)).toBe('expired');
    expect(guestLinkProblem(link({ usedCount: 1 }), now)).toBe('usedUp');
    expect(isOpen(link({ usedCount: 1 }), now)).toBe(false);
  });

  it('answers each problem with the contract text', () => {
    expect(GUEST_LINK_REFUSAL.revoked.message).toBe(VIDEO_ERR.GUEST_LINK_REVOKED);
    expect(GUEST_LINK_REFUSAL.expired.message).toBe(VIDEO_ERR.GUEST_LINK_EXPIRED);
    expect(GUEST_LINK_REFUSAL.usedUp.message).toBe(VIDEO_ERR.GUEST_LINK_USED_UP);
  });
});

describe('waitingKnocksRefusal', () => {
  const S = GUEST_KNOCKS_WAITING_PER_SESSION_MAX;
  const L = GUEST_KNOCKS_WAITING_PER_LINK_MAX;
  it('lets a guest knock below both caps, and refuses from each cap on, the session first', () => {
    expect(waitingKnocksRefusal({ session: S - 1, link: L - 1 })).toBeNull();
    expect(waitingKnocksRefusal({ session: S - 1, link: L })).toEqual({
      code: 'KNOCKS_WAITING_LINK',
      message: VIDEO_ERR.KNOCKS_WAITING_LINK,
    });
    expect(waitingKnocksRefusal({ session: S, link: 0 })).toEqual({
      code: 'KNOCKS_WAITING_SESSION',
      message: VIDEO_ERR.KNOCKS_WAITING_SESSION,
    });
    expect(waitingKnocksRefusal({ session: S, link: L })?.code).toBe('KNOCKS_WAITING_SESSION');
  });

  it('counts knocks from one guest token lifetime back', () => {
    expect(now.getTime() - waitingKnocksSince(now).getTime()).toBe(6 * 3_600_000);
  });
});

describe('coachAnswer and clientAnswer', () => {
  it("puts a guest the coach admits to the client, and lets them in without one; the coach's no turns them away", () => {
    expect(coachAnswer('waiting', true, true)).toBe('awaiting_client');
    expect(coachAnswer('waiting', true, false)).toBe('admitted');
    expect(coachAnswer('waiting', false, true)).toBe('denied');
    // While the client is asked, the coach may still say no, but not yes again.
    expect(coachAnswer('awaiting_client', false, true)).toBe('denied');
    expect(coachAnswer('awaiting_client', true, true)).toBeNull();
    for (const done of ['admitted', 'denied'] as const)
      for (const admit of [true, false]) expect(coachAnswer(done, admit, true)).toBeNull();
  });

  it('lets the client answer only a guest the coach admitted', () => {
    expect(clientAnswer('awaiting_client', true)).toEqual({ status: 'admitted', clientAnswer: 'allowed' });
    expect(clientAnswer('awaiting_client', false)).toEqual({ status: 'denied', clientAnswer: 'refused' });
    for (const from of ['waiting', 'admitted', 'denied'] as const) expect(clientAnswer(from, true)).toBeNull();
  });
});
