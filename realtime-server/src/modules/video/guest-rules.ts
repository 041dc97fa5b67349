import { VIDEO_ERR } from '@coach/contract';

/**
 * The rules of guest links (spec 02 §9 Video room: expiry 1, 6, 24 or 168 hours or never; max
 * uses 1, 5, 10 or unlimited as -1). Pure, so each rule is unit tested; the guest service reads
 * the link, asks these, and turns a refusal into its answer.
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
export const guestLinkExpiry = (hours: number | null, now: Date): Date | null => (hours === null ? null : new Date(now.getTime() + hours * HOUR_MS));

/** The answer to a link that no longer works (410: it existed, and is gone). */
export const GUEST_LINK_REFUSAL: Record<GuestLinkProblem, { code: string; message: string }> = {
  revoked: { code: 'GUEST_LINK_REVOKED', message: VIDEO_ERR.GUEST_LINK_REVOKED },
  expired: { code: 'GUEST_LINK_EXPIRED', message: VIDEO_ERR.GUEST_LINK_EXPIRED },
  usedUp: { code: 'GUEST_LINK_USED_UP', message: VIDEO_ERR.GUEST_LINK_USED_UP },
};
