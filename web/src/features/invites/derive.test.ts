import { describe, expect, it } from 'vitest';
import type { TInvite } from '@coach/contract';
import { filterInvites, hasActions, inviteActions, inviteStats, isPast, tabLabel } from './derive.ts';
import { invite } from './invite.fixture.ts';

const list = [
  invite('ann', { status: 'pending', sentDate: '2026-01-03T00:00:00.000Z' }),
  invite('bob', { email: 'bob@work.org', coacheeName: 'Bob Marley', status: 'accepted', sentDate: '2026-01-05T00:00:00.000Z' }),
  invite('cy', { status: 'expired', sentDate: '2026-01-01T00:00:00.000Z' }),
  invite('dee', { status: 'cancelled', sentDate: '2026-01-02T00:00:00.000Z' }),
  invite('eve', { status: 'pending', sentDate: '2026-01-04T00:00:00.000Z' }),
];

describe('inviteStats', () => {
  it('counts every invite and each status', () => {
    expect(inviteStats(list)).toEqual({ total: 5, pending: 2, accepted: 1, expired: 1, cancelled: 1 });
    expect(inviteStats([])).toEqual({ total: 0, pending: 0, accepted: 0, expired: 0, cancelled: 0 });
  });
});

describe('filterInvites', () => {
  const emails = (rows: TInvite[]) => rows.map((r) => r.email);

  it('shows every invite under All, newest sent first', () => {
    expect(emails(filterInvites(list, 'all', ''))).toEqual([
      'bob@work.org',
      'eve@example.com',
      'ann@example.com',
      'dee@example.com',
      'cy@example.com',
    ]);
  });

  it('keeps only the tab status', () => {
    expect(emails(filterInvites(list, 'pending', ''))).toEqual(['eve@example.com', 'ann@example.com']);
    expect(emails(filterInvites(list, 'cancelled', ''))).toEqual(['dee@example.com']);
  });

  it('searches the email or the coachee name, case-insensitive substring, together with the tab', () => {
    expect(emails(filterInvites(list, 'all', 'MARLEY'))).toEqual(['bob@work.org']);
    expect(emails(filterInvites(list, 'all', ' Work.O '))).toEqual(['bob@work.org']);
    expect(emails(filterInvites(list, 'pending', 'ann'))).toEqual(['ann@example.com']);
    expect(emails(filterInvites(list, 'accepted', 'ann'))).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const before = emails(list);
    filterInvites(list, 'all', '');
    expect(emails(list)).toEqual(before);
  });
});

describe('inviteActions (spec §4)', () => {
  it('offers Resend and Cancel on pending, Send New Invite and Cancel on expired', () => {
    expect(inviteActions('pending')).toEqual({ resend: 'Resend', cancel: true, delete: false });
    expect(inviteActions('expired')).toEqual({ resend: 'Send New Invite', cancel: true, delete: false });
  });

  it('offers nothing on accepted and only Delete on cancelled', () => {
    expect(inviteActions('accepted')).toEqual({ resend: null, cancel: false, delete: false });
    expect(inviteActions('cancelled')).toEqual({ resend: null, cancel: false, delete: true });
    expect(hasActions('accepted')).toBe(false);
    expect(hasActions('cancelled')).toBe(true);
  });
});

describe('helpers', () => {
  it('isPast compares with now', () => {
    const now = Date.parse('2026-01-05T00:00:00.000Z');
    expect(isPast('2026-01-04T23:59:59.000Z', now)).toBe(true);
    expect(isPast('2026-01-05T00:00:01.000Z', now)).toBe(false);
  });

  it('capitalises tab labels', () => {
    expect(tabLabel('all')).toBe('All');
    expect(tabLabel('cancelled')).toBe('Cancelled');
  });
});
