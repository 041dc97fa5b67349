import type { InviteStatus, TInvite } from '@coach/contract';

export const INVITE_TABS = ['all', 'pending', 'accepted', 'expired', 'cancelled'] as const;
export type InviteTab = (typeof INVITE_TABS)[number];

export const tabLabel = (tab: InviteTab) => tab.charAt(0).toUpperCase() + tab.slice(1);
export const statusLabel = (status: InviteStatus) => tabLabel(status);

export interface InviteStats {
  total: number;
  pending: number;
  accepted: number;
  expired: number;
  cancelled: number;
}

/** The stat tiles: every invite the coach sent, and the count per status. */
export function inviteStats(invites: readonly TInvite[]): InviteStats {
  const stats: InviteStats = { total: invites.length, pending: 0, accepted: 0, expired: 0, cancelled: 0 };
  for (const invite of invites) stats[invite.status] += 1;
  return stats;
}

/**
 * The rows under a tab and a search (spec §5 Notes: a case-insensitive substring of the invite's
 * email or the coachee's name), newest first.
 */
export function filterInvites(invites: readonly TInvite[], tab: InviteTab, search: string): TInvite[] {
  const needle = search.trim().toLowerCase();
  return invites
    .filter((i) => tab === 'all' || i.status === tab)
    .filter((i) => !needle || i.email.toLowerCase().includes(needle) || (i.coacheeName ?? '').toLowerCase().includes(needle))
    .sort((a, b) => Date.parse(b.sentDate) - Date.parse(a.sentDate));
}

/** The Expires column turns red once the date has passed. */
export const isPast = (iso: string, now = Date.now()) => Date.parse(iso) < now;

/** What a coach can do with an invite (spec §4 Invite statuses). */
export interface InviteActions {
  /** 'Resend' on pending, 'Send New Invite' on expired; both PUT …/resend. */
  resend: 'Resend' | 'Send New Invite' | null;
  cancel: boolean;
  delete: boolean;
}

export function inviteActions(status: InviteStatus): InviteActions {
  switch (status) {
    case 'pending':
      return { resend: 'Resend', cancel: true, delete: false };
    case 'expired':
      return { resend: 'Send New Invite', cancel: true, delete: false };
    case 'cancelled':
      return { resend: null, cancel: false, delete: true };
    case 'accepted':
      return { resend: null, cancel: false, delete: false };
  }
}

export const hasActions = (status: InviteStatus) => {
  const a = inviteActions(status);
  return a.resend !== null || a.cancel || a.delete;
};

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
