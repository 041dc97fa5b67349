import {
  VIDEO_ERR,
  type TEndSessionBody,
  type TFeedbackBody,
  type TParticipantMediaBody,
  type TRecordingBody,
  type TSession,
  type TVideoJoinData,
  type TVideoRoomState,
  ZEndSessionBody,
  ZFeedbackBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { publishChanged } from '../sessions/access.ts';
import { forViewer } from '../sessions/queries.ts';
import { refuseMove } from '../sessions/status.ts';
import { accountParticipant, coachOf, videoSessionNotFound } from './participant.ts';
import { buildJoinData, joinRefusal, startRefusal, videoRoomName } from './join.ts';
import { claimRecording, lockVideoSession, recordConsent, updateVideoSession, upsertFeedback } from './queries.ts';
import { videoRoomState } from './room-state-queries.ts';

const coachOnly = () => new AppError('COACH_ONLY', 403, VIDEO_ERR.COACH_ONLY);

/**
 * POST /api/sessions/{id}/start: the session's coach opens the video room of a video session, from
 * 15 minutes before its start (startRefusal). A SCHEDULED or CONFIRMED session moves to IN_PROGRESS once LiveKit has made the room (if it cannot, nothing
 * changes: 502); an IN_PROGRESS one just answers the join data again.
 */
export async function startSession(ctx: AppContext, user: UserRow, id: string): Promise<TVideoJoinData> {
  const p = await coachOf(ctx, user, id);
  if (p.session.status !== 'IN_PROGRESS') {
    const now = ctx.clock.now();
    const refusal = refuseMove(p.session.status, 'IN_PROGRESS', p.session.scheduledAt, now);
    if (refusal) throw conflict(refusal.message, refusal.code);
    const early = startRefusal(p.session, now);
    if (early) throw early;
    const room = videoRoomName(id);
    try {
      await ctx.video.createRoom(room);
    } catch (err) {
      ctx.log.warn({ err, sessionId: id }, 'video: the LiveKit room could not be created');
      throw new AppError('VIDEO_START_FAILED', 502, VIDEO_ERR.START_FAILED_FALLBACK);
    }
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const s = await lockVideoSession(trx, id);
      if (!s) throw videoSessionNotFound();
      // Another tab of the coach started it meanwhile: one move, one push.
      if (s.status === 'IN_PROGRESS') return false;
      const again = refuseMove(s.status, 'IN_PROGRESS', s.scheduledAt, now);
      if (again) throw conflict(again.message, again.code);
      await updateVideoSession(trx, id, {
        status: 'IN_PROGRESS',
        startedAt: now,
        videoStartedAt: now,
        videoRoomName: room,
        updatedAt: now,
      });
      return true;
    });
    if (moved) await publishChanged(ctx, [id], 'status', user.id);
  }
  return buildJoinData(ctx, await coachOf(ctx, user, id));
}

/** GET /api/sessions/{id}/join: the coach while the session is live; the client from 15 minutes before it. */
export async function joinSession(ctx: AppContext, user: UserRow, id: string): Promise<TVideoJoinData> {
  const p = await accountParticipant(ctx, user, id);
  const refusal = joinRefusal(p.role, p.session.status, p.session.scheduledAt, ctx.clock.now());
  if (refusal) throw refusal;
  return buildJoinData(ctx, p);
}

/**
 * POST /api/sessions/{id}/end: the coach completes the session. After the commit a running
 * recording stops and the LiveKit room closes (everyone in it is disconnected); the tables and the
 * room's sockets hear of it.
 */
export async function endSession(ctx: AppContext, user: UserRow, id: string, input: TEndSessionBody): Promise<TSession> {
  const body = ZEndSessionBody.parse(input);
  const p = await accountParticipant(ctx, user, id);
  if (p.role !== 'coach') throw coachOnly();
  const now = ctx.clock.now();
  const egressId = await ctx.db.transaction().execute(async (trx) => {
    const s = await lockVideoSession(trx, id);
    if (!s) throw videoSessionNotFound();
    const refusal = refuseMove(s.status, 'COMPLETED', s.scheduledAt, now);
    if (refusal) throw conflict(refusal.message, refusal.code);
    await updateVideoSession(trx, id, {
      status: 'COMPLETED',
      completedAt: now,
      completionNotes: body.completionNotes ?? null,
      recordingStartedAt: null,
      recordingEgressId: null,
      updatedAt: now,
    });
    return s.recordingEgressId;
  });
  // The session is completed whatever LiveKit says: a room left open empties and closes by itself.
  if (egressId)
    await ctx.video
      .stopRecording(egressId)
      .catch((err: unknown) => ctx.log.warn({ err, sessionId: id }, 'video: stopping the recording failed'));
  await ctx.video
    .closeRoom(videoRoomName(id))
    .catch((err: unknown) => ctx.log.warn({ err, sessionId: id }, 'video: closing the LiveKit room failed'));
  const [session] = await publishChanged(ctx, [id], 'status', user.id);
  ctx.events.publish('video.ended', { sessionId: id });
  if (!session) throw videoSessionNotFound();
  return forViewer(session, user.id);
}

