import type { Db } from '@coach/db';

/**
 * Keeps the user's billing customer unless one is kept already: two racing calls both insert, the
 * second does nothing, and both read back the one that stayed (customerOf).
 */
export async function insertCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insertInto('billingCustomers')
    .values({ userId, customerId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** The user's invoices for the billing history, newest first. */
export function invoicesOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('billingInvoices')
    .select(['id', 'amount', 'currency', 'status', 'invoiceDate', 'pdfUrl'])
    .where('userId', '=', userId)
    .orderBy('invoiceDate', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The user's subscriptions that can still charge: not ended at the provider. */
export async function openSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('billingSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .where('status', 'not in', ['canceled', 'incomplete_expired'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The person's billing records for their data export. */
export async function billingRecordsOf(db: Db, userId: string) {
  const [subscriptions, invoices] = await Promise.all([
    db
      .selectFrom('billingSubscriptions')
      .select(['id', 'status', 'priceId', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'canceledAt', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('billingInvoices')
      .select(['id', 'amount', 'currency', 'status', 'invoiceDate', 'pdfUrl'])
      .where('userId', '=', userId)
      .orderBy('invoiceDate')
      .execute(),
  ]);
  return { subscriptions, invoices };
}
