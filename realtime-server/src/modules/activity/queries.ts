import { sql } from 'kysely';
import type { Db } from '@coach/db';

/** Counts one thing a member did in a room on a local day; returns the day's count after it. */
export async function bumpActivity(db: Db, roomId: string, userId: string, day: string): Promise<number> {
  const row = await db
    .insertInto('roomActivity')
    .values({ roomId, userId, day, count: 1 })
    .onConflict((oc) => oc.columns(['roomId', 'userId', 'day']).doUpdateSet({ count: sql`room_activity.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}
