import type { Insertable, Transaction } from 'kysely';
import type { Database, OutboundEmailsTable, Db } from '@coach/db';

/** Stores an email (the outbox row, or the row a delivery job sends); returns its id. */
export async function insertOutboundEmail(db: Db | Transaction<Database>, email: Insertable<OutboundEmailsTable>): Promise<string> {
  const row = await db.insertInto('outboundEmails').values(email).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findOutboundEmail(db: Db, id: string) {
  return db.selectFrom('outboundEmails').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Keeps why the last delivery attempt failed (the job retries it). */
export async function recordDeliveryError(db: Db, id: string, error: string): Promise<void> {
  await db.updateTable('outboundEmails').set({ lastError: error }).where('id', '=', id).execute();
}

export async function markEmailSent(db: Db, id: string, sentAt: Date): Promise<void> {
  await db.updateTable('outboundEmails').set({ status: 'sent', sentAt, lastError: null }).where('id', '=', id).execute();
}
