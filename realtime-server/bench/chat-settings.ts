/** The chat fan-out benchmark's settings (BENCH_* variables) and the names of its database and Redis keys. */
import { ADMIN_URL } from './http-bench.ts';

const int = (name: string, dflt: number) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
export const CLIENTS = Math.max(2, Math.floor(int('BENCH_CLIENTS', 1000)));
export const RATE = int('BENCH_RATE', 200);
export const SECONDS = int('BENCH_SECONDS', 30);
export const IDLE_SECONDS = int('BENCH_IDLE_SECONDS', 10);
export const HTTP_SECONDS = int('BENCH_HTTP_SECONDS', 10);
/** The old design's baseline: every client polls its room every POLL_INTERVAL_MS, for this long, at the same message rate. */
export const POLL_SECONDS = int('BENCH_POLL_SECONDS', 15);
export const POLL_INTERVAL_MS = 3000;
/** Each fan-out run starts with this many seconds at the same rate, not counted: JIT, pools and prepared statements warm up. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const DRAIN_MS = 5000;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const runId = `${Date.now().toString(36)}_${process.pid}`;
export const DB_NAME = `coach_bench_${runId}`;
export const REDIS_PREFIX = `bench:${runId}:`;

export const adminUrl = new URL(ADMIN_URL);
const dbUrlObj = new URL(ADMIN_URL);
dbUrlObj.pathname = `/${DB_NAME}`;
export const dbUrl = dbUrlObj.toString();
