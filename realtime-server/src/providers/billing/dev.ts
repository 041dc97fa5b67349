import type { Kysely } from 'kysely';
import type { Database } from '@coach/db';
import type { Clock } from '../../lib/clock.ts';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './types.ts';

export interface DevBillingOptions {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
}

/** Where dev billing's signed events go: the webhook handler (set by the billing module at boot). */
export type DevDelivery = (rawBody: string, signature: string) => Promise<void>;

/** SKELETON: the dev billing helper fills this in. */
export class DevBilling implements BillingProvider {
  readonly mode = 'dev' as const;
  readonly individualPriceId = 'individual';
  private deliver: DevDelivery | null = null;
  constructor(readonly options: DevBillingOptions) {}
  setDelivery(deliver: DevDelivery): void {
    this.deliver = deliver;
  }
  createCustomer(): Promise<string> {
    throw new Error('not built yet');
  }
  createCheckout(): Promise<string> {
    throw new Error('not built yet');
  }
  createPortal(): Promise<string> {
    throw new Error('not built yet');
  }
  retrieveSubscription(): Promise<ProviderSubscription> {
    throw new Error('not built yet');
  }
  setCancelAtPeriodEnd(): Promise<ProviderSubscription> {
    throw new Error('not built yet');
  }
  cancelNow(): Promise<void> {
    throw new Error('not built yet');
  }
  parseWebhook(): BillingEvent {
    throw new Error('not built yet');
  }
}
