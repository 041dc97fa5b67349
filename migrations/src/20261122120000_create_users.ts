import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('preferred_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    // 1 customer, 2 coach, 3 AI coach, 4 admin (docs/accounts-and-sign-in.md#roles)
    .addColumn('primary_role_id', 'smallint', (c) => c.notNull().check(sql`primary_role_id between 1 and 4`))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('trial_end_date', 'timestamptz')
    .addColumn('onboarding_completed_at', 'timestamptz')
    // Bumped to revoke every token issued before (password change/reset, deletion).
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verify_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verify_locked_until', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('purged_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness; lookups use lower(email) too.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create index users_deleted_at_idx on users (deleted_at) where deleted_at is not null and purged_at is null`.execute(db);

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text')
    .addColumn('street_address', 'text')
    .addColumn('city', 'text')
    .addColumn('state_province', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('languages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_profiles').execute();
  await db.schema.dropTable('users').execute();
}
