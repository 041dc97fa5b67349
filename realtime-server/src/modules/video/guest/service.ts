import { randomBytes } from 'node:crypto';
import {
  GUEST_LINKS_MAX,
  VIDEO_ERR,
  type KnockStatus,
  ZGuestFeedbackBody,
  ZGuestInviteBody,
  ZKnockBody,
  type TGuestFeedbackBody,
  type TGuestInvite,
  type TGuestInviteBody,
  type TGuestKnock,
  type TGuestLinkInfo,
  type TKnockBody,
  type TKnockResult,
  type TVideoJoinData,
  type ErrorCode,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { accountParticipant, coachOf, guestParticipant, isLive, videoSessionNotFound } from '../participant.ts';
import type { VideoSessionRow } from '../participant-queries.ts';
import { guestIdentity, signGuestToken } from './token.ts';
import { countWaitingKnocks, denyWaitingKnocksOf, insertKnock, lockKnock, setKnockStatus } from './queries.ts';
import {
  GUEST_LINK_REFUSAL,
  clientAnswer as clientAnswerOf,
  coachAnswer,
  guestLinkExpiry,
  guestLinkProblem,
  waitingKnocksRefusal,
  waitingKnocksSince,
} from './link-rules.ts';
import { buildJoinData, videoRoomName } from '../join.ts';
import {
  admittedKnockIdsOf,
  countOpenInvites,
  countUse,
  insertInvite,
  inviteByCode,
  invitesOf,
  lockVideoSession,
  revokeInvite as storeRevocation,
  toInvite,
} from '../queries.ts';
import { storeFeedback } from '../service.ts';

/**
 * Guests (docs/video-room.md#guests-and-knocks): they join as observers, knock, and the coach
 * admits them. The coach makes capability links for a session; a guest with one knocks under a name
 * and gets a guest token; a guest the coach admits is let in only once the session's client allows
 * it (the client is asked in the room); the answer reaches the guest's socket; once admitted the
 * token opens the room.
 */

const linkInvalid = () => notFound(VIDEO_ERR.GUEST_LINK_INVALID, 'GUEST_LINK_INVALID');
const gone = (message: string, code: ErrorCode) => new AppError(code, 410, message);
const sessionEnded = () => gone(VIDEO_ERR.SESSION_ENDED, 'SESSION_ENDED');
const knockNotFound = () => notFound(VIDEO_ERR.KNOCK_NOT_FOUND, 'KNOCK_NOT_FOUND');
const clientOnly = () => new AppError('CLIENT_ONLY', 403, VIDEO_ERR.CLIENT_ONLY);

/**
 * A knock changed: the coach hears of it (and the guest, once it is answered for good: the
 * gateway tells them); the client hears of each knock they are asked about, and of its answer.
 */
function publishKnock(
  ctx: AppContext,
  session: Pick<VideoSessionRow, 'id' | 'coachId' | 'clientId'>,
  knock: TGuestKnock,
  previous: KnockStatus | null,
) {
  ctx.events.publish('video.knock', { sessionId: session.id, coachId: session.coachId, knock });
  if (knock.status === 'awaiting_client' || previous === 'awaiting_client') {
    ctx.events.publish('video.guestRequest', { sessionId: session.id, clientId: session.clientId, knock });
  }
}

/** GET /api/sessions/{id}/guest-invites: the coach's links of the session, oldest first. */
export async function listInvites(ctx: AppContext, user: UserRow, sessionId: string): Promise<TGuestInvite[]> {
  await coachOf(ctx, user, sessionId);
  const rows = await invitesOf(ctx.db, sessionId);
  return rows.map((r) => toInvite(r, ctx.config.publicUrl));
}

/**
 * POST /api/sessions/{id}/guest-invites: a new link (expiry and uses:
 * docs/video-room.md#guests-and-knocks), at most GUEST_LINKS_MAX open at once.
 */
export async function createInvite(ctx: AppContext, user: UserRow, sessionId: string, input: TGuestInviteBody): Promise<TGuestInvite> {
  const body = ZGuestInviteBody.parse(input);
  await coachOf(ctx, user, sessionId);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The session's row lock makes the count and the insert one step for concurrent calls.
    const s = await lockVideoSession(trx, sessionId);
    if (!s) throw videoSessionNotFound();
    if (!isLive(s.status)) throw conflict(VIDEO_ERR.SESSION_ENDED, 'SESSION_ENDED');
    if ((await countOpenInvites(trx, sessionId, now)) >= GUEST_LINKS_MAX)
      throw conflict(VIDEO_ERR.GUEST_LINKS_TOO_MANY, 'GUEST_LINKS_TOO_MANY');
    return insertInvite(trx, {
      sessionId,
      // 256 random bits: the link is the guest's only credential.
      code: randomBytes(32).toString('base64url'),
      createdBy: user.id,
      expiresAt: guestLinkExpiry(body.expiresInHours, now),
      maxUses: body.maxUses,
    });
  });
  return toInvite(row, ctx.config.publicUrl);
}

