import { sql, type Kysely } from 'kysely';

// The notebook's header shows the newest edit among a client's notes (max(updated_at) by coach and
// client), and the video room and client views read a client's notes by edit time: without these,
// a coach with thousands of notes on a client reads every one of them for one timestamp.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index notes_coach_coachee_updated_idx on notes (coach_id, coachee_id, updated_at desc)`.execute(db);
  await sql`create index notes_coachee_updated_idx on notes (coachee_id, updated_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notes_coachee_updated_idx`.execute(db);
  await sql`drop index if exists notes_coach_coachee_updated_idx`.execute(db);
}
