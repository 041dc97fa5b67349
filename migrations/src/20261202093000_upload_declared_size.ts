import type { Kysely } from 'kysely';

// The size an upload intent declared (docs/profiles-and-directory.md#uploads): the local PUT refuses a body larger than it, and
// finalize wants the stored bytes to be exactly as many. Null when the intent gave no size.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('declared_size', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('declared_size').execute();
}
