import pg from 'pg';
import { createClient } from 'redis';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '@coach/db';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    /** Prefix of every Redis key of this run; test servers add one of their own below it. */
    redisPrefix: string;
  }
}

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Creates a database of this run's own (dropped at the end) and checks that Redis answers. */
export default async function setup(project: TestProject) {
  const name = `coach_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`Integration tests need PostgreSQL at ${ADMIN_URL} (set TEST_POSTGRES_URL): ${(err as Error).message}`, { cause: err });
  }
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    await admin.query(`drop database ${name}`);
    await admin.end();
    throw new Error(`Integration tests need Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`, {
      cause: err,
    });
  } finally {
    if (redis.isOpen) await redis.quit();
  }

  // Migrate once here, so test files start together without racing to create the tables.
  const handle = await createDb({ databaseUrl });
  await migrateToLatest(handle.db);
  await handle.close();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', REDIS_URL);
  const redisPrefix = `test:${process.pid}-${Date.now().toString(36)}:`;
  project.provide('redisPrefix', redisPrefix);

  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    // Rate-limit counters expire on their own, socket.io streams do not: remove this run's keys.
    const cleanup = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
    try {
      await cleanup.connect();
      for await (const keys of cleanup.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 })) {
        if (keys.length) await cleanup.del(keys);
      }
    } finally {
      if (cleanup.isOpen) await cleanup.quit();
    }
  };
}
