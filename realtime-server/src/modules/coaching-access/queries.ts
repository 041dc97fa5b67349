import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@coach/db';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the client works with a coach now. */
export async function hasActiveCoachRelationship(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('coachClients')
    .select('id')
    .where('clientId', '=', clientId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
