import { describe, expect, it } from 'vitest';
import { hasActions, inviteActions, isPast, matchesFilter, tabLabel, type InviteTab } from './derive.ts';
import { invite } from './invite.fixture.ts';

const list = [
  invite('ann', { status: 'pending', sentDate: '2026-01-03T00:00:00.000Z' }),
  invite('bob', { email: 'bob@work.org', coacheeName: 'Bob Marley', status: 'accepted', sentDate: '2026-01-05T00:00:00.000Z' }),
  invite('cy', { status: 'expired', sentDate: '2026-01-01T00:00:00.000Z' }),
  invite('dee', { status: 'cancelled', sentDate: '2026-01-02T00:00:00.000Z' }),
  invite('eve', { status: 'pending', sentDate: '2026-01-04T00:00:00.000Z' }),
];

describe('matchesFilter', () => {
  const under = (tab: InviteTab, search: string) => list.filter((i) => matchesFilter(i, tab, search)).map((i) => i.email);

  it('takes every invite under All, and only the status under a tab', () => {
    expect(under('all', '')).toHaveLength(list.length);
    expect(under('pending', '')).toEqual(['ann@example.com', 'eve@example.com']);
    expect(under('cancelled', '')).toEqual(['dee@example.com']);
  });

  it('searches the email or the coachee name, case-insensitive substring, together with the tab', () => {
    expect(under('all', 'MARLEY')).toEqual(['bob@work.org']);
    expect(under('all', ' Work.O ')).toEqual(['bob@work.org']);
    expect(under('pending', 'ann')).toEqual(['ann@example.com']);
    expect(under('accepted', 'ann')).toEqual([]);
  });
});

describe('inviteActions', () => {
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
