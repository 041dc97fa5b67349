import type { AppModule } from './app-module.ts';
import type { AppContext } from './context.ts';

/** Registers the background jobs of every module, with their schedules, on this server's runner. */
export function registerJobs(ctx: AppContext, modules: readonly AppModule[]): void {
  for (const job of modules.flatMap((m) => m.jobs ?? [])) {
    if (job.when && !job.when(ctx)) continue;
    ctx.jobs.register<unknown>(job.name, (payload) => job.run(ctx, payload));
    if (job.everyMs !== undefined) ctx.jobs.schedule(job.name, job.everyMs);
    if (job.firstRunAfterMs !== undefined && ctx.config.jobsEnabled) {
      const runAt = new Date(ctx.clock.now().getTime() + job.firstRunAfterMs);
      ctx.jobs
        .enqueue(job.name, {}, { uniqueKey: `${job.name}:start`, runAt, maxAttempts: 1 })
        .catch((err: unknown) => ctx.log.error({ err, job: job.name }, 'could not queue the first run of a job'));
    }
  }
}
