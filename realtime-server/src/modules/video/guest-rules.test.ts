import { describe, expect, it } from 'vitest';
import { GUEST_EXPIRY_HOURS, GUEST_MAX_USES, VIDEO_ERR } from '@coach/contract';
import { GUEST_LINK_REFUSAL, guestLinkExpiry, guestLinkProblem, isExpired, isOpen, isRevoked, isUsedUp, type GuestLink } from './guest-rules.ts';

const now = new Date('2026-11-27T10:00:00Z');
const link = (over: Partial<GuestLink> = {}): GuestLink => ({ expiresAt: new Date('2026-11-28T10:00:00Z'), maxUses: 1, usedCount: 0, revokedAt: null, ...over });

describe('guestLinkExpiry', () => {
  it('adds each of the spec hours, and never for null', () => {
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
  it('counts uses against each limit of the spec', () => {
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
