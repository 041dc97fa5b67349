import { sql, type Kysely } from 'kysely';

// Uploads (docs/profiles-and-directory.md#uploads): the cleanup job removes a kept credential document once no certification
// names it any more (the certification was deleted); it looks each one up by document_key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('coach_certifications_document_idx')
    .on('coach_certifications')
    .column('document_key')
    .where(sql.ref('document_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('coach_certifications_document_idx').execute();
}
