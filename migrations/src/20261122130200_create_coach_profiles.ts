import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coach_profiles')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('job_title', 'text')
    .addColumn('organization', 'text')
    .addColumn('coaching_experience', 'text')
    .addColumn('specializations', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('headline', 'text')
    .addColumn('about_me', 'text')
    .addColumn('coaching_style', 'text')
    .addColumn('philosophy', 'text')
    .addColumn('industry_experience', 'text')
    .addColumn('hourly_rate', 'integer')
    .addColumn('availability', 'text')
    .addColumn('subscription_tier', 'text', (c) => c.check(sql`subscription_tier in ('basic', 'pro')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coach_profiles').execute();
}
