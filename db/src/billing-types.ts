import type { ColumnType } from 'kysely';
import type { TSubscriptionState } from '@coach/contract';
import type { CreatedAt, Timestamp, WithDefault } from './types.ts';

/** Billing's tables (migration 20261128090000_create_billing), part of `Database` in types.ts. */

type StoredStatus = Exclude<TSubscriptionState, 'none'>;

export interface BillingCustomersTable {
  userId: string;
  customerId: string;
  createdAt: CreatedAt;
}

export interface BillingSubscriptionsTable {
  /** The provider's subscription id. */
  id: string;
  userId: string;
  customerId: string;
  status: StoredStatus;
  priceId: string | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: WithDefault<boolean>;
  pastDueSince: Timestamp | null;
  canceledAt: Timestamp | null;
  /** When the stored state was true at the provider: older news never overwrites it. */
  stateAt: Timestamp;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  processedAt: CreatedAt;
}

export interface BillingInvoicesTable {
  id: string;
  userId: string;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  invoiceDate: Timestamp;
  pdfUrl: string | null;
  createdAt: CreatedAt;
}

export interface BillingNoticesTable {
  userId: string;
  kind: string;
  ref: string;
  sentAt: CreatedAt;
}

export interface DevBillingCheckoutsTable {
  id: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  /** The client's free trial end when still ahead at checkout: the subscription trials until then. */
  trialEnd: Timestamp | null;
  status: WithDefault<'open' | 'complete' | 'expired'>;
  createdAt: CreatedAt;
}

export interface DevBillingSubscriptionsTable {
  id: string;
  customerId: string;
  priceId: string;
  status: StoredStatus;
  currentPeriodStart: Timestamp;
  currentPeriodEnd: Timestamp;
  cancelAtPeriodEnd: WithDefault<boolean>;
  canceledAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface DevBillingPortalSessionsTable {
  id: string;
  customerId: string;
  returnUrl: string;
  createdAt: CreatedAt;
}
