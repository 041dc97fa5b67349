import { sql, type Kysely } from 'kysely';

/**
 * Every server node caches hot chat reads (a room's message pages, who may read them) and drops
 * what a write makes stale when PostgreSQL notifies channel `read_cache`, whichever node or job
 * wrote: `room:<id>` when a room's messages change, `*` when membership, an account's tokens or
 * an author's name or role change (rare: every cached read goes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function notify_read_cache_room() returns trigger language plpgsql as $$
    begin
      perform pg_notify('read_cache', 'room:' || coalesce(new.room_id, old.room_id));
      return null;
    end $$`.execute(db);
  await sql`create function notify_read_cache_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('read_cache', '*');
      return null;
    end $$`.execute(db);
  await sql`create trigger messages_read_cache after insert or update or delete on messages
    for each row execute function notify_read_cache_room()`.execute(db);
  // Unread counts and read marks update room_members on every message: only who is a member counts.
  await sql`create trigger room_members_read_cache after delete or update of room_id, user_id on room_members
    for each row execute function notify_read_cache_all()`.execute(db);
  await sql`create trigger users_read_cache after update of token_version, deleted_at, first_name, last_name, primary_role_id on users
    for each row when (old.token_version is distinct from new.token_version or old.deleted_at is distinct from new.deleted_at
      or old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
      or old.primary_role_id is distinct from new.primary_role_id)
    execute function notify_read_cache_all()`.execute(db);
  await sql`create trigger users_deleted_read_cache after delete on users
    for each row execute function notify_read_cache_all()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_deleted_read_cache on users`.execute(db);
  await sql`drop trigger users_read_cache on users`.execute(db);
  await sql`drop trigger room_members_read_cache on room_members`.execute(db);
  await sql`drop trigger messages_read_cache on messages`.execute(db);
  await sql`drop function notify_read_cache_all()`.execute(db);
  await sql`drop function notify_read_cache_room()`.execute(db);
}
