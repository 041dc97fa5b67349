import { sql, type Insertable } from 'kysely';
import type { NotesTable, Db } from '@coach/db';
import type { NoteKind, NoteType, TNote } from '@coach/contract';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A note as the service checks it: the contract's shape plus whose notebook it is in. */
export interface NoteRecord {
  note: TNote;
  coachId: string;
  authorId: string;
}

/**
 * The notes `rows` picks (whole rows of `notes as n`) with their session's title and the coach's
 * and author's names, joined only to the rows picked: a page's ten, not every match.
 */
function withNames(db: Db, rows: ReturnType<typeof noteRows>) {
  return db
    .selectFrom(rows.as('n'))
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
const fromNotes = (db: Db) => db.selectFrom('notes as n');
const noteRows = (q: ReturnType<typeof fromNotes>) => q.selectAll('n');
type NoteRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

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
  const row = await withNames(db, noteRows(fromNotes(db).where('n.id', '=', id))).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Whose notes a list reads: the reader's, about one client (checked by the service) or on one session. */
export interface NotesScope {
  readerId: string;
  /** The reader themself, or a client of theirs (the service has checked which). */
  coacheeId?: string | undefined;
  sessionId?: string | undefined;
}

/** What a list shows of its scope: one type, a search, one tab. */
export interface NotesFilter extends NotesScope {
  noteType?: NoteType | undefined;
  q?: string | undefined;
  kind?: NoteKind | undefined;
}

/**
 * The notes the reader may read, in their notebook (coach) or about them (client), written by
 * them or shared; narrowed to one client or session. With a client other than the reader, the
 * reader can only be their coach: `coach_id = reader and coachee_id = client` is what the
 * notebook's index (notes_coach_coachee_created_idx) serves.
 */
function inScope(db: Db, s: NotesScope) {
  let q = fromNotes(db);
  if (s.coacheeId && s.coacheeId !== s.readerId) q = q.where('n.coachId', '=', s.readerId).where('n.coacheeId', '=', s.coacheeId);
  else if (s.coacheeId) q = q.where('n.coacheeId', '=', s.readerId);
  else q = q.where((eb) => eb.or([eb('n.coachId', '=', s.readerId), eb('n.coacheeId', '=', s.readerId)]));
  q = q.where((eb) => eb.or([eb('n.authorId', '=', s.readerId), eb('n.isPrivate', '=', false)]));
  if (s.sessionId) q = q.where('n.sessionId', '=', s.sessionId);
  return q;
}

/** `%`, `_` and `\` in what a person typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The scope narrowed by type and search. The search is `ilike '%q%'` on title or content, which
 * the trigram GIN indexes (notes_title_trgm_idx, notes_content_trgm_idx) answer as a BitmapOr.
 */
function matching(db: Db, f: NotesFilter) {
  let q = inScope(db, f);
  if (f.noteType) q = q.where('n.noteType', '=', f.noteType);
  if (f.q) {
    const pattern = likePattern(f.q);
    q = q.where((eb) => eb.or([eb('n.title', 'ilike', pattern), eb('n.content', 'ilike', pattern)]));
  }
  return q;
}

/** One page of the matching notes of the tab (`kind`), newest first (exported for bench/notes.ts's EXPLAIN). */
export function notesPageQuery(db: Db, f: NotesFilter, page: number, pageSize: number) {
  let q = matching(db, f);
  if (f.kind === 'session') q = q.where('n.sessionId', 'is not', null);
  if (f.kind === 'general') q = q.where('n.sessionId', 'is', null);
  const rows = noteRows(q)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return withNames(db, rows).orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc');
}

export async function notesPage(db: Db, f: NotesFilter, page: number, pageSize: number): Promise<TNote[]> {
  const rows = await notesPageQuery(db, f, page, pageSize).execute();
  return rows.map((r) => toRecord(r).note);
}

export interface NotesTally {
  counts: { all: number; session: number; general: number };
  lastUpdatedAt: string | null;
}

/**
 * The tabs' counts of the matching notes (every filter but the tab), and the newest edit in the
 * scope (the header's "last updated", whatever the search or type), in one statement.
 */
export function notesTallyQuery(db: Db, f: NotesFilter) {
  return matching(db, f).select((eb) => [
    eb.fn.countAll<string>().as('all'),
    sql<string>`count(*) filter (where n.session_id is not null)`.as('session'),
    inScope(db, f)
      .select((e) => e.fn.max('n.updatedAt').as('latest'))
      .as('lastUpdatedAt'),
  ]);
}

export async function notesTally(db: Db, f: NotesFilter): Promise<NotesTally> {
  const row = await notesTallyQuery(db, f).executeTakeFirstOrThrow();
  const all = Number(row.all);
  const session = Number(row.session);
  return { counts: { all, session, general: all - session }, lastUpdatedAt: row.lastUpdatedAt ? iso(row.lastUpdatedAt) : null };
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
  const row = await db
    .selectFrom('coachClients')
    .select('id')
    .where('coachId', '=', coachId)
    .where('clientId', '=', clientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The coach whose notebook a client's own general note belongs to: their current coach, else their latest. */
export async function notebookCoachOf(db: Db, clientId: string): Promise<string | undefined> {
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
