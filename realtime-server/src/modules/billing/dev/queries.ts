import { sql, type Kysely } from 'kysely';
import type { Database } from '@coach/db';

/**
 * Dev billing's pages read its "remote" rows, only through the caller's own billing customer:
 * a checkout or portal session of another customer is not found.
 */

export function checkoutOfUser(db: Kysely<Database>, id: string, userId: string) {
  return db
    .selectFrom('devBillingCheckouts as c')
    .innerJoin('billingCustomers as bc', 'bc.customerId', 'c.customerId')
    .selectAll('c')
    .where('c.id', '=', id)
    .where('bc.userId', '=', userId)
    .executeTakeFirst();
}

export function portalOfUser(db: Kysely<Database>, id: string, userId: string) {
  return db
    .selectFrom('devBillingPortalSessions as p')
    .innerJoin('billingCustomers as bc', 'bc.customerId', 'p.customerId')
    .selectAll('p')
    .where('p.id', '=', id)
    .where('bc.userId', '=', userId)
    .executeTakeFirst();
}

/** The customer's live dev subscription (there is at most one), else the newest ended one. */
export function newestSubscription(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('devBillingSubscriptions')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy(sql`status <> 'canceled'`, 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
