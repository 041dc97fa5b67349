import {
  GUEST_KNOCKS_WAITING_PER_LINK_MAX,
  GUEST_KNOCKS_WAITING_PER_SESSION_MAX,
  GUEST_TOKEN_TTL_HOURS,
  VIDEO_ERR,
  type KnockStatus,
  type ErrorCode,
} from '@coach/contract';

/**
 * The rules of guest links (docs/video-room.md#guests-and-knocks: expiry 1, 6, 24 or 168 hours or
 * never; max uses 1, 5, 10 or unlimited as -1). Pure, so each rule is unit tested; the guest
 * service reads the link, asks these, and turns a refusal into its answer.
 */
export interface GuestLink {
  expiresAt: Date | null;
  maxUses: number;
  usedCount: number;
  revokedAt: Date | null;
}

export type GuestLinkProblem = 'revoked' | 'expired' | 'usedUp';

const HOUR_MS = 3_600_000;
/** Unlimited uses. */
export const UNLIMITED_USES = -1;

export const isRevoked = (link: GuestLink) => link.revokedAt !== null;
export const isExpired = (link: GuestLink, now: Date) => link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime();
export const isUsedUp = (link: GuestLink) => link.maxUses !== UNLIMITED_USES && link.usedCount >= link.maxUses;

/** Why the link lets nobody in any more (a revocation says most, then expiry, then uses), or null while it works. */
export function guestLinkProblem(link: GuestLink, now: Date): GuestLinkProblem | null {
  if (isRevoked(link)) return 'revoked';
  if (isExpired(link, now)) return 'expired';
  if (isUsedUp(link)) return 'usedUp';
  return null;
}

/** A link counts against GUEST_LINKS_MAX while it can still let someone in. */
export const isOpen = (link: GuestLink, now: Date) => guestLinkProblem(link, now) === null;

/** When a link made at `now` for `hours` stops working; null hours: never. */
export const guestLinkExpiry = (hours: number | null, now: Date): Date | null =>
  hours === null ? null : new Date(now.getTime() + hours * HOUR_MS);

/** The answer to a link that no longer works (410: it existed, and is gone). */
export const GUEST_LINK_REFUSAL: Record<GuestLinkProblem, { code: ErrorCode; message: string }> = {
  revoked: { code: 'GUEST_LINK_REVOKED', message: VIDEO_ERR.GUEST_LINK_REVOKED },
  expired: { code: 'GUEST_LINK_EXPIRED', message: VIDEO_ERR.GUEST_LINK_EXPIRED },
  usedUp: { code: 'GUEST_LINK_USED_UP', message: VIDEO_ERR.GUEST_LINK_USED_UP },
};

/** Knocks made before this instant have lapsed: their guest token no longer opens anything. */
export const waitingKnocksSince = (now: Date): Date => new Date(now.getTime() - GUEST_TOKEN_TTL_HOURS * HOUR_MS);

/**
 * Why one more guest may not knock while so many wait for the coach (the session's cap first: it
 * says more), or null while there is room. 429: once the coach answers, the guest may knock again.
 */
export function waitingKnocksRefusal(waiting: { session: number; link: number }): { code: ErrorCode; message: string } | null {
  if (waiting.session >= GUEST_KNOCKS_WAITING_PER_SESSION_MAX)
    return { code: 'KNOCKS_WAITING_SESSION', message: VIDEO_ERR.KNOCKS_WAITING_SESSION };
  if (waiting.link >= GUEST_KNOCKS_WAITING_PER_LINK_MAX) return { code: 'KNOCKS_WAITING_LINK', message: VIDEO_ERR.KNOCKS_WAITING_LINK };
  return null;
}

/**
 * What a knock becomes when the coach answers it (the coach admits guests), or null
 * when that answer no longer applies. A guest the coach admits waits for the session's client to
 * allow it (the client's answer is their consent); a session without a client lets them straight
 * in. While the client is asked, the coach may still turn the guest away.
 */
export function coachAnswer(from: KnockStatus, admit: boolean, hasClient: boolean): KnockStatus | null {
  if (from === 'waiting') return admit ? (hasClient ? 'awaiting_client' : 'admitted') : 'denied';
  if (from === 'awaiting_client' && !admit) return 'denied';
  return null;
}

/** What a knock becomes when the client answers it: only a guest the coach admitted is asked about. */
export function clientAnswer(from: KnockStatus, allow: boolean): { status: KnockStatus; clientAnswer: 'allowed' | 'refused' } | null {
  if (from !== 'awaiting_client') return null;
  return allow ? { status: 'admitted', clientAnswer: 'allowed' } : { status: 'denied', clientAnswer: 'refused' };
}
