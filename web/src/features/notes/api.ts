import type { NoteKind, NoteType, TCreateNoteBody, TNoteResult, TNotesResult, TSuccess, TUpdateNoteBody } from '@coach/contract';
import { api } from '../../lib/api.ts';

/** One page of a client's notebook as the notebook asks for it (spec §2: search, type filter, tab, page). */
export interface NotebookQuery {
  coacheeId: string;
  q?: string;
  noteType?: NoteType;
  kind?: NoteKind;
  page: number;
  pageSize: number;
}

const id = encodeURIComponent;

function listPath(query: NotebookQuery): string {
  const params = new URLSearchParams({ coacheeId: query.coacheeId, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.noteType) params.set('noteType', query.noteType);
  if (query.kind) params.set('kind', query.kind);
  return `/api/notes?${params}`;
}

/** The notebook's calls (spec 02 §7 Notes). Changes made elsewhere arrive as 'note:changed' / 'note:deleted'. */
export const notesApi = {
  list: (query: NotebookQuery) => api<TNotesResult>('GET', listPath(query)),
  create: (body: TCreateNoteBody) => api<TNoteResult>('POST', '/api/notes', body),
  update: (noteId: string, body: TUpdateNoteBody) => api<TNoteResult>('PUT', `/api/notes/${id(noteId)}`, body),
  remove: (noteId: string) => api<TSuccess>('DELETE', `/api/notes/${id(noteId)}`),
};

/** TanStack Query keys: every page of one client's notebook sits under `client(coacheeId)`. */
export const notesKeys = {
  all: ['notebook'] as const,
  client: (coacheeId: string) => ['notebook', coacheeId] as const,
  list: (query: NotebookQuery) => ['notebook', query.coacheeId, 'list', query] as const,
  sessions: (coacheeId: string) => ['notebook', coacheeId, 'sessions'] as const,
};
