/** Written by the accept-invite page once the invitee has confirmed their email. */
export const PENDING_INVITE_KEY = 'coach.pendingInvite';

export interface PendingInvite {
  code: string;
  inviteeEmail: string;
  coachName: string;
  personalMessage: string | null;
}

/** The stored invite when it is the one named in the link, else null. */
export function readPendingInvite(code: string | null): PendingInvite | null {
  if (!code) return null;
  try {
    const parsed = JSON.parse(localStorage.getItem(PENDING_INVITE_KEY) ?? 'null') as Partial<PendingInvite> | null;
    if (!parsed || parsed.code !== code || typeof parsed.inviteeEmail !== 'string') return null;
    return {
      code,
      inviteeEmail: parsed.inviteeEmail,
      coachName: typeof parsed.coachName === 'string' && parsed.coachName ? parsed.coachName : 'your coach',
      personalMessage: typeof parsed.personalMessage === 'string' ? parsed.personalMessage : null,
    };
  } catch {
    return null;
  }
}

export function clearPendingInvite() {
  try {
    localStorage.removeItem(PENDING_INVITE_KEY);
  } catch {
    /* nothing stored */
  }
}
