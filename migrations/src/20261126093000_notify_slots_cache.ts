import { sql, type Kysely } from 'kysely';

/**
 * Every server node keeps the free-slots answers it computed (GET /api/sessions/available/...)
 * and drops them when PostgreSQL notifies channel `slots_cache`, whichever node or job wrote:
 * `coach:<id>` when that coach's sessions, availability or booking rules change, `*` when who may
 * see whose slots (rooms, relationships) or a coach's time zone changes. Accounts (tokens,
 * deletion, names) are already announced on `read_cache` as `*`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function notify_slots_cache_coach() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform pg_notify('slots_cache', 'coach:' || old.coach_id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.coach_id is distinct from old.coach_id) then
        perform pg_notify('slots_cache', 'coach:' || new.coach_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function notify_slots_cache_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('slots_cache', '*');
      return null;
    end $$`.execute(db);
  for (const table of ['sessions', 'availability_patterns', 'booking_rules']) {
    await sql`create trigger ${sql.raw(`${table}_slots_cache`)} after insert or update or delete on ${sql.raw(table)}
      for each row execute function notify_slots_cache_coach()`.execute(db);
  }
  await sql`create trigger rooms_slots_cache after insert or delete or update of human_coach_id, client_id on rooms
    for each row execute function notify_slots_cache_all()`.execute(db);
  await sql`create trigger coach_clients_slots_cache after insert or update or delete on coach_clients
    for each row execute function notify_slots_cache_all()`.execute(db);
  await sql`create trigger user_profiles_slots_cache after update of time_zone on user_profiles
    for each row when (old.time_zone is distinct from new.time_zone) execute function notify_slots_cache_all()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger user_profiles_slots_cache on user_profiles`.execute(db);
  await sql`drop trigger coach_clients_slots_cache on coach_clients`.execute(db);
  await sql`drop trigger rooms_slots_cache on rooms`.execute(db);
  for (const table of ['booking_rules', 'availability_patterns', 'sessions']) {
    await sql`drop trigger ${sql.raw(`${table}_slots_cache`)} on ${sql.raw(table)}`.execute(db);
  }
  await sql`drop function notify_slots_cache_all()`.execute(db);
  await sql`drop function notify_slots_cache_coach()`.execute(db);
}
