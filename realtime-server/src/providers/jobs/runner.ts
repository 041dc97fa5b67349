import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JobRow } from '@coach/db';
import type { Clock } from '../../lib/clock.ts';
import { claimDueJobs, insertJob, requeueStaleJobs, updateJob } from './queries.ts';

export interface JobContext {
  job: JobRow;
  now: Date;
}
export type JobHandler = (payload: never, ctx: JobContext) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** While a job with this key is queued or running, enqueuing another is a no-op. */
  uniqueKey?: string;
  maxAttempts?: number;
}

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A running job whose worker has been silent this long is taken to have died with its process. */
const STALE_AFTER_MS = 5 * 60_000;

/**
 * A job queue in PostgreSQL: rows claimed with `FOR UPDATE SKIP LOCKED`, so several processes
 * sharing the database each run a job once; jobs survive restarts because they are rows.
 * (pg-boss and graphile-worker need LISTEN and several connections, which the embedded
 * single-connection PGlite does not give.)
 */
export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private schedules = new Map<string, { everyMs: number; payload: unknown }>();
  private timer: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private kicked = false;
  private inflight = new Set<Promise<void>>();
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private db: Kysely<Database>,
    private clock: Clock,
    private log: Logger,
    private opts: { pollMs?: number; batch?: number } = {},
  ) {}

  register<P>(name: string, handler: (payload: P, ctx: JobContext) => Promise<void>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  /** A job that runs every `everyMs`, once across all processes. */
  schedule(name: string, everyMs: number, payload: unknown = {}): void {
    this.schedules.set(name, { everyMs, payload });
  }

  async enqueue(
    name: string,
    payload: unknown = {},
    options: EnqueueOptions = {},
    trx: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<string | null> {
    const id = await insertJob(trx, {
      name,
      payload: JSON.stringify(payload),
      runAt: options.runAt ?? this.clock.now(),
      uniqueKey: options.uniqueKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
      lockedAt: null,
      lockedBy: null,
      lastError: null,
      finishedAt: null,
    });
    if (trx === this.db) this.kick();
    return id ?? null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  /** Wakes the loop right after an enqueue in this process, instead of at the next poll. */
  kick(): void {
    this.kicked = true;
    const wake = this.wake;
    this.wake = undefined;
    if (this.timer) clearTimeout(this.timer);
    wake?.();
  }

  /**
   * Claims what is due while there are free slots and runs those jobs side by side: a job that
   * waits (an AI reply's thinking pause, a slow provider, SMTP) must not hold up the others.
   * A finished job frees its slot and wakes the loop.
   */
  private async runLoop(): Promise<void> {
    await this.ensureSchedules().catch((err) => this.log.error({ err }, 'could not schedule jobs'));
    const slots = this.opts.batch ?? 5;
    while (this.running) {
      this.kicked = false;
      let full = false;
      try {
        await this.recoverStale();
        const free = slots - this.inflight.size;
        if (free > 0) {
          const claimed = await this.claim(free);
          for (const job of claimed) this.track(job);
          full = claimed.length === free;
        }
      } catch (err) {
        this.log.error({ err }, 'job loop failed');
      }
      // Due jobs may remain: claim again at once, unless every slot is busy (a finishing job kicks).
      if (full && this.inflight.size < slots) continue;
      if (this.running && !this.kicked) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.opts.pollMs ?? 1000);
        });
      }
    }
    await Promise.allSettled(this.inflight);
  }

  private track(job: JobRow): void {
    const run = this.runOne(job)
      .catch((err: unknown) => this.log.error({ err, job: job.name, jobId: job.id }, 'could not record the job outcome'))
      .finally(() => {
        this.inflight.delete(run);
        if (this.running) this.kick();
      });
    this.inflight.add(run);
  }

  private claim(limit: number): Promise<JobRow[]> {
    // Only jobs this process can run: a node without the handler (an older version during a
    // rolling deploy, or one without SMTP) must not claim a job and burn its attempts.
    const names = [...this.handlers.keys()];
    if (names.length === 0) return Promise.resolve([]);
    return claimDueJobs(this.db, names, this.clock.now(), this.workerId, limit);
  }

  async ensureSchedules(): Promise<void> {
    for (const [name, s] of this.schedules) {
      await this.enqueue(name, s.payload, { uniqueKey: `schedule:${name}`, maxAttempts: 1 });
    }
  }

  private async recoverStale(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - STALE_AFTER_MS);
    await requeueStaleJobs(this.db, cutoff);
  }

  /** Claims and runs the jobs that are due now, side by side; returns how many ran. Tests call it directly. */
  async runDue(limit = this.opts.batch ?? 5): Promise<number> {
    const claimed = await this.claim(limit);
    await Promise.all(claimed.map((job) => this.runOne(job)));
    return claimed.length;
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    const now = this.clock.now();
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload as never, { job, now });
      await updateJob(this.db, job.id, { status: 'done', finishedAt: this.clock.now(), lockedAt: null });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retry = job.attempts < job.maxAttempts;
      const backoffMs = Math.min(2 ** job.attempts * 1000, 10 * 60_000);
      await updateJob(this.db, job.id, {
        status: retry ? 'queued' : 'failed',
        runAt: new Date(now.getTime() + backoffMs),
        lastError: message.slice(0, 2000),
        lockedAt: null,
        finishedAt: retry ? null : now,
      });
      this.log.error({ err, job: job.name, jobId: job.id, attempt: job.attempts }, 'job failed');
    }
    const schedule = this.schedules.get(job.name);
    if (schedule && job.uniqueKey === `schedule:${job.name}`) {
      await this.enqueue(job.name, schedule.payload, {
        uniqueKey: job.uniqueKey,
        runAt: new Date(this.clock.now().getTime() + schedule.everyMs),
        maxAttempts: 1,
      });
    }
  }
}
