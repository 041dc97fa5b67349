import { sql, type Insertable, type Updateable } from 'kysely';
import type { JobRow, JobsTable, Db } from '@coach/db';

/** Queues a job; undefined when a job of the same unique key is queued or running already. */
export async function insertJob(db: Db, job: Insertable<JobsTable>): Promise<string | undefined> {
  const row = await db
    .insertInto('jobs')
    .values(job)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Puts back in the queue the jobs whose worker has been silent since before `cutoff`. */
export async function requeueStaleJobs(db: Db, cutoff: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where('status', '=', 'running')
    .where('lockedAt', '<', cutoff)
    .execute();
}

/**
 * Claims up to `limit` queued jobs of the given names that are due at `now`, for `workerId`:
 * `FOR UPDATE SKIP LOCKED`, so two workers never claim the same job. Counts the attempt.
 */
export function claimDueJobs(db: Db, names: string[], now: Date, workerId: string, limit: number): Promise<JobRow[]> {
  return db
    .updateTable('jobs')
    .set({ status: 'running', lockedAt: now, lockedBy: workerId, attempts: sql`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('name', 'in', names)
        .where('runAt', '<=', now)
        .orderBy('runAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Records how a claimed job ended: done, or queued again / failed with its error. */
export async function updateJob(db: Db, id: string, values: Updateable<JobsTable>): Promise<void> {
  await db.updateTable('jobs').set(values).where('id', '=', id).execute();
}
