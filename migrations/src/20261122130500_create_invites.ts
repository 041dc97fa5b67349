import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('coach_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('coachee_name', 'text')
    // Long and unguessable (256 bits, base64url); the link is /accept-invite/{code}.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('personal_message', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'expired', 'cancelled')`),
    )
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index invites_coach_idx on invites (coach_id, sent_at desc)`.execute(db);
  // One pending invite per coach and address.
  await sql`create unique index invites_pending_email_key on invites (coach_id, lower(email)) where status = 'pending'`.execute(db);
  await sql`create index invites_pending_expiry_idx on invites (expires_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invites').execute();
}
