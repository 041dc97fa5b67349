import type { AppContext } from './context.ts';
import { PURGE_ACCOUNTS_JOB, purgeDeletedAccounts } from './modules/account/service.ts';
import { SEND_PASSWORD_RESET_JOB, sendPasswordResetEmail } from './modules/auth/service.ts';

/** Every background job and schedule of the app, registered in one place. */
export function registerJobs(ctx: AppContext): void {
  ctx.jobs.register<{ email: string }>(SEND_PASSWORD_RESET_JOB, (p) => sendPasswordResetEmail(ctx, p.email));
  ctx.jobs.register(PURGE_ACCOUNTS_JOB, async () => {
    const purged = await purgeDeletedAccounts(ctx);
    if (purged) ctx.log.info({ purged }, 'purged deleted accounts');
  });
  ctx.jobs.schedule(PURGE_ACCOUNTS_JOB, 60 * 60_000);
}
