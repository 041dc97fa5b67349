import { sql } from 'kysely';
import type { Db } from '@coach/db';
import { activeRelationships } from '../changes/queries.ts';

/** The human coach a client books with: their room's coach, else an active relationship; with that relationship's id. */
export async function coachOfClient(db: Db, clientId: string): Promise<{ coachId: string; relationshipId: string | null } | undefined> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('rooms')
        .select('humanCoachId')
        .where('clientId', '=', clientId)
        .where('humanCoachId', 'is not', null)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .as('roomCoachId'),
      eb
        .selectFrom('coachClients')
        .select('coachId')
        .where('clientId', '=', clientId)
        .where('status', '=', 'active')
        .orderBy('startedAt', 'desc')
        .limit(1)
        .as('relationCoachId'),
    ])
    .executeTakeFirst();
  const coachId = row?.roomCoachId ?? row?.relationCoachId ?? null;
  if (!coachId) return undefined;
  const relation = await activeRelationships(db, coachId, clientId).executeTakeFirst();
  return { coachId, relationshipId: relation?.id ?? null };
}

/**
 * Serialises bookings of one coach until the transaction ends: the slot check and the insert see
 * every earlier booking of that coach (the exclusion constraint alone would miss the buffer).
 */
export async function lockCoachBookings(db: Db, coachId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${coachId}::text))`.execute(db);
}

export interface NewBooking {
  coachId: string;
  clientId: string;
  relationshipId: string | null;
  scheduledAt: Date;
  duration: number;
  title: string;
  sessionGoals: string | null;
  bookingMessageId: string | null;
}

export async function insertBookedSession(db: Db, b: NewBooking, now: Date): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      coachId: b.coachId,
      clientId: b.clientId,
      relationshipId: b.relationshipId,
      scheduledAt: b.scheduledAt,
      duration: b.duration,
      endsAt: new Date(b.scheduledAt.getTime() + b.duration * 60_000),
      status: 'SCHEDULED',
      title: b.title,
      sessionType: 'video',
      sessionGoals: b.sessionGoals,
      source: 'booking',
      createdBy: b.clientId,
      bookingMessageId: b.bookingMessageId,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the pattern is one of this coach's (active or not). */
export async function isPatternOf(db: Db, coachId: string, patternId: string): Promise<boolean> {
  const row = await db
    .selectFrom('availabilityPatterns')
    .select('id')
    .where('id', '=', patternId)
    .where('coachId', '=', coachId)
    .executeTakeFirst();
  return row !== undefined;
}
