/**
 * What the HTTP benchmarks (bench/slots.ts, notes.ts, dashboard.ts) share: a database of their
 * own, tokens signed as the server signs them, server processes started and stopped around the
 * run, autocannon with a warm-up, and the results file. The chat benchmark (chat-fanout.ts) has
 * its own harness for sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

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
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
  };
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
