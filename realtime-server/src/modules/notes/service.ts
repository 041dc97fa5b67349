import { NOTE_ERR, ROLE, type NoteType, type TNote, type TNotesQuery, type ZCreateNoteBody, type ZUpdateNoteBody } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  coachOfClient,
  deleteNote,
  insertNote,
  isClientOfCoach,
  noteById,
  readableNotes,
  sessionParties,
  updateNote,
  type NoteRecord,
} from './queries.ts';

/**
 * Notes (spec 02 §7 Notes). A note lives in a coach's notebook (coach_id) and is about a client
 * (coachee_id), maybe on a session. Its author reads it; a shared one (is_private false) is read by
 * the coach and the client too. Only the author edits or deletes it. Anything else is a 404.
 */

export const noteNotFound = () => notFound(NOTE_ERR.NOT_FOUND, 'NOTE_NOT_FOUND');
const typeNotAllowed = () => badRequest(NOTE_ERR.TYPE_NOT_ALLOWED, 'NOTE_TYPE_NOT_ALLOWED');

/** The notes a list answers with at most (the notebook's pages and search come with issue 26). */
const NOTES_LIST_MAX = 500;
/** Written only by the video room's Save and Summarize (video/live-service.ts). */
const TRANSCRIPT_TYPES: readonly NoteType[] = ['SESSION_TRANSCRIPT_FULL', 'SESSION_TRANSCRIPT_SUMMARY'];
const COACH_TYPES: readonly NoteType[] = ['SESSION_COACH_MANUAL', 'GENERAL_COACH'];

const canRead = (r: NoteRecord, userId: string) =>
  (r.coachId === userId || r.note.coacheeId === userId) && (r.authorId === userId || !r.note.isPrivate);

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
  if (type === 'SESSION_COACH_MANUAL') throw typeNotAllowed();
  if (type === 'GENERAL_COACH') {
    if (user.primaryRoleId !== ROLE.COACH) throw typeNotAllowed();
    if (body.coacheeId && !(await isClientOfCoach(ctx.db, user.id, body.coacheeId))) throw noteNotFound();
    return { coachId: user.id, coacheeId: body.coacheeId ?? null, sessionId: null };
  }
  // GENERAL_COACHEE: the client's own note, in their coach's notebook.
  if (body.coacheeId && body.coacheeId !== user.id) throw noteNotFound();
  const coachId = await coachOfClient(ctx.db, user.id);
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

export async function listNotes(ctx: AppContext, user: UserRow, query: TNotesQuery): Promise<TNote[]> {
  const records = await readableNotes(ctx.db, user.id, query, NOTES_LIST_MAX);
  return records.map((r) => r.note);
}

/** The note if `user` wrote it; 404 otherwise (whether it exists or not). */
async function ownNote(ctx: AppContext, user: UserRow, id: string): Promise<NoteRecord> {
  const record = await noteById(ctx.db, id);
  if (!record || !canRead(record, user.id) || record.authorId !== user.id) throw noteNotFound();
  return record;
}

export async function editNote(ctx: AppContext, user: UserRow, id: string, body: z.output<typeof ZUpdateNoteBody>): Promise<TNote> {
  await ownNote(ctx, user, id);
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
  const { note, coachId, authorId } = await ownNote(ctx, user, id);
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
