import { sql, type Kysely } from 'kysely';
import type { Database } from '@coach/db';

/** The cheapest round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
