import { sql, type Kysely } from 'kysely';

// The coach directory (docs/profiles-and-directory.md#coach-directory): a client's requests for a coach, and the indexes of the
// directory's reads.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // At most one open request per client: the database keeps the rule when two tabs ask at once.
  await sql`create unique index coach_requests_open_client_key on coach_requests (client_id) where status = 'pending'`.execute(db);
  // A coach's pending requests, oldest first (the dashboard card).
  await sql`create index coach_requests_coach_pending_idx on coach_requests (coach_id, created_at, id) where status = 'pending'`.execute(
    db,
  );
  // A client's latest request (GET /api/coach-requests/mine).
  await sql`create index coach_requests_client_created_idx on coach_requests (client_id, created_at desc, id desc)`.execute(db);
  // The directory counts each coach's active clients against their capacity.
  await sql`create index coach_clients_coach_active_idx on coach_clients (coach_id) where status = 'active'`.execute(db);
  // The directory's read starts from the coach profiles that accept clients.
  await sql`create index coach_profiles_accepting_idx on coach_profiles (user_id) where accepting_clients`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index coach_profiles_accepting_idx`.execute(db);
  await sql`drop index coach_clients_coach_active_idx`.execute(db);
  await db.schema.dropTable('coach_requests').execute();
}
