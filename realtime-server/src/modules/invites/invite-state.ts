import type { InviteStatus } from '@coach/contract';

/** What the rules of invite statuses (docs/coach-workspace.md#invites) read from an invite. */
export interface InviteState {
  status: InviteStatus;
  expiresAt: Date;
}

/** A pending invite past its expiry is expired, whether or not the expiry job has flipped it yet. */
export function isExpired(invite: InviteState, now: Date): boolean {
  return invite.status === 'expired' || (invite.status === 'pending' && invite.expiresAt <= now);
}

/** The status as people should see it now. */
export function effectiveStatus(invite: InviteState, now: Date): InviteStatus {
  return isExpired(invite, now) ? 'expired' : invite.status;
}

/** Resend on pending, Send New Invite on expired: both start it again as pending. */
export function canResend(invite: InviteState, now: Date): boolean {
  const status = effectiveStatus(invite, now);
  return status === 'pending' || status === 'expired';
}

/** Cancel Invite is offered on pending and expired. */
export function canCancel(invite: InviteState, now: Date): boolean {
  return canResend(invite, now);
}

/** Only a pending invite within its time can be accepted. */
export function canAccept(invite: InviteState, now: Date): boolean {
  return effectiveStatus(invite, now) === 'pending';
}
