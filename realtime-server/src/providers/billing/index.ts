import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@coach/db';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { DevBilling } from './dev.ts';
import { StripeBilling } from './stripe.ts';
import type { BillingProvider } from './types.ts';

/** Dev billing signs its events with a secret derived from the JWT secret: stable across restarts, unknown outside. */
export const devWebhookSecret = (jwtSecret: string) =>
  `whsec_dev_${createHmac('sha256', jwtSecret).update('dev-billing-webhook').digest('base64url')}`;

/** Stripe when its settings are given; dev billing (local checkout and portal pages, no real payment) otherwise. */
export function createBillingProvider(config: Config, db: Kysely<Database>, clock: Clock): BillingProvider {
  if (config.stripe) return new StripeBilling(config.stripe);
  return new DevBilling({
    db,
    clock,
    publicUrl: config.publicUrl,
    webhookSecret: devWebhookSecret(config.jwtSecret),
    pagesOpen: config.devRoutes !== 'closed',
  });
}
