import { sql, type Insertable, type Transaction } from 'kysely';
import { ROLE } from '@coach/contract';
import type { BillingInvoicesTable, BillingSubscriptionsTable, Database, Db } from '@coach/db';
import type { SubscriptionRow } from './access-queries.ts';

/** The stored billing state's statements: webhooks, notices and the trial-ending scan. */

type Trx = Transaction<Database>;

/** Records an event id; false when it was processed before (or is being processed by a racing delivery). */
export async function recordEvent(trx: Trx, id: string, type: string): Promise<boolean> {
  const fresh = await trx
    .insertInto('billingEvents')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return fresh !== undefined;
}

/** Event ids processed before `cutoff` are dropped. */
export async function forgetEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const res = await db.deleteFrom('billingEvents').where('processedAt', '<', cutoff).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Links a customer made elsewhere to the user; a user's own customer is never replaced. */
export async function linkCustomer(trx: Trx, userId: string, customerId: string): Promise<void> {
  await trx
    .insertInto('billingCustomers')
    .values({ userId, customerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const lockSubscription = (trx: Trx, id: string): Promise<SubscriptionRow | undefined> =>
  trx.selectFrom('billingSubscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/**
 * Stores a subscription's state unless what is stored is newer or ended: the guard is in the
 * statement, so two first deliveries racing for a new subscription keep the newer. True when stored.
 */
export async function storeIfNewer(trx: Trx, row: Insertable<BillingSubscriptionsTable>): Promise<boolean> {
  const { id, userId, customerId, createdAt, ...values } = row;
  void createdAt;
  const stored = await trx
    .insertInto('billingSubscriptions')
    .values({ id, userId, customerId, ...values })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(values)
        .where(sql<boolean>`billing_subscriptions.status <> 'canceled' and billing_subscriptions.state_at <= excluded.state_at`),
    )
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

export async function setSubscriptionState(
  trx: Trx,
  id: string,
  set: Pick<SubscriptionRow, 'status' | 'pastDueSince' | 'stateAt' | 'updatedAt'>,
): Promise<void> {
  await trx.updateTable('billingSubscriptions').set(set).where('id', '=', id).execute();
}

/** Keeps an invoice for the billing history: a failed one paid later reads paid; a paid one never reads failed again. */
export async function upsertInvoice(trx: Trx, invoice: Insertable<BillingInvoicesTable>): Promise<void> {
  await trx
    .insertInto('billingInvoices')
    .values(invoice)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ status: invoice.status, amount: invoice.amount, pdfUrl: invoice.pdfUrl })
        .where(sql<boolean>`billing_invoices.status <> 'paid'`),
    )
    .execute();
}

/** Who a billing email goes to, unless the account is deleted. */
export async function emailRecipient(db: Db, userId: string) {
  const person = await db
    .selectFrom('users')
    .leftJoin('userProfiles', 'userProfiles.userId', 'users.id')
    .select(['users.email', 'users.firstName', 'users.deletedAt', 'userProfiles.timeZone'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return person && !person.deletedAt ? { email: person.email, firstName: person.firstName, timeZone: person.timeZone ?? 'UTC' } : null;
}

/**
 * Customers whose trial ends in (now, horizon], not told yet, with no coach and no subscription
 * that could charge (served by users_trial_end_idx).
 */
export function trialsEndingSoon(db: Db, now: Date, horizon: Date, limit: number) {
  return (
    db
      .selectFrom('users')
      .select(['users.id', 'users.trialEndDate'])
      .where('users.primaryRoleId', '=', ROLE.CUSTOMER)
      .where('users.deletedAt', 'is', null)
      .where('users.trialEndDate', '>', now)
      .where('users.trialEndDate', '<=', horizon)
      // None of: a trial-ending notice already sent, a subscription that could charge, an active coach.
      .where(({ and, not, exists, selectFrom }) => {
        const none = (q: Parameters<typeof exists>[0]) => not(exists(q));
        return and([
          none(
            selectFrom('billingNotices')
              .select(sql`1`.as('one'))
              .whereRef('billingNotices.userId', '=', 'users.id')
              .where('billingNotices.kind', '=', 'trial_ending'),
          ),
          none(
            selectFrom('billingSubscriptions')
              .select(sql`1`.as('one'))
              .whereRef('billingSubscriptions.userId', '=', 'users.id')
              .where('status', 'in', ['active', 'trialing', 'past_due']),
          ),
          none(
            selectFrom('coachClients')
              .select(sql`1`.as('one'))
              .whereRef('coachClients.clientId', '=', 'users.id')
              .where('coachClients.status', '=', 'active'),
          ),
        ]);
      })
      .limit(limit)
      .execute()
  );
}

/** Notes that a notice went out; false when it had been already (a second run, another node). */
export async function markNoticeSent(trx: Trx, userId: string, kind: string, ref: string): Promise<boolean> {
  const fresh = await trx
    .insertInto('billingNotices')
    .values({ userId, kind, ref })
    .onConflict((oc) => oc.doNothing())
    .returning('userId')
    .executeTakeFirst();
  return fresh !== undefined;
}
