import { sql } from 'kysely';
import type { Db } from '@coach/db';

/**
 * Removes every job whose payload names the person, at any depth: their id, their address (a
 * password reset), or the id of a row the purge removes with them (their messages, the emails to
 * or about them, their sessions, whose payloads carry names and addresses). Whatever its status:
 * a finished or failed job keeps its payload as long as its row, and a running one that loses its
 * row only fails to record its end. Runs before purgeAccount, while those rows still exist.
 */
export async function deleteJobsNaming(db: Db, userId: string): Promise<number> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const address = email.toLowerCase();
  const named = sql<string>`(
    select ${userId}::text
    union all select ${address}
    union all select id::text from messages where user_id = ${userId}
    union all select id::text from outbound_emails where user_id = ${userId} or lower(to_address) = ${address}
    union all select id::text from sessions where coach_id = ${userId} or client_id = ${userId}
  )`;
  const result = await db
    .deleteFrom('jobs')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom(sql<{ v: unknown }>`jsonb_path_query(jobs.payload, 'strict $.**')`.as('value'))
          .select(sql`1`.as('one'))
          .where(sql<boolean>`jsonb_typeof(value) = 'string' and lower(value #>> '{}') in ${named}`),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
