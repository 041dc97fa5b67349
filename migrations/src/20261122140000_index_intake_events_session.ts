import { sql, type Kysely } from 'kysely';

// A completed intake ties the browser session's earlier events to the new account by session_id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index intake_events_session_idx on intake_events (session_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index intake_events_session_idx`.execute(db);
}
