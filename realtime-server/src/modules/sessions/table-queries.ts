import type { Db } from '@coach/db';
import { sql } from 'kysely';
import { ACTIVE_SESSION_STATUSES, type SessionSortColumn, type SessionStatus, type TSession, type TSessionCounts } from '@coach/contract';
import { sessionsSelect, toSession } from './queries.ts';

/** An interval of instants, [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

/** The sessions of one party (`party`: its column) starting in the range. */
const startingIn = (db: Db, party: 's.coachId' | 's.clientId', id: string, range: Range) =>
  sessionsSelect(db).where(party, '=', id).where('s.scheduledAt', '>=', range.from).where('s.scheduledAt', '<', range.to);

/** A coach's sessions starting in the range, oldest first; only `statuses` when given. */
export async function coachSessionsInRange(
  db: Db,
  coachId: string,
  range: Range,
  statuses?: readonly SessionStatus[],
): Promise<TSession[]> {
  let q = startingIn(db, 's.coachId', coachId, range);
  if (statuses) q = q.where('s.status', 'in', statuses);
  const rows = await q.orderBy('s.scheduledAt').orderBy('s.id').execute();
  return rows.map((r) => toSession(r));
}

/** A client's sessions starting in the range, oldest first; only those with `coachId` when given. */
export async function clientSessionsInRange(db: Db, clientId: string, range: Range, coachId?: string): Promise<TSession[]> {
  let q = startingIn(db, 's.clientId', clientId, range);
  if (coachId) q = q.where('s.coachId', '=', coachId);
  const rows = await q.orderBy('s.scheduledAt').orderBy('s.id').execute();
  return rows.map((r) => toSession(r));
}

/** The coach's next live session that has not ended yet (one running now counts), or undefined. */
export async function nextLiveSession(db: Db, coachId: string, now: Date): Promise<TSession | undefined> {
  const row = await sessionsSelect(db)
    .where('s.coachId', '=', coachId)
    .where('s.status', 'in', ACTIVE_SESSION_STATUSES)
    .where('s.endsAt', '>', now)
    .orderBy('s.scheduledAt')
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  return row ? toSession(row) : undefined;
}

export interface TableFilters {
  search?: string;
  statuses: readonly SessionStatus[];
  range?: Partial<Range>;
}

export interface TableOrder {
  sort: SessionSortColumn;
  order: 'asc' | 'desc';
}

/** `%` and `_` in what a person typed match themselves. */
const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, coachId: string, f: TableFilters) {
  let q = sessionsSelect(db).where('s.coachId', '=', coachId).where('s.status', 'in', f.statuses);
  if (f.range?.from) q = q.where('s.scheduledAt', '>=', f.range.from);
  if (f.range?.to) q = q.where('s.scheduledAt', '<', f.range.to);
  if (f.search) {
    const pattern = likeEscape(f.search);
    q = q.where((eb) =>
      eb.or([eb(sql<string>`cl.first_name || ' ' || cl.last_name`, 'ilike', pattern), eb('s.sessionGoals', 'ilike', pattern)]),
    );
  }
  return q;
}

/** The sort key of each sortable column; the start time and the id break ties so pages never shift. */
const SORT_KEYS = {
  coachee: sql`lower(cl.first_name || ' ' || cl.last_name)`,
  scheduledAt: sql`s.scheduled_at`,
  duration: sql`s.duration`,
  type: sql`s.session_type`,
  status: sql`s.status`,
} as const;

function ordered(q: ReturnType<typeof filtered>, o: TableOrder) {
  const dir = o.order === 'desc' ? sql`desc` : sql`asc`;
  return q
    .orderBy(sql`${SORT_KEYS[o.sort]} ${dir}`)
    .orderBy(sql`s.scheduled_at ${dir}`)
    .orderBy(sql`s.id ${dir}`);
}

/** One page of the session table and the number of rows over all pages. */
export async function sessionTablePage(db: Db, coachId: string, f: TableFilters, o: TableOrder, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    ordered(filtered(db, coachId, f), o)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, coachId, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { sessions: rows.map((r) => toSession(r)), total: Number(count.n) };
}

/** Every row of the filtered table, in its order (the CSV export). */
export async function sessionTableAll(db: Db, coachId: string, f: TableFilters, o: TableOrder): Promise<TSession[]> {
  const rows = await ordered(filtered(db, coachId, f), o).execute();
  return rows.map((r) => toSession(r));
}

/** The page header's counters over all the coach's sessions. */
export async function sessionCounts(db: Db, coachId: string): Promise<TSessionCounts> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where status in ('SCHEDULED', 'CONFIRMED', 'IN_PROGRESS'))`.as('upcoming'),
      sql<string>`count(*) filter (where status = 'COMPLETED')`.as('completed'),
      sql<string>`count(*) filter (where status = 'CANCELLED')`.as('cancelled'),
    ])
    .where('coachId', '=', coachId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), upcoming: Number(row.upcoming), completed: Number(row.completed), cancelled: Number(row.cancelled) };
}

/** Every session a person takes part in, as coach or client, oldest first (the account export). */
export async function sessionsOfPerson(db: Db, userId: string): Promise<TSession[]> {
  const rows = await sessionsSelect(db)
    .where((eb) => eb.or([eb('s.coachId', '=', userId), eb('s.clientId', '=', userId)]))
    .orderBy('s.scheduledAt')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => toSession(r));
}
