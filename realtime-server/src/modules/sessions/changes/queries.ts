import { sql, type Insertable, type Updateable } from 'kysely';
import { DEFAULT_CANCEL_NOTICE_HOURS } from '@coach/contract';
import type { Db, SessionsTable } from '@coach/db';

/** What a change needs to know of a session, read with a row lock so two changes take turns. */
export function lockSession(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'coachId', 'clientId', 'status', 'scheduledAt', 'duration'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedSession = NonNullable<Awaited<ReturnType<typeof lockSession>>>;

export async function insertSession(db: Db, values: Insertable<SessionsTable>): Promise<string> {
  const row = await db.insertInto('sessions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Updates one session; `bumpSequence` raises its iCalendar SEQUENCE (a new time or a cancel), so
 * calendars that hold the event replace it.
 */
export async function updateSession(db: Db, id: string, patch: Updateable<SessionsTable>, bumpSequence = false): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ...patch, ...(bumpSequence ? { icsSequence: sql<number>`ics_sequence + 1` } : {}) })
    .where('id', '=', id)
    .execute();
}

/** How many hours before a session a client may still cancel or reschedule it (the coach's rule). */
export async function cancelNoticeHours(db: Db, coachId: string): Promise<number> {
  const row = await db.selectFrom('bookingRules').select('cancelNoticeHours').where('coachId', '=', coachId).executeTakeFirst();
  return row?.cancelNoticeHours ?? DEFAULT_CANCEL_NOTICE_HOURS;
}

/** The pair's active coach_clients rows (their ids), the newest first. */
export function activeRelationships(db: Db, coachId: string, clientId: string) {
  return db
    .selectFrom('coachClients')
    .select('id')
    .where('coachId', '=', coachId)
    .where('clientId', '=', clientId)
    .where('status', '=', 'active')
    .orderBy('startedAt', 'desc');
}

/**
 * Whether `clientId` is a client of `coachId`: an active coach_clients row (its id is the
 * relationship) or a room the coach coaches. Undefined when they are strangers.
 */
export async function coachingLink(db: Db, coachId: string, clientId: string): Promise<{ relationshipId: string | null } | undefined> {
  const row = await db
    .selectNoFrom((eb) => [
      activeRelationships(db, coachId, clientId).limit(1).as('relationshipId'),
      eb.exists(eb.selectFrom('rooms').select('id').where('humanCoachId', '=', coachId).where('clientId', '=', clientId)).as('hasRoom'),
    ])
    .executeTakeFirstOrThrow();
  if (row.relationshipId) return { relationshipId: row.relationshipId };
  return row.hasRoom ? { relationshipId: null } : undefined;
}

/** A deleted account is no longer anybody's coach or client. */
export async function isLiveUser(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('deletedAt', 'is', null).executeTakeFirst();
  return row !== undefined;
}
