import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type DbHandle } from '@coach/db';
import { ManualClock, systemClock, type Clock } from '../../src/lib/clock.ts';
import { JobRunner } from '../../src/providers/jobs/runner.ts';
import { waitFor } from '../helpers.ts';

const silent = { info: () => undefined, error: () => undefined };

/** Two handles: two pools, as two processes would have. */
let first: DbHandle;
let second: DbHandle;
beforeAll(async () => {
  first = await createDb({ databaseUrl: inject('databaseUrl'), poolSize: 4 });
  second = await createDb({ databaseUrl: inject('databaseUrl'), poolSize: 4 });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** The database is shared with the other test files: every test uses job names of its own. */
const jobName = (label: string) => `test.${label}.${randomUUID().slice(0, 8)}`;
const runner = (clock: Clock = systemClock, handle = first) => new JobRunner(handle.db, clock, silent);
const rowsOf = (name: string) => first.db.selectFrom('jobs').selectAll().where('name', '=', name).orderBy('createdAt').execute();

/** A runner on a manual clock of its own, with one job that counts its runs (and throws at each with `fail`). */
function countingJob(label: string, { fail = false } = {}) {
  const clock = new ManualClock();
  const name = jobName(label);
  const r = runner(clock);
  const job = { clock, name, r, calls: 0 };
  r.register(name, async () => {
    job.calls += 1;
    if (fail) throw new Error(`boom ${job.calls}`);
  });
  return job;
}

async function drain(r: JobRunner): Promise<void> {
  while ((await r.runDue(5)) > 0) {
    /* until nothing is due */
  }
}

describe('JobRunner', () => {
  it('runs each of 40 jobs exactly once with two runners claiming at the same time', async () => {
    const name = jobName('concurrent');
    const runs: Array<{ runner: string; i: number }> = [];
    const a = runner(systemClock, first);
    const b = runner(systemClock, second);
    for (const [label, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r.register<{ i: number }>(name, async ({ i }) => {
        runs.push({ runner: label, i });
        await sleep(2);
      });
    }
    for (let i = 0; i < 40; i++) await a.enqueue(name, { i });

    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((r) => r.i)).size).toBe(40);
    expect(runs.some((r) => r.runner === 'a')).toBe(true);
    expect(runs.some((r) => r.runner === 'b')).toBe(true);
    const rows = await rowsOf(name);
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1 && r.finishedAt !== null)).toBe(true);
  });

  it('runs a quick job while a slow one still waits, in its running loop', async () => {
    const slow = jobName('slow');
    const quick = jobName('quick');
    const r = runner();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    r.register(slow, async () => {
      await gate;
      done.push('slow');
    });
    r.register(quick, async () => {
      done.push('quick');
    });
    r.start();
    try {
      await r.enqueue(slow);
      await waitFor(async () => (await rowsOf(slow))[0]?.status === 'running', 5000, 'the slow job to start');
      await r.enqueue(quick);
      await waitFor(async () => (await rowsOf(quick))[0]?.status === 'done', 5000, 'the quick job beside the slow one');
      expect(done).toEqual(['quick']);
    } finally {
      release();
      await r.stop();
    }
    // Stopping waits for the job in hand.
    expect(done).toEqual(['quick', 'slow']);
    expect((await rowsOf(slow))[0]?.status).toBe('done');
  });

  it('retries a failing job with growing waits and marks it failed after maxAttempts', async () => {
    const job = countingJob('failing', { fail: true });
    const { clock, name, r } = job;
    const id = await r.enqueue(name, {}, { maxAttempts: 3 });
    const row = async () => (await rowsOf(name)).find((j) => j.id === id)!;

    expect(await r.runDue()).toBe(1);
    let stored = await row();
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    const firstWait = stored.runAt.getTime() - clock.now().getTime();
    expect(firstWait).toBeGreaterThan(1000);
    expect(firstWait).toBeLessThanOrEqual(2000);

    expect(await r.runDue()).toBe(0);
    clock.advance(2001);
    expect(await r.runDue()).toBe(1);
    stored = await row();
    expect(stored).toMatchObject({ status: 'queued', attempts: 2, lastError: 'boom 2' });
    const secondWait = stored.runAt.getTime() - clock.now().getTime();
    expect(secondWait).toBeGreaterThan(firstWait);

    clock.advance(1000);
    expect(await r.runDue()).toBe(0);
    clock.advance(secondWait);
    expect(await r.runDue()).toBe(1);
    stored = await row();
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(stored.finishedAt).toBeInstanceOf(Date);

    clock.advance(3_600_000);
    expect(await r.runDue()).toBe(0);
    expect(job.calls).toBe(3);
  });

  it('does not run a job before its runAt', async () => {
    const job = countingJob('later');
    const { clock, name, r } = job;
    await r.enqueue(name, {}, { runAt: new Date(clock.now().getTime() + 10 * 60_000) });
    expect(await r.runDue()).toBe(0);
    clock.advance(9 * 60_000);
    expect(await r.runDue()).toBe(0);
    expect(job.calls).toBe(0);
    clock.advance(2 * 60_000);
    expect(await r.runDue()).toBe(1);
    expect(job.calls).toBe(1);
  });

  it('keeps one job per uniqueKey while it is waiting, and takes a new one once it has run', async () => {
    const name = jobName('unique');
    const key = `key-${randomUUID()}`;
    const r = runner();
    const seen: number[] = [];
    r.register<{ n: number }>(name, async ({ n }) => {
      seen.push(n);
    });
    const id = await r.enqueue(name, { n: 1 }, { uniqueKey: key });
    expect(id).toBeTruthy();
    expect(await r.enqueue(name, { n: 2 }, { uniqueKey: key })).toBeNull();
    expect(await rowsOf(name)).toHaveLength(1);

    await drain(r);
    expect(seen).toEqual([1]);
    expect(await r.enqueue(name, { n: 3 }, { uniqueKey: key })).toBeTruthy();
    await drain(r);
    expect(seen).toEqual([1, 3]);
  });

  it('runs a job again whose worker went silent more than 5 minutes ago', async () => {
    const name = jobName('stale');
    const now = Date.now();
    const insert = (payload: object, lockedAt: Date) =>
      first.db
        .insertInto('jobs')
        .values({
          name,
          payload: JSON.stringify(payload),
          status: 'running',
          runAt: new Date(lockedAt.getTime() - 1000),
          attempts: 1,
          lockedAt,
          lockedBy: 'host:1234:crashed',
          uniqueKey: null,
          lastError: null,
          finishedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const stale = await insert({ which: 'stale' }, new Date(now - 6 * 60_000));
    const busy = await insert({ which: 'busy' }, new Date(now - 60_000));

    const r = new JobRunner(first.db, systemClock, silent, { pollMs: 50 });
    const ran: string[] = [];
    r.register<{ which: string }>(name, async ({ which }) => {
      ran.push(which);
    });
    r.start();
    try {
      await waitFor(async () => (await rowsOf(name)).find((j) => j.id === stale.id)?.status === 'done', 5000, 'the stale job');
    } finally {
      await r.stop();
    }
    expect(ran).toEqual(['stale']);
    const rows = await rowsOf(name);
    expect(rows.find((j) => j.id === stale.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(rows.find((j) => j.id === busy.id)).toMatchObject({ status: 'running', lockedBy: 'host:1234:crashed' });
  });

  it('leaves alone the jobs it has no handler for', async () => {
    const known = jobName('known');
    const unknown = jobName('unknown');
    const r = runner();
    r.register(known, async () => undefined);
    await r.enqueue(unknown, {});
    await r.enqueue(known, {});
    await drain(r);
    expect((await rowsOf(known))[0]).toMatchObject({ status: 'done' });
    expect((await rowsOf(unknown))[0]).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('keeps one pending run of a schedule and plans the next one after each run', async () => {
    const job = countingJob('schedule');
    const { clock, name, r } = job;
    r.schedule(name, 60 * 60_000);
    await r.ensureSchedules();
    await r.ensureSchedules();
    expect((await rowsOf(name)).filter((j) => j.status === 'queued')).toHaveLength(1);

    expect(await r.runDue()).toBe(1);
    expect(job.calls).toBe(1);
    const next = (await rowsOf(name)).filter((j) => j.status === 'queued');
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(59 * 60_000);

    expect(await r.runDue()).toBe(0);
    clock.advance(60 * 60_000 + 1000);
    expect(await r.runDue()).toBe(1);
    expect(job.calls).toBe(2);
  });
});
