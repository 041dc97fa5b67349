import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { PREPARED } from '../src/index.ts';
import { prepareMarkedStatements } from '../src/prepared.ts';
// The integration setup declares what it provides (the database of this run).
import type {} from '../../realtime-server/test/global-setup.ts';

describe('prepareMarkedStatements', () => {
  it('runs a marked statement as a named prepared statement, once per connection, and leaves others unprepared', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    prepareMarkedStatements(pool);
    try {
      const marked = `${PREPARED} select $1::int + 1 as n`;
      expect((await pool.query(marked, [1])).rows).toEqual([{ n: 2 }]);
      expect((await pool.query(marked, [41])).rows).toEqual([{ n: 42 }]);
      expect((await pool.query('select $1::int * 2 as n', [21])).rows).toEqual([{ n: 42 }]);
      const { rows } = await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^p_[0-9a-f]{16}$/);
      expect(rows[0]!.statement).toBe(marked);
    } finally {
      await pool.end();
    }
  });
});