/** DELETE /api/sessions/{id}/guest-invites/{inviteId}: the link lets nobody in any more; guests still waiting on it are turned away. */
export async function revokeInvite(ctx: AppContext, user: UserRow, sessionId: string, inviteId: string): Promise<TGuestInvite> {
  const p = await coachOf(ctx, user, sessionId);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await storeRevocation(trx, sessionId, inviteId, now);
    if (!row) throw linkInvalid();
    return { row, denied: await denyWaitingKnocksOf(trx, inviteId, now), admitted: await admittedKnockIdsOf(trx, inviteId) };
  });
  for (const { knock, previous } of result.denied) publishKnock(ctx, p.session, knock, previous);
  // Guests already let in through the link leave: out of the LiveKit room and the room's socket pushes.
  for (const knockId of result.admitted) {
    await ctx.video
      .removeParticipant(videoRoomName(sessionId), guestIdentity(knockId))
      .catch((err: unknown) => ctx.log.warn({ err, sessionId }, 'video: taking a revoked guest out of the LiveKit room failed'));
    ctx.events.publish('video.guestRemoved', { sessionId, knockId });
  }
  return toInvite(result.row, ctx.config.publicUrl);
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof inviteByCode>>>;

/** A link that lets a guest in now: its session live and the link neither revoked, expired nor used up (410 otherwise). */
function checkLink(link: LinkRow | undefined, now: Date): LinkRow {
  if (!link) throw linkInvalid();
  if (!isLive(link.status)) throw sessionEnded();
  const problem = guestLinkProblem(link, now);
  if (problem) throw gone(GUEST_LINK_REFUSAL[problem].message, GUEST_LINK_REFUSAL[problem].code);
  return link;
}

/** GET /api/video/guest/{code}: what the guest page shows before knocking. */
export async function linkInfo(ctx: AppContext, code: string): Promise<TGuestLinkInfo> {
  const link = checkLink(await inviteByCode(ctx.db, code), ctx.clock.now());
  return {
    sessionTitle: link.title,
    coachName: `${link.coachFirstName} ${link.coachLastName}`.trim(),
    scheduledAt: link.scheduledAt.toISOString(),
  };
}

/** A retry of a knock refused while too many wait: by then the coach may well have answered. */
const KNOCKS_WAITING_RETRY_SECONDS = 30;

/**
 * POST /api/video/guest/{code}/knock: one use of the link; the coach sees the guest waiting. Past
 * the waiting knocks a session or a link may hold (GUEST_KNOCKS_WAITING_*), 429 and no use counted.
 */
