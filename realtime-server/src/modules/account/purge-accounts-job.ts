import type { AppJob } from '../../app-module.ts';
import { logCount } from '../../providers/jobs/log-count.ts';
import { PURGE_ACCOUNTS_JOB, purgeDeletedAccounts } from './service.ts';

/** Removes the accounts deleted longer ago than the grace period, every hour. */
export const purgeAccountsJob: AppJob = {
  name: PURGE_ACCOUNTS_JOB,
  everyMs: 60 * 60_000,
  run: logCount(purgeDeletedAccounts, 'purged', 'purged deleted accounts'),
};
