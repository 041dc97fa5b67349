import { sql, type Kysely } from 'kysely';

// The pronouns a person gives at intake (or later on the account page), shown and editable with
// the rest of the personal profile. Intake answers already given are copied over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_profiles').addColumn('pronouns', 'text').execute();
  await sql`
    update user_profiles p
       set pronouns = case when r.answers->>'pronouns' = 'custom' then nullif(trim(r.answers->>'customPronouns'), '')
                           when r.answers->>'pronouns' = 'prefer-not-to-say' then null
                           else nullif(r.answers->>'pronouns', '') end
      from intake_responses r
     where r.user_id = p.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_profiles').dropColumn('pronouns').execute();
}
