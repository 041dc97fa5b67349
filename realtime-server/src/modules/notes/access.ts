import { NOTE_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { noteById, type NoteRecord } from './queries.ts';

export const noteNotFound = () => notFound(NOTE_ERR.NOT_FOUND, 'NOTE_NOT_FOUND');

/** Who may read a note: its coach or its client, and a private one only its author. */
export const canRead = (r: NoteRecord, userId: string) =>
  (r.coachId === userId || r.note.coacheeId === userId) && (r.authorId === userId || !r.note.isPrivate);

/** A note you may edit or delete: one you wrote and may still read. */
export const ownNoteAccess = defineAccess({
  async find(db, userId, id: string) {
    const record = await noteById(db, id);
    return record && canRead(record, userId) && record.authorId === userId ? record : undefined;
  },
  notFound: noteNotFound,
});
