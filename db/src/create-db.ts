import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';
import { prepareMarkedStatements } from './prepared.ts';
import { listenPostgres, type Listener } from './listen.ts';

export type DbKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Receives the notifications of a channel (NOTIFY, pg_notify) from every connection to the
   * database, this process's and others'. Resolves once set up; the returned function stops it.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files (ignored with databaseUrl). `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * A pooled connection that failed while idle (PostgreSQL restarted, an administrator ended it).
   * The pool has already dropped it and the next query opens a new one; this is for the log.
   */
  onIdleError?: (err: Error) => void;
}

// int8 (count(*), bigint) as number: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database: PostgreSQL through `pg` when a URL is given, PGlite otherwise. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    // Connections stay open once made (pg-pool closes idle ones after 10 s by default): after a
    // lull, a burst would otherwise wait for new backends to start, warm their catalog caches and
    // prepare the hot statements again (hundreds of ms on a small machine). A connection that breaks
    // while idle leaves the pool (onIdleError): an 'error' with no listener would end the process.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, idleTimeoutMillis: 0 });
    pool.on('error', (err) => options.onIdleError?.(err));
    // A connection cut while checked out fails its query, which answers for it (a 503); pg also
    // emits 'error' on the client, and pg-pool takes its own listener off while a client is out.
    pool.on('connect', (client) => client.on('error', () => undefined));
    prepareMarkedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    const { databaseUrl } = options;
    const listen = async (channel: string, listener: Listener) => listenPostgres(databaseUrl, channel, listener);
    return { db, kind: 'postgres', listen, close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // btree_gist: the sessions' no-overlap guard (an exclusion constraint on coach and time range).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  // pg_trgm: the notebook's search indexes.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(dir, { extensions: { btree_gist, pg_trgm } });
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  prepareMarkedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return {
    db,
    kind: 'pglite',
    // One process holds the database: its notifications cannot be missed.
    listen: async (channel: string, listener: Listener) => {
      const unlisten = await pglite.listen(channel, listener.onPayload);
      listener.onState('up');
      return async () => {
        listener.onState('down');
        await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
