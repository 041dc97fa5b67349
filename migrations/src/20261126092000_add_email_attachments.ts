import type { Kysely } from 'kysely';

// Session emails carry an iCalendar file. Kept with the email (a JSON array of
// { filename, contentType, content, method? }) so the delivery job sends exactly what was stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbound_emails').addColumn('attachments', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbound_emails').dropColumn('attachments').execute();
}
