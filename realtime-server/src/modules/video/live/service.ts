import {
  NOTE_TYPE_LABEL,
  SESSION_ERR,
  TRANSCRIPT_LINES_MAX,
  TRANSCRIPT_LINES_PER_SECOND,
  VIDEO_ERR,
  ZVideoCaption,
  ZVideoEnter,
  type NoteType,
  type SocketData,
  type TNote,
  type TTranscriptLine,
  type TVideoRoomState,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { saveNote } from '../../notes/service.ts';
import { findLiveUserById } from '../../users/queries.ts';
import { accountParticipant, guestLinkLapsed, guestParticipant, videoSessionNotFound, type VideoParticipant } from '../participant.ts';
import { knockById, videoSessionRow } from '../participant-queries.ts';
import { feedAssist } from '../assist/service.ts';
import { countTranscriptLines, hasTranscriptionConsent, insertTranscriptLine, upsertTranscriptionConsent } from './queries.ts';
import { transcriptOf, videoRoomState } from '../room-state-queries.ts';
import { builtinSummary } from './summary.ts';
import { formatTranscript } from './transcript-format.ts';

/**
 * The live side of the video room: transcription consent, captions stored as transcript lines
 * (consented participants only), and the transcript saved or summarised as a note.
 */

const noConsent = () => new AppError('NO_CONSENT', 403, VIDEO_ERR.NO_CONSENT);
const tooManyLines = () => new AppError('TOO_MANY_LINES', 429, VIDEO_ERR.TOO_MANY_LINES);
const transcriptFull = () => new AppError('TRANSCRIPT_FULL', 409, VIDEO_ERR.TRANSCRIPT_FULL);
const notLive = () => new AppError('SESSION_NOT_LIVE', 409, VIDEO_ERR.SESSION_NOT_LIVE);
const notEntered = () => new AppError('SESSION_NOT_FOUND', 404, SESSION_ERR.NOT_FOUND);

// ---------------------------------------------------------------- consent

async function recordConsent(ctx: AppContext, p: VideoParticipant): Promise<TVideoRoomState> {
  await upsertTranscriptionConsent(ctx.db, {
    sessionId: p.session.id,
    identity: p.identity,
    userId: p.userId,
    name: p.name,
    consentedAt: ctx.clock.now(),
  });
  const state = await videoRoomState(ctx.db, p.session.id);
  if (!state) throw videoSessionNotFound();
  ctx.events.publish('video.state', { state });
  return state;
}

/** 'Enable Transcription': the coach or client agrees to be transcribed (recorded with the time). */
export async function consentToTranscription(ctx: AppContext, user: UserRow, sessionId: string): Promise<TVideoRoomState> {
  return recordConsent(ctx, await accountParticipant(ctx, user, sessionId));
}

/** The same for an admitted guest, who has no account: their guest token says who they are. */
export async function guestConsentToTranscription(ctx: AppContext, guestToken: string): Promise<TVideoRoomState> {
  return recordConsent(ctx, await guestParticipant(ctx, guestToken));
}

// ---------------------------------------------------------------- the socket

/** At most `max` lines a second: the times of the lines of the last second. */
export class LineRate {
  private times: number[] = [];
  constructor(private readonly max: number) {}

  allow(nowMs: number): boolean {
    this.times = this.times.filter((t) => nowMs - t < 1000);
    if (this.times.length >= this.max) return false;
    this.times.push(nowMs);
    return true;
  }
}

/** Who a socket is in a session's video room: its account's coach or client role, or an admitted guest. */
async function socketParticipant(ctx: AppContext, who: SocketData, sessionId: string): Promise<VideoParticipant> {
  if (who.guest) {
    const knockId = who.guest.knockId;
    if (who.guest.sessionId !== sessionId) throw videoSessionNotFound();
    const knock = await knockById(ctx.db, knockId);
    if (!knock || knock.sessionId !== sessionId) throw videoSessionNotFound();
    if (knock.status === 'denied') throw new AppError('GUEST_DENIED', 403, VIDEO_ERR.GUEST_DENIED);
    if (knock.inviteRevokedAt) throw new AppError('GUEST_LINK_REVOKED', 403, VIDEO_ERR.GUEST_LINK_REVOKED);
    if (guestLinkLapsed(knock, ctx.clock.now())) throw new AppError('GUEST_LINK_EXPIRED', 403, VIDEO_ERR.GUEST_LINK_EXPIRED);
    if (knock.status !== 'admitted') throw new AppError('GUEST_WAITING', 403, VIDEO_ERR.GUEST_WAITING);
    const session = await videoSessionRow(ctx.db, sessionId);
    if (!session) throw videoSessionNotFound();
    return { session, role: 'observer', identity: who.userId, name: who.guest.name, userId: null, guest: null };
  }
  const user = await findLiveUserById(ctx.db, who.userId);
  if (!user) throw videoSessionNotFound();
  return accountParticipant(ctx, user, sessionId);
}

/**
 * One socket's part in video rooms: the rooms it entered (as whom) and its caption rate.
 * socket.ts wires the events to these methods and turns their AppErrors into acks.
 */
export class VideoSocketSession {
  private readonly entered = new Map<string, VideoParticipant>();
  private readonly rate = new LineRate(TRANSCRIPT_LINES_PER_SECOND);

  constructor(
    private readonly ctx: AppContext,
    private readonly who: SocketData,
  ) {}

  /** 'video:enter': the session's coach or client, or its admitted guest; not for a cancelled or missed session. */
  async enter(payload: unknown): Promise<VideoParticipant> {
    const parsed = ZVideoEnter.safeParse(payload);
    if (!parsed.success) throw videoSessionNotFound();
    const p = await socketParticipant(this.ctx, this.who, parsed.data.sessionId);
    if (p.session.status === 'CANCELLED' || p.session.status === 'NO_SHOW') throw notLive();
    this.entered.set(p.session.id, p);
    return p;
  }

  /** 'video:leave': the session left, or null for one never entered. */
  leave(payload: unknown): string | null {
    const parsed = ZVideoEnter.safeParse(payload);
    if (!parsed.success || !this.entered.delete(parsed.data.sessionId)) return null;
    return parsed.data.sessionId;
  }

  /** 'video:caption': one line of the sender's own speech, stored only with their consent. */
  async caption(payload: unknown): Promise<TTranscriptLine> {
    const parsed = ZVideoCaption.safeParse(payload);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE, 'INVALID_CAPTION');
    const p = this.entered.get(parsed.data.sessionId);
    if (!p) throw notEntered();
    if (!this.rate.allow(this.ctx.clock.now().getTime())) throw tooManyLines();
    return storeCaption(this.ctx, p, parsed.data.text);
  }
}

