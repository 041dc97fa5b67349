import { sql, type Kysely } from 'kysely';

// The coach's workspace (docs/coach-workspace.md): the notebook's search (pg_trgm indexes on title and content,
// so `ilike '%q%'` is an index scan, not a table scan), its paging by coach and client, and the
// sessions' AI-prepared briefs.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index notes_title_trgm_idx on notes using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index notes_content_trgm_idx on notes using gin (content gin_trgm_ops)`.execute(db);
  // The notebook's page: a coach's notes on one client, newest first.
  await sql`create index notes_coach_coachee_created_idx on notes (coach_id, coachee_id, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('session_summaries')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('summary', 'text')
    .addColumn('is_ai', 'boolean', (c) => c.notNull().defaultTo(true))
    // 'generating' while the job runs, 'ready' once stored, 'failed' when the provider failed.
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('generating')
        .check(sql`status in ('generating', 'ready', 'failed')`),
    )
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('generated_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_summaries').execute();
  await sql`drop index if exists notes_coach_coachee_created_idx`.execute(db);
  await sql`drop index if exists notes_content_trgm_idx`.execute(db);
  await sql`drop index if exists notes_title_trgm_idx`.execute(db);
}
