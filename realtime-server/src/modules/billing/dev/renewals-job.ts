import type { AppJob } from '../../../app-module.ts';
import { logCount } from '../../../providers/jobs/log-count.ts';
import { DEV_RENEWALS_JOB, renewDevSubscriptions } from './renewals.ts';

/** Dev billing's period ends, every minute; only where dev billing stands in for Stripe. */
export const devRenewalsJob: AppJob = {
  name: DEV_RENEWALS_JOB,
  everyMs: 60_000,
  when: (ctx) => ctx.billing.mode === 'dev',
  run: logCount(renewDevSubscriptions, 'renewed', 'dev billing: renewed or ended subscriptions'),
};
