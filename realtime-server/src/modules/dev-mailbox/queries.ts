import { sql, type Kysely } from 'kysely';
import type { Database } from '@coach/db';

/** The newest emails kept in the outbox, newest first; only those to `to` (any case) when given. */
export function latestOutboxEmails(db: Kysely<Database>, to: string | undefined, limit: number) {
  let q = db
    .selectFrom('outboundEmails')
    .select(['id', 'toAddress', 'subject', 'textBody', 'attachments', 'createdAt'])
    .where('transport', '=', 'outbox')
    .orderBy('createdAt', 'desc')
    .limit(limit);
  if (to) q = q.where(sql`lower(to_address)`, '=', to.trim().toLowerCase());
  return q.execute();
}
