// Runs the Playwright journeys against a real server: a database of their own on PostgreSQL
// (dropped afterwards) and Redis when reachable, PGlite in a temporary folder otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { freePorts, log, root, run } from './lib.mjs';
import { reachable, TEST_POSTGRES_URL, TEST_REDIS_URL } from './services.mjs';
import { findLivekit, startLivekit } from './livekit.mjs';

const require = createRequire(join(root, 'db', 'package.json'));
const pg = require('pg');

const extraArgs = [];
/** Journeys left out for a missing peer: one --grep-invert (Playwright keeps only the last one given). */
const leftOut = [];
// Free ports, so that a running app (or another run) on a fixed port does not fail the journeys:
// the server's and the reconnect journey's second server's. Playwright's workers inherit them and
// evaluate playwright.config.ts with the same values.
const [port, secondPort] = await freePorts(2);
const env = {
  E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-e2e-')),
  E2E_REDIS_PREFIX: `e2e:${process.pid}:`,
  E2E_PORT: process.env.E2E_PORT ?? String(port),
  E2E_SECOND_PORT: process.env.E2E_SECOND_PORT ?? String(secondPort),
};
let admin;
let dbName;
if (await reachable(TEST_POSTGRES_URL, 5432)) {
  dbName = `coach_e2e_${process.pid}_${Date.now()}`;
  admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${dbName}`;
  env.E2E_DATABASE_URL = url.toString();
} else {
  log(
    'PostgreSQL not reachable: the browser tests use the embedded PGlite; the reconnect journey (two processes on one database) and the billing journeys (they end a trial in the database) are left out',
  );
  leftOut.push('Reconnecting badge', '@postgres');
}
if (await reachable(TEST_REDIS_URL, 6379)) env.E2E_REDIS_URL = TEST_REDIS_URL;

// The video room's journeys need a real LiveKit server, posting its webhooks to the app under test.
const livekitBin = findLivekit();
let livekit = null;
if (livekitBin) {
  livekit = await startLivekit(livekitBin, { webhookUrl: `http://127.0.0.1:${env.E2E_PORT}/api/webhooks/livekit` });
  Object.assign(env, { E2E_LIVEKIT_URL: livekit.url, E2E_LIVEKIT_API_KEY: livekit.apiKey, E2E_LIVEKIT_API_SECRET: livekit.apiSecret });
} else {
  if (process.env.CI === 'true') {
    log('no LiveKit server (npm test builds one with Go): under CI the video journeys must run');
    process.exit(1);
  }
  log('no LiveKit server: the video room journeys are left out');
  leftOut.push('@livekit');
}
if (leftOut.length) extraArgs.push('--grep-invert', leftOut.join('|'));

let status;
try {
  const cli = require.resolve('@playwright/test/cli', { paths: [join(root, 'web')] });
  status = run(process.execPath, [cli, 'test', ...extraArgs, ...process.argv.slice(2)], {
    cwd: join(root, 'web'),
    env: { ...process.env, ...env },
  });
} finally {
  await livekit?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  if (env.E2E_REDIS_URL) await dropRedisKeys(env.E2E_REDIS_URL, env.E2E_REDIS_PREFIX).catch(() => undefined);
}

/** The run's Redis keys (the Socket.IO stream, rate-limit counters), as the integration tests drop theirs. */
async function dropRedisKeys(url, prefix) {
  const { createClient } = createRequire(join(root, 'realtime-server', 'package.json'))('redis');
  const redis = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length) await redis.del(keys);
    }
  } finally {
    await redis.quit();
  }
}
process.exit(status);
