import { noteEndpoints as e, type NoteKind, type NoteType, type TCreateNoteBody, type TUpdateNoteBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/**
 * One page of a client's notebook as the notebook asks for it (search, type filter, tab, page: docs/coach-workspace.md#notebook-and-notes).
 */
export interface NotebookQuery {
  coacheeId: string;
  q?: string;
  noteType?: NoteType;
  kind?: NoteKind;
  page: number;
  pageSize: number;
}

/** The notebook's query as the server reads it; an empty search is left out. */
const listQuery = (query: NotebookQuery) => ({
  coacheeId: query.coacheeId,
  page: query.page,
  pageSize: query.pageSize,
  q: query.q || undefined,
  noteType: query.noteType,
  kind: query.kind,
});

/** The notebook's calls (docs/coach-workspace.md#calls). Changes made elsewhere arrive as 'note:changed' / 'note:deleted'. */
export const notesApi = {
  list: (query: NotebookQuery) => callData(e.listNotes, { query: listQuery(query) }),
  create: (body: TCreateNoteBody) => callData(e.createNote, { body }),
  update: (noteId: string, body: TUpdateNoteBody) => callData(e.updateNote, { params: { id: noteId }, body }),
  remove: (noteId: string) => callData(e.deleteNote, { params: { id: noteId } }),
};

/** TanStack Query keys: every page of one client's notebook sits under `client(coacheeId)`. */
export const notesKeys = {
  all: ['notebook'] as const,
  client: (coacheeId: string) => ['notebook', coacheeId] as const,
  list: (query: NotebookQuery) => ['notebook', query.coacheeId, 'list', query] as const,
  sessions: (coacheeId: string) => ['notebook', coacheeId, 'sessions'] as const,
};
