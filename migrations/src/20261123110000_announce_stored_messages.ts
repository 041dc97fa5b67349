import { sql, type Kysely } from 'kysely';

/**
 * A stored message is announced on `read_cache` by the node that stored it, after its commit
 * (realtime-server RoomAnnouncer), no longer by a trigger inside the send: a transaction that
 * notifies holds PostgreSQL's notification lock through its commit, so every send of the cluster
 * committed one at a time. Edits and deletes keep their trigger (any writer, rare).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger messages_read_cache on messages`.execute(db);
  await sql`create trigger messages_read_cache after update or delete on messages
    for each row execute function notify_read_cache_room()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger messages_read_cache on messages`.execute(db);
  await sql`create trigger messages_read_cache after insert or update or delete on messages
    for each row execute function notify_read_cache_room()`.execute(db);
}
