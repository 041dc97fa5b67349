import { describe, expect, it } from 'vitest';
import { INVITE_STATUSES, type InviteStatus } from '@coach/contract';
import { canAccept, canCancel, canResend, effectiveStatus, isExpired } from './invite-state.ts';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);
const invite = (status: InviteStatus, expiresAt = later) => ({ status, expiresAt });

describe('isExpired', () => {
  it('is true for a pending invite at or past its expiry, before any job flips it', () => {
    expect(isExpired(invite('pending', earlier), now)).toBe(true);
    expect(isExpired(invite('pending', now), now)).toBe(true);
    expect(isExpired(invite('pending', later), now)).toBe(false);
  });

  it('is true for an expired invite and false for accepted or cancelled ones, whatever the date', () => {
    expect(isExpired(invite('expired', later), now)).toBe(true);
    expect(isExpired(invite('accepted', earlier), now)).toBe(false);
    expect(isExpired(invite('cancelled', earlier), now)).toBe(false);
  });
});

describe('effectiveStatus', () => {
  it('shows a pending invite past its expiry as expired and leaves the others as stored', () => {
    expect(effectiveStatus(invite('pending', earlier), now)).toBe('expired');
    for (const status of INVITE_STATUSES) expect(effectiveStatus(invite(status, later), now)).toBe(status);
  });
});

describe('transitions', () => {
  const table: Array<[InviteStatus, Date, { resend: boolean; cancel: boolean; accept: boolean }]> = [
    ['pending', later, { resend: true, cancel: true, accept: true }],
    ['pending', earlier, { resend: true, cancel: true, accept: false }],
    ['expired', earlier, { resend: true, cancel: true, accept: false }],
    ['accepted', later, { resend: false, cancel: false, accept: false }],
    ['cancelled', later, { resend: false, cancel: false, accept: false }],
  ];
  it.each(table)('%s invite expiring %s', (status, expiresAt, expected) => {
    const i = invite(status, expiresAt);
    expect({ resend: canResend(i, now), cancel: canCancel(i, now), accept: canAccept(i, now) }).toEqual(expected);
  });
});
