import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored upper-cased; checks compare the trimmed, upper-cased input.
    .addColumn('code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`code = upper(code) and length(code) > 0`),
    )
    .addColumn('description', 'text')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses is null or max_uses > 0`))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('access_code_uses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('access_code_id', 'uuid', (c) => c.notNull().references('access_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('intake', 'coach_registration')`))
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index access_code_uses_code_idx on access_code_uses (access_code_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_code_uses').execute();
  await db.schema.dropTable('access_codes').execute();
}
