import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbound_emails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    // outbox: kept for the development mailbox; smtp: handed to the SMTP server by a job
    .addColumn('transport', 'text', (c) => c.notNull().check(sql`transport in ('outbox', 'smtp')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('stored', 'queued', 'sent', 'failed')`))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index outbound_emails_to_idx on outbound_emails (lower(to_address), created_at desc)`.execute(db);
  await sql`create index outbound_emails_user_idx on outbound_emails (user_id) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbound_emails').execute();
}
