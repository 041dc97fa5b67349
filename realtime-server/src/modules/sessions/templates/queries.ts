import { sql, type Insertable, type Updateable } from 'kysely';
import { ACTIVE_SESSION_STATUSES } from '@coach/contract';
import type { Db, SessionTemplatesTable, SessionsTable } from '@coach/db';

const TEMPLATE_COLUMNS = [
  'id',
  'coachId',
  'clientId',
  'relationshipId',
  'rrule',
  'startTime',
  'duration',
  'title',
  'description',
  'sessionType',
  // Local days travel as 'YYYY-MM-DD' text, never as a Date at some midnight.
  sql<string>`start_date::text`.as('startDate'),
  sql<string | null>`end_date::text`.as('endDate'),
  'count',
  'timeZone',
  'materializedUntil',
  'isActive',
] as const;

export function findTemplate(db: Db, id: string, lock = false) {
  const q = db.selectFrom('sessionTemplates').select(TEMPLATE_COLUMNS).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}
export type TemplateRecord = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export function activeTemplatesOfCoach(db: Db, coachId: string): Promise<TemplateRecord[]> {
  return db
    .selectFrom('sessionTemplates')
    .select(TEMPLATE_COLUMNS)
    .where('coachId', '=', coachId)
    .where('isActive', '=', true)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function insertTemplate(db: Db, values: Insertable<SessionTemplatesTable>): Promise<TemplateRecord> {
  return db.insertInto('sessionTemplates').values(values).returning(TEMPLATE_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateTemplate(db: Db, id: string, patch: Updateable<SessionTemplatesTable>): Promise<TemplateRecord> {
  return db.updateTable('sessionTemplates').set(patch).where('id', '=', id).returning(TEMPLATE_COLUMNS).executeTakeFirstOrThrow();
}

/**
 * Inserts a template's occurrences; one that would overlap a live session of the coach is skipped
 * by the no-overlap guard itself (ON CONFLICT DO NOTHING works with exclusion constraints), so a
 * booking made at the same moment cannot slip between a check and the insert. Returns the new ids.
 */
export async function insertOccurrences(db: Db, rows: Insertable<SessionsTable>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('sessions')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** The template's live sessions that have not started by `now`, locked for a change. */
export function futureLiveSessionsOfTemplate(db: Db, templateId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'scheduledAt', 'duration'])
    .where('templateId', '=', templateId)
    .where('status', 'in', ACTIVE_SESSION_STATUSES)
    .where('scheduledAt', '>', now)
    .orderBy('scheduledAt')
    .forUpdate()
    .execute();
}

/** Never-ending (or far-ending) templates whose sessions stop before `horizon`: the extension job's work. */
export function templatesToExtend(db: Db, horizon: Date, limit: number): Promise<TemplateRecord[]> {
  return (
    db
      .selectFrom('sessionTemplates')
      .select(TEMPLATE_COLUMNS)
      .where('isActive', '=', true)
      .where('count', 'is', null)
      .where((eb) => eb.or([eb('materializedUntil', 'is', null), eb('materializedUntil', '<', horizon)]))
      // A template whose end date is already covered has nothing left to add.
      .where((eb) =>
        eb.or([
          eb('endDate', 'is', null),
          eb('materializedUntil', 'is', null),
          eb('materializedUntil', '<', sql<Date>`(end_date + 1)::timestamp at time zone time_zone`),
        ]),
      )
      .orderBy('materializedUntil')
      .limit(limit)
      .execute()
  );
}

/** Every series a person takes part in, as coach or client (the account export). */
export function templatesOfPerson(db: Db, userId: string): Promise<TemplateRecord[]> {
  return db
    .selectFrom('sessionTemplates')
    .select(TEMPLATE_COLUMNS)
    .where((eb) => eb.or([eb('coachId', '=', userId), eb('clientId', '=', userId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
