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
  /**
   * How long a query waits for a pooled connection, or for a new one to be made, in ms (pg-pool's
   * connectionTimeoutMillis); unset: for ever. A database that stalls then fails fast (a 503)
   * instead of queueing every request, and a queued write never runs after its sender gave up.
   */
  acquireTimeoutMs?: number | undefined;
  /**
   * How long one statement may take, in ms: PostgreSQL cancels it (statement_timeout, SQLSTATE
   * 57014), and the client gives up a little later on a connection that answers nothing at all
   * (pg's query_timeout: a frozen TCP connection never delivers the server's cancel), then drops
   * that connection. Unset: no limit. It bounds migrations too.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * How much longer than the statement timeout the client waits for an answer: a working connection
 * answers with PostgreSQL's own cancel first, so only a silent one is given up client-side.
 */
export const QUERY_TIMEOUT_GRACE_MS = 1000;

/** pg's error when query_timeout passes without an answer. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

type Query = (...args: unknown[]) => unknown;

/**
 * After a read timeout pg keeps the unanswered query as the connection's active one, so the next
 * query on it would wait behind it: end that connection instead. `end()` marks it at once, so the
 * pool drops it when it is released; destroying the socket frees it without waiting for the peer.
 */
function dropTimedOutConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (!(err instanceof Error) || err.message !== QUERY_READ_TIMEOUT) return;
          client.end().catch(() => undefined);
          (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        });
      }
      return result;
    };
  });
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
    const { acquireTimeoutMs, statementTimeoutMs } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 0,
      ...(acquireTimeoutMs ? { connectionTimeoutMillis: acquireTimeoutMs } : {}),
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS } : {}),
    });
    pool.on('error', (err) => options.onIdleError?.(err));
    // A connection cut while checked out fails its query, which answers for it (a 503); pg also
    // emits 'error' on the client, and pg-pool takes its own listener off while a client is out.
    pool.on('connect', (client) => client.on('error', () => undefined));
    prepareMarkedStatements(pool);
    if (statementTimeoutMs) dropTimedOutConnections(pool);
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
  // acquireTimeoutMs and statementTimeoutMs do not apply here: PGlite runs in this process, with no
  // connection that can stall, and its one connection serialises queries, so a long statement
  // (an export) would make a short acquire timeout refuse everything queued behind it.
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
