import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { createDb } from '../src/create-db.ts';
// The integration setup declares what it provides (the database of this run).
import type {} from '../../realtime-server/test/global-setup.ts';

/**
 * A connection string whose connections carry an application name of their own, and an
 * administrator's connection that sees and ends their backends.
 */
async function tagged(prefix: string) {
  const name = `${prefix}-${process.pid}`;
  const url = new URL(inject('databaseUrl'));
  url.searchParams.set('application_name', name);
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  const backends = async () =>
    (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [name])).rows[0]!.n;
  const terminate = async () =>
    (await admin.query<{ ok: boolean }>('select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1', [name]))
      .rows;
  return { url: url.toString(), admin, backends, terminate };
}

describe('createDb on PostgreSQL', () => {
  it('keeps its connections through a lull, so the next burst does not wait for new backends', async () => {
    const { url, admin, backends } = await tagged('coach-pool-lull');
    // Only the pool's timers are faked: its sockets still talk to PostgreSQL.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handle = await createDb({ databaseUrl: url, poolSize: 3 });
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
      expect(await backends()).toBe(3);

      // A minute without a query (pg-pool's default closes idle connections after 10 s).
      vi.advanceTimersByTime(60_000);
      vi.useRealTimers();
      await new Promise((r) => setTimeout(r, 500));
      expect(await backends()).toBe(3);
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      vi.useRealTimers();
      await handle.close();
      await admin.end();
    }
  });

  it('drops an idle connection that PostgreSQL ends, reports it, and opens a new one for the next query', async () => {
    const { url, admin, terminate } = await tagged('coach-pool-killed');
    const errors: Error[] = [];
    const handle = await createDb({ databaseUrl: url, poolSize: 2, onIdleError: (err) => errors.push(err) });
    try {
      await sql`select 1`.execute(handle.db);
      expect(await terminate()).toEqual([{ ok: true }]);
      await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
      expect(errors[0]!.message).toMatch(/terminat/i);
      const { rows } = await sql<{ n: number }>`select 2 as n`.execute(handle.db);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
      await admin.end();
    }
  });

  it('gives up a statement past statementTimeoutMs and a wait for a connection past acquireTimeoutMs', async () => {
    const handle = await createDb({ databaseUrl: inject('databaseUrl'), poolSize: 1, acquireTimeoutMs: 200, statementTimeoutMs: 300 });
    try {
      let started = Date.now();
      await expect(sql`select pg_sleep(5)`.execute(handle.db)).rejects.toMatchObject({
        code: '57014',
        message: expect.stringMatching(/statement timeout/),
      });
      expect(Date.now() - started).toBeLessThan(3000);
      // The connection stays good after PostgreSQL's own cancel.
      expect((await sql<{ n: number }>`select 1 as n`.execute(handle.db)).rows).toEqual([{ n: 1 }]);

      let free = () => undefined as void;
      const busy = new Promise<void>((resolve) => (free = resolve));
      const held = handle.db.connection().execute(() => busy);
      started = Date.now();
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow('timeout exceeded when trying to connect');
      expect(Date.now() - started).toBeLessThan(3000);
      free();
      await held;
    } finally {
      await handle.close();
    }
  });
});
