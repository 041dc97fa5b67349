import { sql, type Kysely } from 'kysely';
import type { Database } from '@coach/db';
import { READ_CACHE_CHANNEL } from './read-cache.ts';

/**
 * One statement that notifies every node's read cache of the given payloads ('room:<id>') on
 * READ_CACHE_CHANNEL: what RoomAnnouncer sends, outside the transactions that stored the messages.
 */
export async function notifyReadCaches(db: Kysely<Database>, payloads: string[]): Promise<void> {
  await sql`select pg_notify(${READ_CACHE_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db);
}
