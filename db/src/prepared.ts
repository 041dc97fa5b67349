import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose SQL text starts with this comment runs as a named prepared statement on each
 * pooled connection: PostgreSQL parses and plans it once per connection instead of at every
 * call. For the hot reads only (a few fixed texts), since each connection keeps every statement
 * it prepared for its lifetime.
 */
export const PREPARED = '/* prepared */';

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
};

type Query = (...args: unknown[]) => unknown;

/** Makes every client of the pool run statements marked with PREPARED as named statements. */
export function prepareMarkedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (config: unknown, values?: unknown, callback?: unknown) =>
      typeof config === 'string' && config.startsWith(PREPARED)
        ? query({ name: nameOf(config), text: config, values }, callback)
        : query(config, values, callback);
  });
}
