import { sql, type Kysely } from 'kysely';

// GET /api/invites/coach under a status tab reads one coach's invites of that stored status a page
// at a time, newest first: without the status in the index, a tab with few rows (cancelled) walks
// every invite of the coach to fill its page.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invites_coach_status_sent_id_idx on invites (coach_id, status, sent_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index invites_coach_status_sent_id_idx`.execute(db);
}