/** Stores a consented participant's line, pushes it to the room, and lets the assistant read it. */
export async function storeCaption(ctx: AppContext, p: VideoParticipant, text: string): Promise<TTranscriptLine> {
  const sessionId = p.session.id;
  if (!(await hasTranscriptionConsent(ctx.db, sessionId, p.identity))) throw noConsent();
  if ((await countTranscriptLines(ctx.db, sessionId)) >= TRANSCRIPT_LINES_MAX) throw transcriptFull();
  const line = await insertTranscriptLine(ctx.db, {
    sessionId,
    identity: p.identity,
    userId: p.userId,
    speaker: p.name,
    speakerRole: p.role,
    text,
    spokenAt: ctx.clock.now(),
  });
  ctx.events.publish('video.transcript', { sessionId, line });
  feedAssist(ctx, sessionId);
  return line;
}

// ---------------------------------------------------------------- transcript notes

async function transcriptNote(ctx: AppContext, user: UserRow, sessionId: string, noteType: NoteType): Promise<TNote> {
  const { session } = await accountParticipant(ctx, user, sessionId);
  const lines = await transcriptOf(ctx.db, session.id);
  if (lines.length === 0) throw badRequest(VIDEO_ERR.NO_TRANSCRIPT, 'NO_TRANSCRIPT');
  const startedAt = (await videoRoomState(ctx.db, session.id))?.startedAt ?? null;
  let content: string;
  if (noteType === 'SESSION_TRANSCRIPT_FULL') content = formatTranscript(lines, startedAt);
  else {
    const input = { title: session.title, startedAt, lines };
    content = ctx.ai.summarizeTranscript ? await ctx.ai.summarizeTranscript(input) : builtinSummary(input);
  }
  // In the session's notebook (its coach's, about its client), private to whoever saved it.
  return saveNote(ctx, {
    coachId: session.coachId,
    coacheeId: session.clientId,
    sessionId: session.id,
    authorId: user.id,
    noteType,
    title: `${NOTE_TYPE_LABEL[noteType]}: ${session.title}`,
    content,
    isPrivate: true,
    linkedTimestamp: null,
  });
}

/** Save: the whole transcript as a SESSION_TRANSCRIPT_FULL note, `[mm:ss] Speaker: text` a line. */
export const saveTranscript = (ctx: AppContext, user: UserRow, sessionId: string) =>
  transcriptNote(ctx, user, sessionId, 'SESSION_TRANSCRIPT_FULL');

/** Summarize: the AI provider's summary (the built-in one by default) as a SESSION_TRANSCRIPT_SUMMARY note. */
export const summarizeTranscript = (ctx: AppContext, user: UserRow, sessionId: string) =>
  transcriptNote(ctx, user, sessionId, 'SESSION_TRANSCRIPT_SUMMARY');
