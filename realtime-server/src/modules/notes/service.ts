import {
  ERR,
  NOTE_ERR,
  ROLE,
  SESSION_ERR,
  type NoteType,
  type TNote,
  type TNotesResult,
  type ZCreateNoteBody,
  type ZNotesQuery,
  type ZUpdateNoteBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { noteNotFound, ownNoteAccess } from './access.ts';
import type { TokenClaims } from '../../plugins/auth.ts';
import { findLiveUserById } from '../users/queries.ts';
import type { NotesCache } from './notes-cache.ts';
import {
  notebookCoachOf,
  deleteNote,
  insertNote,
  isClientOfCoach,
  noteById,
  notesPage,
  notesTally,
  sessionParties,
  updateNote,
} from './queries.ts';

/**
 * Notes (docs/coach-workspace.md#notebook-and-notes). A note lives in a coach's notebook (coach_id)
 * and is about a client (coachee_id), maybe on a session. Its author reads it; a shared one
 * (is_private false) is read by the coach and the client too. Only the author edits or deletes it.
 * Anything else is a 404.
 *
 * Who writes which type (the notebook's New Note offers General Notes and Session Notes to a coach):
 * - a coach: GENERAL_COACH, on a client of theirs or on nobody; SESSION_COACH_MANUAL on a session
 *   of theirs, or without one on a client of theirs (it then sits under the General tab, which
 *   holds the notes without a session);
 * - a client: GENERAL_COACHEE (Client Notes), about themself, on a session of theirs or in their
 *   coach's notebook; a coach asking for it gets 400;
 * - nobody: the transcript types, which only the video room's Save and Summarize write.
 *
 * A list names no one's notes but the reader's: a `coacheeId` that is neither the reader nor a
 * client of theirs is a 404 (Client not found), a `sessionId` of a session they are not part of a
 * 404 (Session not found); without either the reader reads only what is theirs to read.
 */

const typeNotAllowed = () => badRequest(NOTE_ERR.TYPE_NOT_ALLOWED, 'NOTE_TYPE_NOT_ALLOWED');
const clientNotFound = () => notFound(ERR.CLIENT_NOT_FOUND, 'CLIENT_NOT_FOUND');
const sessionNotFound = () => notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND');

/** Written only by the video room's Save and Summarize (video/live/service.ts). */
const TRANSCRIPT_TYPES: readonly NoteType[] = ['SESSION_TRANSCRIPT_FULL', 'SESSION_TRANSCRIPT_SUMMARY'];
const COACH_TYPES: readonly NoteType[] = ['SESSION_COACH_MANUAL', 'GENERAL_COACH'];

export interface NewNote {
  coachId: string;
  coacheeId: string | null;
  sessionId: string | null;
  authorId: string;
  noteType: NoteType;
  title: string | null;
  content: string;
  isPrivate: boolean;
  linkedTimestamp: number | null;
}

/** Stores a note whose place the caller has checked, and tells whoever may read it. */
export async function saveNote(ctx: AppContext, values: NewNote): Promise<TNote> {
  const now = ctx.clock.now();
  const id = await insertNote(ctx.db, { ...values, createdAt: now, updatedAt: now });
  const record = await noteById(ctx.db, id);
  if (!record) throw noteNotFound();
  ctx.events.publish('note.changed', { note: record.note, coachId: record.coachId });
  return record.note;
}

/** Which notebook a new note goes in, from who writes it and what it is on; 400 for a type they may not write, 404 for a place not theirs. */
async function placeOf(ctx: AppContext, user: UserRow, body: z.output<typeof ZCreateNoteBody>) {
  const type = body.noteType;
  if (TRANSCRIPT_TYPES.includes(type)) throw typeNotAllowed();
  const asCoachType = COACH_TYPES.includes(type);
  if (body.sessionId) {
    const s = await sessionParties(ctx.db, body.sessionId);
    if (!s || (s.coachId !== user.id && s.clientId !== user.id)) throw noteNotFound();
    if (body.coacheeId && body.coacheeId !== s.clientId) throw noteNotFound();
    // The session's coach writes the coach's types, its client their own notes.
    if ((s.coachId === user.id) !== asCoachType) throw typeNotAllowed();
    return { coachId: s.coachId, coacheeId: s.clientId, sessionId: s.id };
  }
  if (asCoachType) {
    if (user.primaryRoleId !== ROLE.COACH) throw typeNotAllowed();
    // A session note without a session is still about someone: one of the coach's clients.
    if (type === 'SESSION_COACH_MANUAL' && !body.coacheeId) throw typeNotAllowed();
    if (body.coacheeId && !(await isClientOfCoach(ctx.db, user.id, body.coacheeId))) throw noteNotFound();
    return { coachId: user.id, coacheeId: body.coacheeId ?? null, sessionId: null };
  }
  // GENERAL_COACHEE: the client's own note, in their coach's notebook; not a coach's to write.
  if (user.primaryRoleId === ROLE.COACH) throw typeNotAllowed();
  if (body.coacheeId && body.coacheeId !== user.id) throw noteNotFound();
  const coachId = await notebookCoachOf(ctx.db, user.id);
  if (!coachId) throw typeNotAllowed();
  return { coachId, coacheeId: user.id, sessionId: null };
}

export async function createNote(ctx: AppContext, user: UserRow, body: z.output<typeof ZCreateNoteBody>): Promise<TNote> {
  const place = await placeOf(ctx, user, body);
  return saveNote(ctx, {
    ...place,
    authorId: user.id,
    noteType: body.noteType,
    title: body.title ?? null,
    content: body.content,
    isPrivate: body.isPrivate ?? true,
    linkedTimestamp: body.linkedTimestamp ?? null,
  });
}

type NotesQuery = z.output<typeof ZNotesQuery>;

/** Whether the client or session the list names is the reader's (see the comment on top). */
async function scopeError(ctx: AppContext, user: UserRow, query: NotesQuery) {
  const [client, session] = await Promise.all([
    query.coacheeId && query.coacheeId !== user.id ? isClientOfCoach(ctx.db, user.id, query.coacheeId) : true,
    query.sessionId ? sessionParties(ctx.db, query.sessionId) : null,
  ]);
  if (!client) return clientNotFound();
  if (query.sessionId && (!session || (session.coachId !== user.id && session.clientId !== user.id))) return sessionNotFound();
  return null;
}

/**
 * A page of the notes the reader may read, with the total, the tabs' counts and the last edit. The
 * scope check runs beside the reads: they only ever read the reader's own notes, so what they find
 * is dropped unseen when the check answers 404.
 */
export async function listNotes(ctx: AppContext, user: UserRow, query: NotesQuery): Promise<TNotesResult> {
  const filter = {
    readerId: user.id,
    coacheeId: query.coacheeId,
    sessionId: query.sessionId,
    noteType: query.noteType,
    q: query.q,
    kind: query.kind,
  };
  const [refused, notes, tally] = await Promise.all([
    scopeError(ctx, user, query),
    notesPage(ctx.db, filter, query.page, query.pageSize),
    notesTally(ctx.db, filter),
  ]);
  if (refused) throw refused;
  return {
    notes,
    total: tally.counts[query.kind ?? 'all'],
    page: query.page,
    pageSize: query.pageSize,
    counts: tally.counts,
    lastUpdatedAt: tally.lastUpdatedAt,
  };
}

const queryKey = (q: NotesQuery) => [q.coacheeId, q.sessionId, q.noteType, q.q, q.kind, q.page, q.pageSize].map((v) => v ?? '').join('\n');

/**
 * GET /api/notes as the JSON text the route sends ({ data }), for a token whose signature was
 * verified: from the node's cache when this reader asked the same lately and none of their notes
 * changed since (notes-cache.ts); else the account is read (live, this token version, else 401),
 * the page read and kept.
 */
export async function notesListBody(ctx: AppContext, cache: NotesCache, claims: TokenClaims, query: NotesQuery): Promise<string> {
  const now = ctx.clock.now().getTime();
  const key = queryKey(query);
  const cached = cache.get(claims.sub, claims.tv, key, now);
  if (cached !== undefined) return cached;
  const stamp = cache.stamp(claims.sub);
  const user = await findLiveUserById(ctx.db, claims.sub);
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized(ERR.UNAUTHORIZED);
  const body = JSON.stringify({ data: await listNotes(ctx, user, query) });
  cache.keep(stamp, user.id, user.tokenVersion, key, body, now);
  return body;
}

export async function editNote(ctx: AppContext, user: UserRow, id: string, body: z.output<typeof ZUpdateNoteBody>): Promise<TNote> {
  await requireAccess(ctx.db, ownNoteAccess, user, id);
  await updateNote(ctx.db, id, {
    ...(body.content !== undefined ? { content: body.content } : {}),
    ...(body.title !== undefined ? { title: body.title } : {}),
    updatedAt: ctx.clock.now(),
  });
  const record = await noteById(ctx.db, id);
  if (!record) throw noteNotFound();
  ctx.events.publish('note.changed', { note: record.note, coachId: record.coachId });
  return record.note;
}

export async function removeNote(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const { note, coachId, authorId } = await requireAccess(ctx.db, ownNoteAccess, user, id);
  await deleteNote(ctx.db, id);
  ctx.events.publish('note.deleted', {
    noteId: note.id,
    sessionId: note.sessionId,
    coacheeId: note.coacheeId,
    authorId,
    coachId,
    isPrivate: note.isPrivate,
  });
}
