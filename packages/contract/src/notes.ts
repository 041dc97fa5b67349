import { z } from 'zod';
import { ZId, ZIsoDate } from './common.ts';

/**
 * Notes (spec 01 §3 Note, spec 02 §7 Notes). The video room writes them (manual notes, the saved
 * transcript and its summary); the coach's notebook (issue 26) reads and edits the same rows.
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

export const ZNotesQuery = z.object({
  coacheeId: ZId.optional(),
  sessionId: ZId.optional(),
  noteType: z.enum(NOTE_TYPES).optional(),
});
export type TNotesQuery = z.infer<typeof ZNotesQuery>;

export const ZNoteIdParams = z.object({ id: ZId });
export type TNoteIdParams = z.infer<typeof ZNoteIdParams>;
export const ZNoteResult = z.object({ note: ZNote });
export type TNoteResult = z.infer<typeof ZNoteResult>;
export const ZNotesResult = z.object({ notes: z.array(ZNote) });
export type TNotesResult = z.infer<typeof ZNotesResult>;
