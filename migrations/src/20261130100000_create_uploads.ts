import { sql, type Kysely } from 'kysely';

// Uploads and avatars (docs/profiles-and-directory.md#uploads).
// - uploads: one row per upload intent. The server makes both keys: `tmp_key` where the bytes land
//   first, `final_key` once finalize has checked and kept them. The bytes live on local disk under
//   DATA_DIR or in S3; the row says who owns them, so another user's key is a 404.
// - Hot reads: by tmp_key (upload, finalize) and final_key (serving), both unique; the cleanup job
//   scans unfinalized rows by age, hence a partial index on created_at where final_key is null.
// - users.avatar_key: the user's current avatar (a final key); it changes on every new avatar so
//   its address can be cached for good.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('avatar', 'credential', 'document')`))
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('tmp_key', 'text', (c) => c.notNull().unique())
    .addColumn('final_key', 'text', (c) => c.unique())
    .addColumn('size', 'integer')
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('finalized_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('uploads_unfinalized_idx')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('final_key'), 'is', null)
    .execute();
  await db.schema.alterTable('users').addColumn('avatar_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('avatar_key').execute();
  await db.schema.dropTable('uploads').execute();
}
