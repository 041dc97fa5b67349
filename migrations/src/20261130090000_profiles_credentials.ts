import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Extended profiles, coaching preferences and coach credentials (docs/profiles-and-directory.md).
// - user_profiles.time_zone_set: whether a zone was ever written (a trigger keeps it).
// - coach_profiles gains the professional settings with their defaults (capacity 20, USD,
//   accepting clients) and the profile's years of experience.
// - coaching_preferences: a client's saved preferences (one row each, written on the first save).
// - coach_certifications, coach_education, coach_experience: a coach's credentials, listed per
//   coach oldest first, hence an index on (user_id, created_at, id) each. A certification may carry
//   the storage key of its uploaded document; its verification status stays 'pending' until a
//   verification process exists (no call writes it).

/** The created_at and updated_at every new table here has. */
const timestamps = <T extends string>(t: CreateTableBuilder<T, any>) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

export async function up(db: Kysely<any>): Promise<void> {
  // Whether someone ever wrote the person's time zone (intake, coach registration, the account
  // page); until then the account page shows the browser's zone instead of the column's default.
  // A zone other than the default was written by someone, hence the backfill.
  await db.schema
    .alterTable('user_profiles')
    .addColumn('time_zone_set', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update user_profiles set time_zone_set = true where time_zone <> 'America/New_York'`.execute(db);
  await sql`create function user_profiles_time_zone_set() returns trigger language plpgsql as $$
    begin
      new.time_zone_set := true;
      return new;
    end $$`.execute(db);
  await sql`create trigger user_profiles_time_zone_set_update before update of time_zone on user_profiles
    for each row execute function user_profiles_time_zone_set()`.execute(db);
  await sql`create trigger user_profiles_time_zone_set_insert before insert on user_profiles
    for each row when (new.time_zone is distinct from 'America/New_York') execute function user_profiles_time_zone_set()`.execute(db);

  await db.schema
    .alterTable('coach_profiles')
    .addColumn('years_experience', 'text', (c) => c.check(sql`years_experience in ('0-1', '2-5', '6-10', '11-15', '16+')`))
    .addColumn('client_capacity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(20)
        .check(sql`client_capacity >= 0`),
    )
    .addColumn('currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('USD')
        .check(sql`currency in ('USD', 'EUR', 'GBP', 'CAD')`),
    )
    .addColumn('accepting_clients', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await timestamps(
    db.schema
      .createTable('coaching_preferences')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('checkin_frequency', 'text')
      .addColumn('life_satisfaction', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('support_areas', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('motivation_level', 'text')
      .addColumn('coaching_style', 'text')
      .addColumn('additional_notes', 'text'),
  ).execute();

  await timestamps(
    db.schema
      .createTable('coach_certifications')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('issuing_body', 'text')
      .addColumn('issue_date', 'date')
      .addColumn('expiry_date', 'date')
      .addColumn('credential_id', 'text')
      .addColumn('document_key', 'text')
      .addColumn('verification_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`verification_status in ('pending', 'verified')`),
      ),
  ).execute();

  await timestamps(
    db.schema
      .createTable('coach_education')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('institution', 'text', (c) => c.notNull())
      .addColumn('degree', 'text', (c) => c.notNull())
      .addColumn('field_of_study', 'text')
      .addColumn('graduation_year', 'integer')
      .addColumn('is_ongoing', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();

  await timestamps(
    db.schema
      .createTable('coach_experience')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('description', 'text'),
  ).execute();

  for (const table of ['coach_certifications', 'coach_education', 'coach_experience']) {
    await db.schema.createIndex(`${table}_user_created_idx`).on(table).columns(['user_id', 'created_at', 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['coach_experience', 'coach_education', 'coach_certifications', 'coaching_preferences']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop trigger user_profiles_time_zone_set_insert on user_profiles`.execute(db);
  await sql`drop trigger user_profiles_time_zone_set_update on user_profiles`.execute(db);
  await sql`drop function user_profiles_time_zone_set()`.execute(db);
  await db.schema.alterTable('user_profiles').dropColumn('time_zone_set').execute();
  await db.schema
    .alterTable('coach_profiles')
    .dropColumn('accepting_clients')
    .dropColumn('currency')
    .dropColumn('client_capacity')
    .dropColumn('years_experience')
    .execute();
}
