import {
  JOIN_WINDOW_MINUTES,
  VIDEO_DEFAULT_TITLE,
  VIDEO_ERR,
  storedFileUrlOf,
  type SessionStatus,
  type TVideoCatchUp,
  type TVideoJoinData,
  type VideoRole,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { conflict, type AppError } from '../../lib/errors.ts';
import { isLive, type VideoParticipant } from './participant.ts';
import { guestRequestsOf } from './guest/queries.ts';
import { waitingKnocksSince } from './guest/link-rules.ts';
import { knocksOf, suggestionsOf, transcriptOf, videoRoomState } from './room-state-queries.ts';

/** The LiveKit room of a session; the webhook maps it back to the session. */
export const videoRoomName = (sessionId: string) => `session-${sessionId}`;
const ROOM_NAME = /^session-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The session of a LiveKit room name, or null for a room that is not one of ours. */
export const sessionOfRoom = (room: string): string | null => ROOM_NAME.exec(room)?.[1]?.toLowerCase() ?? null;

/** How a role reads as user.primaryRole.role in the join answer. */
const PRIMARY_ROLE: Record<VideoRole, string> = { coach: 'COACH', coachee: 'CLIENT', observer: 'GUEST' };

/**
 * Why `role` may not open the video room of a session in `status` starting at `scheduledAt`, or
 * null when they may. Nobody joins a completed, cancelled or no-show session. The coachee joins
 * from JOIN_WINDOW_MINUTES before the start, or earlier once the coach has started it
 * (docs/video-room.md#starting-and-joining).
 */
export function joinRefusal(role: VideoRole, status: SessionStatus, scheduledAt: Date, now: Date): AppError | null {
  if (!isLive(status)) return conflict(VIDEO_ERR.SESSION_ENDED, 'SESSION_ENDED');
  if (role === 'coachee' && status !== 'IN_PROGRESS' && now.getTime() < scheduledAt.getTime() - JOIN_WINDOW_MINUTES * 60_000) {
    return conflict(VIDEO_ERR.JOIN_TOO_EARLY, 'JOIN_TOO_EARLY');
  }
  return null;
}

/**
 * Why the coach may not open the video room of a session yet, or null when they may: only a video
 * session has one (a phone or in-person session never does), and no earlier than the
 * JOIN_WINDOW_MINUTES before its start that the client's Join allows. Opened days early, the
 * session would sit IN_PROGRESS until then.
 */
export function startRefusal(s: { sessionType: string; scheduledAt: Date }, now: Date): AppError | null {
  if (s.sessionType !== 'video') return conflict(VIDEO_ERR.START_NOT_VIDEO, 'START_NOT_VIDEO');
  if (now.getTime() < s.scheduledAt.getTime() - JOIN_WINDOW_MINUTES * 60_000) return conflict(VIDEO_ERR.START_TOO_EARLY, 'START_TOO_EARLY');
  return null;
}

/**
 * The room as it is now for `p`: its state and transcript, for the coach their assist and knocks,
 * for the client the guests the coach admitted that wait for their answer (asked on entering).
 */
export async function roomCatchUp(ctx: AppContext, p: VideoParticipant): Promise<TVideoCatchUp> {
  const s = p.session;
  const now = ctx.clock.now();
  const [state, transcript, coach, guestRequests] = await Promise.all([
    videoRoomState(ctx.db, s.id),
    transcriptOf(ctx.db, s.id),
    p.role === 'coach'
      ? Promise.all([suggestionsOf(ctx.db, s.id), knocksOf(ctx.db, s.id)]).then(([suggestions, knocks]) => ({
          assistEnabled: s.assistEnabled,
          suggestions,
          knocks,
        }))
      : Promise.resolve(null),
    p.role === 'coachee' ? guestRequestsOf(ctx.db, s.id, waitingKnocksSince(now), now) : Promise.resolve([]),
  ]);
  if (!state) throw new Error(`session ${s.id} vanished while joining`);
  return { state, transcript, coach, guestRequests };
}

/**
 * What a participant needs to open the room (docs/video-room.md#starting-and-joining): a
 * short-lived LiveKit token for this session's room alone with the grants of their role (none
 * without a video service), the session's people, the room's state and transcript, and for the
 * coach their assist and knocks. Start, join and the guest's join all answer with it.
 */
export async function buildJoinData(ctx: AppContext, p: VideoParticipant, opts: { guestToken?: string } = {}): Promise<TVideoJoinData> {
  const s = p.session;
  const room = videoRoomName(s.id);
  const minted = await ctx.video.token({ room, identity: p.identity, name: p.name, role: p.role });
  const { state, transcript, coach, guestRequests } = await roomCatchUp(ctx, p);
  const [firstName, lastName] =
    p.role === 'coach' ? [s.coachFirstName, s.coachLastName] : p.role === 'coachee' ? [s.clientFirstName, s.clientLastName] : [p.name, ''];
  return {
    roomUrl: minted ? ctx.video.url : null,
    token: minted?.token ?? null,
    roomId: room,
    relationshipId: s.relationshipId,
    userRole: p.role,
    identity: p.identity,
    sessionId: s.id,
    sessionData: {
      title: s.title || VIDEO_DEFAULT_TITLE,
      coachName: `${s.coachFirstName} ${s.coachLastName}`.trim(),
      coachId: s.coachId,
      clientName: `${s.clientFirstName} ${s.clientLastName}`.trim(),
      clientId: s.clientId,
      coachAvatarUrl: storedFileUrlOf(s.coachAvatarKey),
      clientAvatarUrl: storedFileUrlOf(s.clientAvatarKey),
    },
    user: { id: p.userId ?? p.identity, firstName, lastName, primaryRole: { role: PRIMARY_ROLE[p.role] } },
    chatRoomId: p.role === 'observer' ? null : (s.chatRoomId ?? null),
    expiresAt: minted ? minted.expiresAt.toISOString() : null,
    recordingAvailable: ctx.video.recordingAvailable,
    state,
    transcript,
    coach,
    guestRequests,
    guestToken: opts.guestToken ?? null,
  };
}
