import { z } from 'zod';
import { ZEnvelope, ZId, ZIdParams, ZIsoDate, ZSuccess } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * Notes (docs/coach-workspace.md#notebook-and-notes). The video room writes them (manual notes, the saved
 * transcript and its summary: docs/video-room.md#transcript-notes); the coach's notebook reads and edits the same rows.
 */
export const NOTE_TYPES = [
  'SESSION_COACH_MANUAL',
  'SESSION_TRANSCRIPT_FULL',
  'SESSION_TRANSCRIPT_SUMMARY',
  'GENERAL_COACH',
  'GENERAL_COACHEE',
] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const NOTE_TYPE_LABEL: Record<NoteType, string> = {
  SESSION_COACH_MANUAL: 'Session Notes',
  SESSION_TRANSCRIPT_FULL: 'Full Transcript',
  SESSION_TRANSCRIPT_SUMMARY: 'Session Summary',
  GENERAL_COACH: 'General Notes',
  GENERAL_COACHEE: 'Client Notes',
};
export const NOTE_TITLE_MAX = 200;
/** A saved transcript can be long: 5000 lines of up to 1000 characters fit. */
export const NOTE_CONTENT_MAX = 6_000_000;
/** A hand-written note. */
export const MANUAL_NOTE_MAX = 20_000;

export const NOTE_ERR = {
  NOT_FOUND: 'Note not found',
  CONTENT_REQUIRED: 'Note content is required',
  LOAD_FAILED: 'Failed to load notes. Please try again.',
  SAVE_FAILED: 'Failed to save note. Please try again.',
  UPDATE_FAILED: 'Failed to update note. Please try again.',
  DELETE_FAILED: 'Failed to delete note. Please try again.',
  DELETE_CONFIRM: 'Are you sure you want to delete this note?',
  /** A coachee writes only their own notes; transcript notes come from the room's Save and Summarize. */
  TYPE_NOT_ALLOWED: 'You cannot write a note of this type.',
} as const;

const ZPersonName = z.object({ id: ZId, firstName: z.string(), lastName: z.string() });

export const ZNote = z.object({
  id: ZId,
  coacheeId: ZId.nullable(),
  sessionId: ZId.nullable(),
  noteType: z.enum(NOTE_TYPES),
  title: z.string().nullable(),
  content: z.string(),
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
  session: z.object({ title: z.string() }).nullable(),
  coach: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Seconds into the call when written in the video room. */
  linkedTimestamp: z.number().int().nullable(),
  isPrivate: z.boolean(),
  author: ZPersonName,
});
export type TNote = z.infer<typeof ZNote>;

const noteContent = z.string().trim().min(1, NOTE_ERR.CONTENT_REQUIRED).max(NOTE_CONTENT_MAX);
const noteTitle = z
  .string()
  .trim()
  .max(NOTE_TITLE_MAX)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** POST /api/notes: a session note needs sessionId (its client is the session's); a general note a coacheeId. */
export const ZCreateNoteBody = z.strictObject({
  coacheeId: ZId.nullable().optional(),
  sessionId: ZId.nullable().optional(),
  noteType: z.enum(NOTE_TYPES),
  title: noteTitle,
  content: noteContent,
  /** Shared notes are read by the coach and the client; private ones by their author (default). */
  isPrivate: z.boolean().optional(),
  linkedTimestamp: z.number().int().min(0).max(86_400).nullable().optional(),
});
export type TCreateNoteBody = z.input<typeof ZCreateNoteBody>;

export const ZUpdateNoteBody = z.strictObject({ content: noteContent.optional(), title: noteTitle });
export type TUpdateNoteBody = z.input<typeof ZUpdateNoteBody>;

/** The notebook shows pages of 10 (docs/coach-workspace.md#notebook-and-notes); the video room asks for up to NOTES_PAGE_MAX at once. */
export const NOTES_PAGE_SIZE = 10;
export const NOTES_PAGE_MAX = 100;
export const NOTES_SEARCH_MAX = 200;
/** The notebook's tabs: notes on a session, and general notes (without one). */
export const NOTE_KINDS = ['session', 'general'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
/** The notebook's type filter: General Notes, Session Notes, Session Summaries. */
export const NOTE_FILTER_LABEL = {
  GENERAL_COACH: 'General Notes',
  SESSION_COACH_MANUAL: 'Session Notes',
  SESSION_TRANSCRIPT_SUMMARY: 'Session Summaries',
} as const;
/** The type badge of a note with a session and no client. */
export const GENERAL_SESSION_NOTE_LABEL = 'General Session Note';
export const NOTEBOOK_UI = {
  EMPTY_ALL: 'No notes found. Start by adding your first note.',
  EMPTY_SESSIONS: 'No session notes yet.',
  EMPTY_GENERAL: 'No general notes yet.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} notes`,
} as const;

/**
 * GET /api/notes: filters, a case-insensitive search `q` on title and content (pg_trgm indexes),
 * the tab (`kind`), and a page (1-based) of `pageSize` (default 10).
 */
export const ZNotesQuery = z.object({
  coacheeId: ZId.optional(),
  sessionId: ZId.optional(),
  noteType: z.enum(NOTE_TYPES).optional(),
  q: z.string().trim().max(NOTES_SEARCH_MAX).optional(),
  kind: z.enum(NOTE_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTES_PAGE_MAX).default(NOTES_PAGE_SIZE),
});
export type TNotesQuery = z.input<typeof ZNotesQuery>;

export const ZNoteIdParams = ZIdParams;
export type TNoteIdParams = z.infer<typeof ZNoteIdParams>;
export const ZNoteResult = z.object({ note: ZNote });
export type TNoteResult = z.infer<typeof ZNoteResult>;
/**
 * A page of notes, newest first. `total` counts the notes matching every filter (the tab's too);
 * `counts` are the tabs' counts under the other filters; `lastUpdatedAt` the newest edit among all.
 */
export const ZNotesResult = z.object({
  notes: z.array(ZNote),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ all: z.number().int(), session: z.number().int(), general: z.number().int() }),
  lastUpdatedAt: ZIsoDate.nullable(),
});
export type TNotesResult = z.infer<typeof ZNotesResult>;

/** The notes calls: the coach's notebook and the video room's notes. */
export const noteEndpoints = defineEndpoints('Notes', {
  createNote: {
    method: 'POST',
    path: '/api/notes',
    summary: 'Write a note',
    auth: 'token',
    body: ZCreateNoteBody,
    status: 201,
    response: ZEnvelope(ZNoteResult),
    errors: [404],
  },
  listNotes: {
    method: 'GET',
    path: '/api/notes',
    summary: 'List the notes I may read: a page, searched and filtered, with the counts',
    // The token's signature at the door; its account is read in the service, unless a cached answer was computed for it.
    auth: 'claims',
    query: ZNotesQuery,
    response: ZEnvelope(ZNotesResult),
    errors: [404],
  },
  updateNote: {
    method: 'PUT',
    path: '/api/notes/:id',
    summary: 'Edit my note',
    auth: 'token',
    params: ZNoteIdParams,
    body: ZUpdateNoteBody,
    response: ZEnvelope(ZNoteResult),
    errors: [404],
  },
  deleteNote: {
    method: 'DELETE',
    path: '/api/notes/:id',
    summary: 'Delete my note',
    auth: 'token',
    params: ZNoteIdParams,
    response: ZEnvelope(ZSuccess),
    errors: [404],
  },
});
