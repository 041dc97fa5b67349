import { ACTIVE_SESSION_STATUSES, VIDEO_ERR, type SessionStatus, type VideoRole, type ErrorCode } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { videoRoomAccess, videoSessionNotFound } from './access.ts';
import { guestIdentity, verifyGuestToken, type GuestClaims } from './guest/token.ts';
import { knockById, videoSessionRow, type VideoSessionRow } from './participant-queries.ts';

export { videoSessionNotFound };

/**
 * Who is who in a session's video room (docs/video-room.md#roles-in-the-room). The session's coach is the
 * coach, its client the coachee, an admitted guest an observer; anyone else gets the same 404 as
 * for a session that does not exist.
 */
export interface VideoParticipant {
  session: VideoSessionRow;
  role: VideoRole;
  /** LiveKit identity: the user id, or guest:<knock id>. */
  identity: string;
  name: string;
  /** Null for a guest. */
  userId: string | null;
  guest: GuestClaims | null;
}

const unauthorized = (message: string, code: ErrorCode) => new AppError(code, 401, message);

export const isLive = (status: SessionStatus) => (ACTIVE_SESSION_STATUSES as readonly string[]).includes(status);

/** The coach or client of the session, with their role; 404 for anyone else. */
export async function accountParticipant(ctx: AppContext, user: UserRow, sessionId: string): Promise<VideoParticipant> {
  const { session, role } = await requireAccess(ctx.db, videoRoomAccess, user, sessionId);
  return { session, role, identity: user.id, name: `${user.firstName} ${user.lastName}`.trim(), userId: user.id, guest: null };
}

/** The session's coach only; 404 for anyone else (the client too: they cannot see coach-only calls exist). */
export async function coachOf(ctx: AppContext, user: UserRow, sessionId: string): Promise<VideoParticipant> {
  const p = await accountParticipant(ctx, user, sessionId);
  if (p.role !== 'coach') throw videoSessionNotFound();
  return p;
}

/** A guest's link stops letting them in (or back in) when it expires, as when it is revoked. */
export const guestLinkLapsed = (knock: { inviteExpiresAt: Date | null }, now: Date) =>
  knock.inviteExpiresAt !== null && knock.inviteExpiresAt.getTime() <= now.getTime();

/**
 * A guest, from their token: well signed, unexpired, their link neither revoked nor expired, and
 * their knock admitted (`waitingOk` lets a still-waiting knock, for the coach or the client, through, for the socket that waits
 * for the answer; `lapsedLinkOk` lets a guest who was in rate the session after the link expired).
 * 401 otherwise.
 */
export async function guestParticipant(
  ctx: AppContext,
  guestToken: string,
  { waitingOk = false, lapsedLinkOk = false }: { waitingOk?: boolean; lapsedLinkOk?: boolean } = {},
): Promise<VideoParticipant> {
  const claims = verifyGuestToken(ctx.config.jwtSecret, guestToken, ctx.clock.now());
  if (!claims) throw unauthorized(VIDEO_ERR.GUEST_LINK_INVALID, 'GUEST_TOKEN_INVALID');
  const knock = await knockById(ctx.db, claims.kid);
  if (!knock || knock.sessionId !== claims.sid || knock.inviteId !== claims.iid)
    throw unauthorized(VIDEO_ERR.GUEST_LINK_INVALID, 'GUEST_TOKEN_INVALID');
  if (knock.status === 'denied') throw unauthorized(VIDEO_ERR.GUEST_DENIED, 'GUEST_DENIED');
  // Waiting for the coach, or for the client once the coach admitted them.
  if (knock.status !== 'admitted' && !waitingOk) throw unauthorized(VIDEO_ERR.GUEST_WAITING, 'GUEST_WAITING');
  if (knock.inviteRevokedAt) throw unauthorized(VIDEO_ERR.GUEST_LINK_REVOKED, 'GUEST_LINK_REVOKED');
  if (!lapsedLinkOk && guestLinkLapsed(knock, ctx.clock.now())) throw unauthorized(VIDEO_ERR.GUEST_LINK_EXPIRED, 'GUEST_LINK_EXPIRED');
  const session = await videoSessionRow(ctx.db, claims.sid);
  if (!session) throw unauthorized(VIDEO_ERR.GUEST_LINK_INVALID, 'GUEST_TOKEN_INVALID');
  return { session, role: 'observer', identity: guestIdentity(claims.kid), name: claims.name, userId: null, guest: claims };
}
