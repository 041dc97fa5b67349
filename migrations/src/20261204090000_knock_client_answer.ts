import { sql, type Kysely } from 'kysely';

// A guest the coach admits is let in only once the session's client allows it
// (docs/video-room.md#guests-and-knocks): the knock waits in 'awaiting_client' meanwhile, and
// keeps the client's answer ('allowed' or 'refused') so the coach can be told who said no. Down
// sends the knocks still waiting for the client back to the coach ('waiting') and forgets the
// answers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table video_knocks drop constraint video_knocks_status_check`.execute(db);
  await sql`alter table video_knocks add constraint video_knocks_status_check check (status in ('waiting', 'awaiting_client', 'admitted', 'denied'))`.execute(
    db,
  );
  await sql`alter table video_knocks add column client_answer text check (client_answer in ('allowed', 'refused'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update video_knocks set status = 'waiting', decided_at = null where status = 'awaiting_client'`.execute(db);
  await sql`alter table video_knocks drop column client_answer`.execute(db);
  await sql`alter table video_knocks drop constraint video_knocks_status_check`.execute(db);
  await sql`alter table video_knocks add constraint video_knocks_status_check check (status in ('waiting', 'admitted', 'denied'))`.execute(
    db,
  );
}
