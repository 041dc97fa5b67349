import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@coach/db';
import { exists } from '../../lib/exists.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the client works with a coach now. */
export function hasActiveCoachRelationship(db: Db, clientId: string): Promise<boolean> {
  return exists(db.selectFrom('coachClients').select('id').where('clientId', '=', clientId).where('status', '=', 'active'));
}
