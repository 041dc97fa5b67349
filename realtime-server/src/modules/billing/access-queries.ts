import { sql, type Selectable } from 'kysely';
import { DAY_MS, PAST_DUE_GRACE_DAYS } from '@coach/contract';
import type { BillingSubscriptionsTable, Db } from '@coach/db';

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;

/**
 * A subscription that grants access (docs/intake-and-billing.md#subscription-states), read only
 * from the stored state: active or trialing, or past_due while Stripe still retries the payment
 * (PAST_DUE_GRACE_DAYS from when it went past due).
 */
export function grantsAccess(row: Pick<SubscriptionRow, 'status' | 'pastDueSince'>, now: Date): boolean {
  if (row.status === 'active' || row.status === 'trialing') return true;
  if (row.status === 'past_due')
    return row.pastDueSince !== null && row.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS > now.getTime();
  return false;
}

/**
 * The user's subscription that counts: one that is not canceled when there is one, else the latest
 * (so a resubscription shows, and an ended one still says when it ended).
 */
export function currentSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('billingSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(sql`status <> 'canceled'`, 'desc')
    .orderBy('stateAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether any of the user's subscriptions grants access now. */
export async function hasActiveSubscriptionRow(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .selectFrom('billingSubscriptions')
    .select(['status', 'pastDueSince'])
    .where('userId', '=', userId)
    .where('status', 'in', ['active', 'trialing', 'past_due'])
    .execute();
  return rows.some((r) => grantsAccess(r, now));
}

/** The user's billing customer id, if one was made. */
export async function customerOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('billingCustomers').select('customerId').where('userId', '=', userId).executeTakeFirst();
  return row?.customerId ?? null;
}

/** Whose billing customer this is. */
export async function userOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db.selectFrom('billingCustomers').select('userId').where('customerId', '=', customerId).executeTakeFirst();
  return row?.userId ?? null;
}
