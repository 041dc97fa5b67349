import type { AppContext } from '../../../context.ts';
import { DevBilling } from '../../../providers/billing/dev.ts';

/** Dev billing's renewals: what Stripe does at each period's end (scheduled every minute in dev mode). */
export const DEV_RENEWALS_JOB = 'billing.devRenewals';

/**
 * Ends the dev subscriptions that were cancelling at their period's end, and renews the others for a
 * month with a paid invoice; the app learns of each through the webhook path. Returns how many changed.
 */
export async function renewDevSubscriptions(ctx: AppContext): Promise<number> {
  if (!(ctx.billing instanceof DevBilling)) return 0;
  return ctx.billing.renewDue();
}
