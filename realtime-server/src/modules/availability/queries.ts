import { sql, type Insertable, type Updateable } from 'kysely';
import type { AvailabilityPatternsTable, Db } from '@coach/db';
import {
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_CANCEL_NOTICE_HOURS,
  DEFAULT_MIN_NOTICE_MINUTES,
  type TAvailabilityPattern,
  type TBookingRules,
} from '@coach/contract';

function patternSelect(db: Db) {
  return db.selectFrom('availabilityPatterns').select([
    'id',
    'type',
    'rrule',
    // A date column comes back as text: the local day, never shifted by the server's zone.
    sql<string | null>`specific_date::text`.as('specificDate'),
    'startTime',
    'endTime',
    'title',
    'isActive',
  ]);
}

/** The coach's patterns: weekly ones first, then one-time blocks by day, each by start time. */
export function patternsOf(db: Db, coachId: string): Promise<TAvailabilityPattern[]> {
  return patternSelect(db)
    .where('coachId', '=', coachId)
    .orderBy(sql`type = 'STATIC'`)
    .orderBy('specificDate')
    .orderBy('startTime')
    .orderBy('createdAt')
    .execute();
}

/** One pattern of this coach (another coach's pattern reads as missing). */
export function patternOfCoach(db: Db, coachId: string, id: string): Promise<TAvailabilityPattern | undefined> {
  return patternSelect(db).where('coachId', '=', coachId).where('id', '=', id).executeTakeFirst();
}

export async function insertPattern(db: Db, values: Insertable<AvailabilityPatternsTable>): Promise<TAvailabilityPattern> {
  const { id } = await db.insertInto('availabilityPatterns').values(values).returning('id').executeTakeFirstOrThrow();
  return (await patternOfCoach(db, values.coachId, id))!;
}

export async function updatePattern(
  db: Db,
  coachId: string,
  id: string,
  values: Updateable<AvailabilityPatternsTable>,
): Promise<TAvailabilityPattern | undefined> {
  const row = await db
    .updateTable('availabilityPatterns')
    .set(values)
    .where('coachId', '=', coachId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row ? patternOfCoach(db, coachId, id) : undefined;
}

export async function deletePattern(db: Db, coachId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('availabilityPatterns')
    .where('coachId', '=', coachId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deletePatternsOf(db: Db, coachId: string): Promise<number> {
  const result = await db.deleteFrom('availabilityPatterns').where('coachId', '=', coachId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The coach's rules, or the defaults when they never set any. */
export async function bookingRulesOf(db: Db, coachId: string): Promise<TBookingRules> {
  const row = await db
    .selectFrom('bookingRules')
    .select(['minNoticeMinutes', 'bufferMinutes', 'cancelNoticeHours'])
    .where('coachId', '=', coachId)
    .executeTakeFirst();
  return (
    row ?? {
      minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
      bufferMinutes: DEFAULT_BUFFER_MINUTES,
      cancelNoticeHours: DEFAULT_CANCEL_NOTICE_HOURS,
    }
  );
}

export async function saveBookingRules(db: Db, coachId: string, rules: TBookingRules, now: Date): Promise<TBookingRules> {
  return db
    .insertInto('bookingRules')
    .values({ coachId, ...rules, updatedAt: now })
    .onConflict((oc) => oc.column('coachId').doUpdateSet({ ...rules, updatedAt: now }))
    .returning(['minNoticeMinutes', 'bufferMinutes', 'cancelNoticeHours'])
    .executeTakeFirstOrThrow();
}
