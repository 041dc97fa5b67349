import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, NotesTable } from '@coach/db';
import type { NoteType, TNote, TNotesQuery } from '@coach/contract';

type Db = Kysely<Database> | Transaction<Database>;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A note as the service checks it: the contract's shape plus whose notebook it is in. */
export interface NoteRecord {
  note: TNote;
  coachId: string;
  authorId: string;
}

function notesQuery(db: Db) {
  return db
    .selectFrom('notes as n')
    .innerJoin('users as co', 'co.id', 'n.coachId')
    .innerJoin('users as au', 'au.id', 'n.authorId')
    .leftJoin('sessions as s', 's.id', 'n.sessionId')
    .select([
      'n.id',
      'n.coachId',
      'n.coacheeId',
      'n.sessionId',
      'n.authorId',
      'n.noteType',
      'n.title',
      'n.content',
      'n.isPrivate',
      'n.linkedTimestamp',
      'n.createdAt',
      'n.updatedAt',
      's.title as sessionTitle',
      'co.firstName as coachFirstName',
      'co.lastName as coachLastName',
      'au.firstName as authorFirstName',
      'au.lastName as authorLastName',
    ]);
}
type NoteRow = Awaited<ReturnType<ReturnType<typeof notesQuery>['executeTakeFirstOrThrow']>>;

function toRecord(r: NoteRow): NoteRecord {
  return {
    coachId: r.coachId,
    authorId: r.authorId,
    note: {
      id: r.id,
      coacheeId: r.coacheeId,
      sessionId: r.sessionId,
      noteType: r.noteType,
      title: r.title,
      content: r.content,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      session: r.sessionTitle !== null ? { title: r.sessionTitle } : null,
      coach: { firstName: r.coachFirstName, lastName: r.coachLastName },
      linkedTimestamp: r.linkedTimestamp,
      isPrivate: r.isPrivate,
      author: { id: r.authorId, firstName: r.authorFirstName, lastName: r.authorLastName },
    },
  };
}

export async function noteById(db: Db, id: string): Promise<NoteRecord | undefined> {
  const row = await notesQuery(db).where('n.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * The notes `readerId` may read, newest first: in their notebook (coach) or about them (client),
 * written by them or shared.
 */
export async function readableNotes(db: Db, readerId: string, filters: TNotesQuery, limit: number): Promise<NoteRecord[]> {
  let q = notesQuery(db)
    .where((eb) => eb.or([eb('n.coachId', '=', readerId), eb('n.coacheeId', '=', readerId)]))
    .where((eb) => eb.or([eb('n.authorId', '=', readerId), eb('n.isPrivate', '=', false)]));
  if (filters.coacheeId) q = q.where('n.coacheeId', '=', filters.coacheeId);
  if (filters.sessionId) q = q.where('n.sessionId', '=', filters.sessionId);
  if (filters.noteType) q = q.where('n.noteType', '=', filters.noteType);
  const rows = await q.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
  return rows.map(toRecord);
}

export async function insertNote(db: Db, values: Insertable<NotesTable> & { noteType: NoteType }): Promise<string> {
  const { id } = await db.insertInto('notes').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateNote(db: Db, id: string, patch: { title?: string | null; content?: string; updatedAt: Date }): Promise<void> {
  await db.updateTable('notes').set(patch).where('id', '=', id).execute();
}

export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.deleteFrom('notes').where('id', '=', id).execute();
}

/** The session a note may be written on: its coach, client and title. */
export async function sessionParties(db: Db, sessionId: string) {
  return db.selectFrom('sessions').select(['id', 'coachId', 'clientId', 'title']).where('id', '=', sessionId).executeTakeFirst();
}

/** Whether `clientId` is or was a client of `coachId`. */
export async function isClientOfCoach(db: Db, coachId: string, clientId: string): Promise<boolean> {
  const row = await db.selectFrom('coachClients').select('id').where('coachId', '=', coachId).where('clientId', '=', clientId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The coach whose notebook a client's own general note belongs to: their current coach, else their latest. */
export async function coachOfClient(db: Db, clientId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('coachClients')
    .select('coachId')
    .where('clientId', '=', clientId)
    .orderBy((eb) => eb.case().when('status', '=', 'active').then(0).else(1).end())
    .orderBy('startedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.coachId;
}
