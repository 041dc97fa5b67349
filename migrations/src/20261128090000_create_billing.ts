import { sql, type Kysely } from 'kysely';

// Billing (docs/intake-and-billing.md#subscription-states). The provider (Stripe, or dev billing) is the source of truth; these tables
// keep what its webhooks said: one billing customer per user, each subscription's last known state
// with the time that state was true (older news never overwrites newer), every event id processed
// (a redelivery does nothing), the invoices for the billing history, and which notices went out.
// dev_billing_* are dev billing's own "remote" side: what Stripe would hold when it is not configured.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    // When it went past_due (kept while it stays so): access lasts PAST_DUE_GRACE_DAYS from then.
    .addColumn('past_due_since', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    // When the stored state was true at the provider (the event's or the fetch's time).
    .addColumn('state_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index billing_subscriptions_user_idx on billing_subscriptions (user_id, state_at desc)`.execute(db);

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'failed')`))
    .addColumn('invoice_date', 'timestamptz', (c) => c.notNull())
    .addColumn('pdf_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index billing_invoices_user_idx on billing_invoices (user_id, invoice_date desc)`.execute(db);

  // One row per notice sent (trial ending, say), so a job run twice sends it once.
  await db.schema
    .createTable('billing_notices')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_notices_pk', ['user_id', 'kind', 'ref'])
    .execute();

  // The trial-ending job's scan: customers whose trial ends soon.
  await sql`create index users_trial_end_idx on users (trial_end_date) where primary_role_id = 1 and deleted_at is null and trial_end_date is not null`.execute(
    db,
  );

  await db.schema
    .createTable('dev_billing_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_customers.customer_id').onDelete('cascade'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('dev_billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_customers.customer_id').onDelete('cascade'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index dev_billing_subscriptions_customer_idx on dev_billing_subscriptions (customer_id)`.execute(db);
  await sql`create index dev_billing_subscriptions_period_idx on dev_billing_subscriptions (current_period_end) where status <> 'canceled'`.execute(
    db,
  );
  await db.schema
    .createTable('dev_billing_portal_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_customers.customer_id').onDelete('cascade'))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_trial_end_idx`.execute(db);
  for (const table of [
    'dev_billing_portal_sessions',
    'dev_billing_subscriptions',
    'dev_billing_checkouts',
    'billing_notices',
    'billing_invoices',
    'billing_events',
    'billing_subscriptions',
    'billing_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
