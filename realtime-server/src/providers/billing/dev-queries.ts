import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DevBillingCheckoutsTable, DevBillingSubscriptionsTable } from '@coach/db';

/** Dev billing's "remote" side (dev_billing_*): what Stripe would hold when it is not configured. */

type CheckoutRow = Selectable<DevBillingCheckoutsTable>;
type SubscriptionRow = Selectable<DevBillingSubscriptionsTable>;
type SubscriptionChange = Partial<
  Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'canceledAt' | 'currentPeriodStart' | 'currentPeriodEnd'>
>;

export async function insertCheckout(db: Kysely<Database>, row: Insertable<DevBillingCheckoutsTable>): Promise<void> {
  await db.insertInto('devBillingCheckouts').values(row).execute();
}

export async function insertPortalSession(
  db: Kysely<Database>,
  row: { id: string; customerId: string; returnUrl: string; createdAt: Date },
): Promise<void> {
  await db.insertInto('devBillingPortalSessions').values(row).execute();
}

export const findSubscription = (db: Kysely<Database>, id: string): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('devBillingSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Pays a checkout: when `isOpen` holds for it (under its row lock) and its customer has no live
 * subscription (the customer's row is the lock that keeps two checkouts from both starting one),
 * marks it complete and starts the subscription `subscription(checkout)` describes.
 */
export function completeCheckoutRows(
  db: Kysely<Database>,
  checkoutId: string,
  isOpen: (checkout: CheckoutRow) => boolean,
  subscription: (checkout: CheckoutRow) => Insertable<DevBillingSubscriptionsTable>,
): Promise<{ refused: 'not_open' | 'already_subscribed' } | { refused?: undefined; checkout: CheckoutRow; sub: SubscriptionRow }> {
  return db.transaction().execute(async (trx) => {
    const checkout = await trx.selectFrom('devBillingCheckouts').selectAll().where('id', '=', checkoutId).forUpdate().executeTakeFirst();
    if (!checkout || !isOpen(checkout)) return { refused: 'not_open' as const };
    await trx.selectFrom('billingCustomers').select('customerId').where('customerId', '=', checkout.customerId).forUpdate().execute();
    const live = await trx
      .selectFrom('devBillingSubscriptions')
      .select('id')
      .where('customerId', '=', checkout.customerId)
      .where('status', '<>', 'canceled')
      .executeTakeFirst();
    if (live) return { refused: 'already_subscribed' as const };
    await trx.updateTable('devBillingCheckouts').set({ status: 'complete' }).where('id', '=', checkout.id).execute();
    const sub = await trx.insertInto('devBillingSubscriptions').values(subscription(checkout)).returningAll().executeTakeFirstOrThrow();
    return { checkout, sub };
  });
}

/** Subscriptions whose period ended by `now`, oldest first. */
export const dueSubscriptions = (db: Kysely<Database>, now: Date, limit: number): Promise<SubscriptionRow[]> =>
  db
    .selectFrom('devBillingSubscriptions')
    .selectAll()
    .where('status', '<>', 'canceled')
    .where('currentPeriodEnd', '<=', now)
    .orderBy('currentPeriodEnd')
    .limit(limit)
    .execute();

/** Changes a due subscription only if it is still as `seen` (a run on another node that got there first wins). */
export const changeIfUnchanged = (
  db: Kysely<Database>,
  seen: SubscriptionRow,
  set: SubscriptionChange,
): Promise<SubscriptionRow | undefined> =>
  db
    .updateTable('devBillingSubscriptions')
    .set(set)
    .where('id', '=', seen.id)
    .where('status', '<>', 'canceled')
    .where('currentPeriodEnd', '=', seen.currentPeriodEnd)
    .returningAll()
    .executeTakeFirst();

/** Changes a subscription when `allowed` holds for its current state, checked under its row lock. */
export function changeIfAllowed(
  db: Kysely<Database>,
  id: string,
  allowed: (s: SubscriptionRow) => boolean,
  set: SubscriptionChange,
): Promise<{ row: SubscriptionRow } | { missing: true } | { refused: SubscriptionRow }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('devBillingSubscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return { missing: true as const };
    if (!allowed(current)) return { refused: current };
    return { row: await trx.updateTable('devBillingSubscriptions').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow() };
  });
}