export async function knock(ctx: AppContext, code: string, input: TKnockBody): Promise<TKnockResult> {
  const { name } = ZKnockBody.parse(input);
  const now = ctx.clock.now();
  const { link, knock } = await ctx.db.transaction().execute(async (trx) => {
    // Locked, so two guests on a one-use link cannot both count the last use.
    const link = checkLink(await inviteByCode(trx, code, { lock: true }), now);
    // The session's row too (after the link, as nothing takes them the other way round), so knocks
    // through two links of one session count their waiting ones in turn.
    await lockVideoSession(trx, link.sessionId);
    const waiting = await countWaitingKnocks(trx, { sessionId: link.sessionId, inviteId: link.id, since: waitingKnocksSince(now), now });
    const refusal = waitingKnocksRefusal(waiting);
    if (refusal) throw new AppError(refusal.code, 429, refusal.message, { retryAfterSeconds: KNOCKS_WAITING_RETRY_SECONDS });
    await countUse(trx, link.id);
    return { link, knock: await insertKnock(trx, { inviteId: link.id, sessionId: link.sessionId, name }) };
  });
  ctx.events.publish('video.knock', { sessionId: link.sessionId, coachId: link.coachId, knock });
  const guestToken = signGuestToken(ctx.config.jwtSecret, { sid: link.sessionId, iid: link.id, kid: knock.id, name }, now);
  return { knock, guestToken };
}

/**
 * POST /api/sessions/{id}/knocks/{knockId}: the coach lets a waiting guest in, or not. Let in, the
 * guest waits for the client's answer; the coach may still turn them away meanwhile.
 */
export async function decideKnock(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  knockId: string,
  admit: boolean,
): Promise<TGuestKnock> {
  const p = await coachOf(ctx, user, sessionId);
  const now = ctx.clock.now();
  const { knock, previous } = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockKnock(trx, sessionId, knockId);
    const next = row && coachAnswer(row.status, admit, p.session.clientId !== null);
    if (!row || !next) throw knockNotFound();
    return { previous: row.status, knock: await setKnockStatus(trx, knockId, { status: next, decidedAt: now }) };
  });
  publishKnock(ctx, p.session, knock, previous);
  return knock;
}

/**
 * POST /api/sessions/{id}/knocks/{knockId}/client-answer: the session's client allows a guest the
 * coach admitted (they come in), or refuses (they are turned away, and the coach is told who said
 * no). The client alone: the coach gets 403, anyone else 404.
 */
export async function answerAsClient(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  knockId: string,
  allow: boolean,
): Promise<TGuestKnock> {
  const p = await accountParticipant(ctx, user, sessionId);
  if (p.role !== 'coachee') throw clientOnly();
  if (!isLive(p.session.status)) throw conflict(VIDEO_ERR.SESSION_ENDED, 'SESSION_ENDED');
  const now = ctx.clock.now();
  const knock = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockKnock(trx, sessionId, knockId);
    const next = row && clientAnswerOf(row.status, allow);
    if (!row || !next) throw knockNotFound();
    return setKnockStatus(trx, knockId, { ...next, decidedAt: now });
  });
  publishKnock(ctx, p.session, knock, 'awaiting_client');
  return knock;
}

/** POST /api/video/guest/join: an admitted guest's join data, as an observer. */
export async function guestJoin(ctx: AppContext, guestToken: string): Promise<TVideoJoinData> {
  const p = await guestParticipant(ctx, guestToken);
  if (!isLive(p.session.status)) throw conflict(VIDEO_ERR.SESSION_ENDED, 'SESSION_ENDED');
  return buildJoinData(ctx, p, { guestToken });
}

/** POST /api/video/guest/feedback: an admitted guest rates the session. */
export async function guestFeedback(ctx: AppContext, input: TGuestFeedbackBody): Promise<void> {
  const body = ZGuestFeedbackBody.parse(input);
  const p = await guestParticipant(ctx, body.guestToken, { lapsedLinkOk: true });
  await storeFeedback(ctx, p.session.status, {
    sessionId: p.session.id,
    identity: p.identity,
    userId: null,
    role: 'observer',
    rating: body.rating,
    comments: body.comments ?? null,
  });
}
