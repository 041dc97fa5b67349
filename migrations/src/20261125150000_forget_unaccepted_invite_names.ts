import { sql, type Kysely } from 'kysely';

// Sending an invite used to store the name of an account that already had the address, which told
// the coach who is registered. Only an accepted invite names its coachee now; earlier names go.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update invites set coachee_name = null where status <> 'accepted'`.execute(db);
}

// The names are not kept anywhere else: there is nothing to bring back.
export async function down(): Promise<void> {}
