import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@coach/db';

type Db = Kysely<Database> | Transaction<Database>;

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
