import type { Kysely } from 'kysely';

// A client who subscribes during the free trial is first charged when it ends
// (docs/intake-and-billing.md#trial). Dev billing keeps that end on its checkout, as Stripe keeps
// `subscription_data.trial_end`.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dev_billing_checkouts').addColumn('trial_end', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dev_billing_checkouts').dropColumn('trial_end').execute();
}
