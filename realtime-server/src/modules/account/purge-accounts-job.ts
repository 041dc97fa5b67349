import type { AppJob } from '../../app-module.ts';
import { PURGE_ACCOUNTS_JOB, purgeDeletedAccounts } from './service.ts';

/** Removes the accounts deleted longer ago than the grace period, every hour. */
export const purgeAccountsJob: AppJob = {
  name: PURGE_ACCOUNTS_JOB,
  everyMs: 60 * 60_000,
  async run(ctx) {
    const purged = await purgeDeletedAccounts(ctx);
    if (purged) ctx.log.info({ purged }, 'purged deleted accounts');
  },
};
