import { INVITE_FILTERS, type InviteStatus, type TInvite, type TInviteCounts, type TInviteFilter } from '@coach/contract';

export const INVITE_TABS = INVITE_FILTERS;
export type InviteTab = TInviteFilter;

export const tabLabel = (tab: InviteTab) => tab.charAt(0).toUpperCase() + tab.slice(1);
export const statusLabel = (status: InviteStatus) => tabLabel(status);

/** The stat tiles: every invite the coach sent, and the count per status, as the server counts them. */
export type InviteStats = TInviteCounts;

/**
 * Whether an invite belongs under a tab and a search, as the server filters them (docs/coach-workspace.md#invites: a
 * case-insensitive substring of the address, or of the coachee's name, which only an accepted
 * invite carries): a change pushed to a loaded list keeps or drops the invite by the same rule.
 */
export function matchesFilter(invite: TInvite, tab: InviteTab, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (tab !== 'all' && invite.status !== tab) return false;
  return !needle || invite.email.toLowerCase().includes(needle) || (invite.coacheeName ?? '').toLowerCase().includes(needle);
}

/** The Expires column turns red once the date has passed. */
export const isPast = (iso: string, now = Date.now()) => Date.parse(iso) < now;

/** What a coach can do with an invite (docs/coach-workspace.md#invites). */
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

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
