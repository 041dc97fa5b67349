/**
 * What the HTTP benchmarks (bench/slots.ts, notes.ts, dashboard.ts) share: a database of their
 * own, tokens signed as the server signs them, server processes started and stopped around the
 * run, autocannon with a warm-up, the seed of a coach and a client, the report's heading and the
 * results file. The chat benchmark (chat-fanout.ts) takes the tokens, autocannon and the server's
 * environment from here and has its own harness for sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROLE } from '@coach/contract';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The servers under test sign and verify tokens with this run's own secret. */
export const JWT_SECRET = randomUUID() + randomUUID();

export const step = (msg: string) => console.log(`\x1b[36m›\x1b[0m ${msg}`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database name for this run of benchmark `name`, and its URL on the admin server. */
export function benchDatabase(name: string): { name: string; url: string } {
  const dbName = `coach_bench_${name}_${Date.now().toString(36)}_${process.pid}`;
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return { name: dbName, url: u.toString() };
}

const b64u = (v: string) => Buffer.from(v).toString('base64url');
/** HS256 JWT as @fastify/jwt signs it ({sub, tv, iat, exp}). */
export function signToken(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64u(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64u(JSON.stringify({ sub: userId, tv: 0, iat: now, exp: now + 86_400 }))}`;
  return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
}

export interface Child {
  proc: ChildProcess;
  url: string;
  output: string[];
}
const children = new Set<Child>();

async function freePort(): Promise<number> {
  return new Promise((r) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => r(port));
    });
  });
}

/** Starts `script` under tsx on a free port and waits until `ready` answers below 500. */
export async function startChild(script: string, ready: string, env: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const args = ['--import', 'tsx'];
  // BENCH_PROFILE_DIR: each server process writes a V8 CPU profile there when it stops (as the chat benchmark).
  if (process.env.BENCH_PROFILE_DIR) args.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`);
  const proc = spawn(process.execPath, [...args, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = { proc, url: `http://127.0.0.1:${port}`, output: [] };
  const keep = (d: Buffer) => void child.output.push(d.toString());
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  children.add(child);
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await new Promise<number>((r) =>
      http.get(`${child.url}${ready}`, (res) => (res.resume(), r(res.statusCode ?? 0))).on('error', () => r(0)),
    );
    if (status > 0 && status < 500) return child;
    if (proc.exitCode !== null || Date.now() > until) throw new Error(`${script} did not start:\n${child.output.join('')}`);
    await sleep(200);
  }
}

export async function stopChild(child: Child) {
  if (!children.delete(child)) return;
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000).then(() => child.proc.kill('SIGKILL'))]);
}

/** Stops every server still running (the benchmark's cleanup, after a failure too). */
export async function stopAllChildren() {
  for (const c of [...children]) await stopChild(c).catch(() => undefined);
}

/** 50 connections for HTTP_SECONDS after a 2 s warm-up that is not counted. */
export async function cannon(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 50, pipelining: 1, duration: 2, headers });
  const r = await autocannon({ url, connections: 50, pipelining: 1, duration: HTTP_SECONDS, headers });
  return {
    requestsPerS: Math.round(r.requests.average),
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
  };
}

/** Bare Fastify (bare-server.ts) through `cannon`: the same-run reference of every HTTP benchmark. */
export async function measureBare() {
  const bareServer = await startChild('realtime-server/bench/bare-server.ts', '/bare');
  step(`autocannon: GET /bare (bare Fastify), 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const bare = await cannon(`${bareServer.url}/bare`);
  await stopChild(bareServer);
  return bare;
}

/**
 * Creates the database of benchmark `name` and starts the app server on it (one process, no
 * Redis); returns the server and its environment, to start it again with other settings.
 */
export async function startBenchServer(name: string, db: { name: string; url: string }) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${db.name}`);
  await admin.end();
  step(`${name}: database ${db.name}; starting the server (one process, no Redis)`);
  const serverEnv = appServerEnv(db.url);
  return { server: await startAppServer(serverEnv), serverEnv };
}

/**
 * The app server's environment on database `databaseUrl`: this run's token secret, no Redis, no
 * jobs, no demo data, warnings only, a data folder of its own and no web build.
 */
export function appServerEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-bench-')),
    WEB_DIST: join(tmpdir(), 'coach-bench-no-web'),
  };
}

/** The app server (src/main.ts) with environment `env`, ready once /api/health answers. */
export const startAppServer = (env: Record<string, string>) => startChild('realtime-server/src/main.ts', '/api/health', env);

/** Runs `fn` with a client connected to database `url`, then disconnects. */
export async function withDatabase<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const result = await fn(db);
  await db.end();
  return result;
}

/** A coach and a client, verified, with a room (AI off) and the coaching relationship between them. */
export async function seedCoachAndClient(db: pg.Client): Promise<{ coachId: string; clientId: string }> {
  const users = await db.query<{ id: string; primary_role_id: number }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified)
     values ('Bench', 'Coach', 'coach@bench.invalid', $1, true), ('Bench', 'Client', 'client@bench.invalid', $2, true) returning id, primary_role_id`,
    [ROLE.COACH, ROLE.CUSTOMER],
  );
  const coachId = users.rows.find((r) => r.primary_role_id === ROLE.COACH)!.id;
  const clientId = users.rows.find((r) => r.primary_role_id === ROLE.CUSTOMER)!.id;
  await db.query(`insert into rooms (name, client_id, human_coach_id, ai_interaction_level) values ('Bench room', $1, $2, 'DISABLED')`, [
    clientId,
    coachId,
  ]);
  await db.query(`insert into coach_clients (coach_id, client_id) values ($1, $2)`, [coachId, clientId]);
  return { coachId, clientId };
}

/** Sets the time zone of `userId`'s profile. */
export async function setTimeZone(db: pg.Client, userId: string, zone: string) {
  await db.query(
    `insert into user_profiles (user_id, time_zone) values ($1, $2) on conflict (user_id) do update set time_zone = excluded.time_zone`,
    [userId, zone],
  );
}

/** A green pass or a red FAIL. */
export const pass = (ok: boolean) => (ok ? '\x1b[32mpass\x1b[0m' : '\x1b[31mFAIL\x1b[0m');

/** The report's first line: `title`, the run's load average. */
export function printHeading(title: string) {
  console.log(
    `\n${title} (same run; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
}

/** Writes bench-results/<name>-<time>.json and returns its path. */
export function writeResults(name: string, results: unknown): string {
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  const file = join(repoRoot, 'bench-results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  return file;
}

/**
 * Runs a benchmark's `main`, then always stops its servers and drops its database; exits 1 when
 * either failed.
 */
export async function runBench(name: string, db: { name: string }, main: () => Promise<void>): Promise<never> {
  let exitCode = 0;
  try {
    await main();
  } catch (err) {
    console.error(`\n\x1b[31m✖ ${name} benchmark crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\x1b[0m`);
    exitCode = 1;
  }
  try {
    await stopAllChildren();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${db.name} with (force)`);
    await admin.end();
  } catch (err) {
    console.error(`cleanup failed: ${err instanceof Error ? err.message : String(err)}`);
    exitCode = exitCode || 1;
  }
  process.exit(exitCode);
}
