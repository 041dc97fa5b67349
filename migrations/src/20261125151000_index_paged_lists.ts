import { sql, type Kysely } from 'kysely';

// GET /api/invites/coach and GET /api/goals read a page at a time after a (time, id) place: the id
// joins the indexes so each page starts with an index seek. They take over the older two-column ones.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invites_coach_sent_id_idx on invites (coach_id, sent_at desc, id desc)`.execute(db);
  await sql`drop index invites_coach_idx`.execute(db);
  await sql`create index goals_room_created_id_idx on goals (room_id, created_at, id)`.execute(db);
  await sql`drop index goals_room_created_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index goals_room_created_idx on goals (room_id, created_at)`.execute(db);
  await sql`drop index goals_room_created_id_idx`.execute(db);
  await sql`create index invites_coach_idx on invites (coach_id, sent_at desc)`.execute(db);
  await sql`drop index invites_coach_sent_id_idx`.execute(db);
}