/**
 * POST /api/sessions/{id}/participants/media: the coach mutes or unmutes another participant's
 * microphone or camera in LiveKit. Anyone else controls only their own, in their browser
 * (docs/video-room.md#roles-in-the-room).
 */
export async function setParticipantMedia(ctx: AppContext, user: UserRow, id: string, body: TParticipantMediaBody): Promise<void> {
  const p = await accountParticipant(ctx, user, id);
  if (p.role !== 'coach')
    throw new AppError('CANNOT_CONTROL_MEDIA', 403, body.kind === 'audio' ? VIDEO_ERR.CANNOT_MUTE : VIDEO_ERR.CANNOT_CAMERA);
  if (ctx.video.url === null) throw conflict(VIDEO_ERR.MEDIA_UNAVAILABLE, 'MEDIA_UNAVAILABLE');
  const done = await ctx.video.setTrackMuted(videoRoomName(id), body.identity, body.kind, body.muted);
  if (!done) throw notFound(VIDEO_ERR.PARTICIPANT_NOT_FOUND, 'PARTICIPANT_NOT_FOUND');
  // LiveKit mutes the track without a word to its owner: the room's sockets say who it was.
  ctx.events.publish('video.media', { sessionId: id, identity: body.identity, kind: body.kind, muted: body.muted });
}

/**
 * PUT /api/sessions/{id}/video/recording: the coach starts recording (having agreed to the consent
 * text; it needs LiveKit Egress) or stops it. Everyone in the room sees the Recording badge change.
 */
export async function setRecording(ctx: AppContext, user: UserRow, id: string, body: TRecordingBody): Promise<TVideoRoomState> {
  const p = await accountParticipant(ctx, user, id);
  if (p.role !== 'coach') throw coachOnly();
  const room = videoRoomName(id);
  if (body.recording) {
    if (body.agreed !== true) throw badRequest(VIDEO_ERR.CONSENT_REQUIRED, 'CONSENT_REQUIRED');
    if (!ctx.video.recordingAvailable) throw conflict(VIDEO_ERR.RECORDING_NEEDS_EGRESS, 'RECORDING_NEEDS_EGRESS');
    if (p.session.status !== 'IN_PROGRESS') throw conflict(VIDEO_ERR.SESSION_NOT_LIVE, 'SESSION_NOT_LIVE');
    // Only the call that claims the recording starts an egress; a second start changes nothing.
    if (await claimRecording(ctx.db, id, ctx.clock.now())) {
      try {
        const egressId = await ctx.video.startRecording(room);
        await updateVideoSession(ctx.db, id, { recordingEgressId: egressId });
      } catch (err) {
        ctx.log.warn({ err, sessionId: id }, 'video: the recording could not be started');
        await updateVideoSession(ctx.db, id, { recordingStartedAt: null, recordingEgressId: null });
        throw new AppError('RECORDING_FAILED', 502, VIDEO_ERR.RECORDING_FAILED);
      }
      await recordConsent(ctx.db, { sessionId: id, identity: p.identity, userId: user.id, name: p.name, kind: 'recording' });
    }
  } else {
    const egressId = await ctx.db.transaction().execute(async (trx) => {
      const s = await lockVideoSession(trx, id);
      if (!s) throw videoSessionNotFound();
      await updateVideoSession(trx, id, { recordingStartedAt: null, recordingEgressId: null });
      return s.recordingEgressId;
    });
    if (egressId)
      await ctx.video
        .stopRecording(egressId)
        .catch((err: unknown) => ctx.log.warn({ err, sessionId: id }, 'video: stopping the recording failed'));
  }
  const state = await videoRoomState(ctx.db, id);
  if (!state) throw videoSessionNotFound();
  ctx.events.publish('video.state', { state });
  return state;
}

/**
 * POST /api/sessions/{id}/feedback: the client rates the session 1 to 5, comments optional, once the
 * call has begun (docs/video-room.md#feedback).
 */
export async function sendFeedback(ctx: AppContext, user: UserRow, id: string, input: TFeedbackBody): Promise<void> {
  const body = ZFeedbackBody.parse(input);
  const p = await accountParticipant(ctx, user, id);
  if (p.role !== 'coachee') throw new AppError('COACHEE_ONLY', 403, VIDEO_ERR.COACHEE_ONLY);
  await storeFeedback(ctx, p.session.status, {
    sessionId: id,
    identity: p.identity,
    userId: user.id,
    role: 'coachee',
    rating: body.rating,
    comments: body.comments ?? null,
  });
}

/** Feedback is taken while the call runs and after it completed (not for a session that never happened). */
export async function storeFeedback(ctx: AppContext, status: string, row: Parameters<typeof upsertFeedback>[1]): Promise<void> {
  if (status !== 'IN_PROGRESS' && status !== 'COMPLETED') throw conflict(VIDEO_ERR.SESSION_NOT_LIVE, 'SESSION_NOT_LIVE');
  await upsertFeedback(ctx.db, row);
  ctx.events.publish('session.rated', { sessionId: row.sessionId });
}
