import type { Db } from '@coach/db';
import { exists } from '../../lib/exists.ts';

/** Whether the client works with a coach now. */
export function hasActiveCoachRelationship(db: Db, clientId: string): Promise<boolean> {
  return exists(db.selectFrom('coachClients').select('id').where('clientId', '=', clientId).where('status', '=', 'active'));
}
