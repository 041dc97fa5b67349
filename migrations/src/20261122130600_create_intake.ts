import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The intake funnel: started, step_completed (with the step), completed; per browser session.
  await db.schema
    .createTable('intake_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull().check(sql`event_type in ('started', 'step_completed', 'completed')`))
    .addColumn('step_number', 'integer')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index intake_events_type_idx on intake_events (event_type, created_at)`.execute(db);

  await db.schema
    .createTable('intake_responses')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('invite_id', 'uuid', (c) => c.references('invites.id').onDelete('set null'))
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('intake_responses').execute();
  await db.schema.dropTable('intake_events').execute();
}
