// `npm run bench`: the chat fan-out benchmark (realtime-server/bench/chat-fanout.ts) against the
// local PostgreSQL and Redis, then the free-slots, note-search and coach-dashboard benchmarks
// (realtime-server/bench/slots.ts, notes.ts, dashboard.ts), each beside bare Fastify in the same run.
// Settings: BENCH_CLIENTS (1000), BENCH_RATE (200 messages/s), BENCH_SECONDS (30),
// BENCH_POLL_SECONDS (15), BENCH_IDLE_SECONDS (10), BENCH_HTTP_SECONDS (10); BENCH_ONLY=chat,
// slots, notes or dashboard runs one of them. It reports; a missed target does not fail it, a crash does.
import { spawn, spawnSync } from 'node:child_process';
import { checkNode, fail, log, root } from './lib.mjs';
import { reachable, TEST_POSTGRES_URL, TEST_REDIS_URL } from './services.mjs';

checkNode();
const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const pgUrl = process.env.BENCH_POSTGRES_URL ?? TEST_POSTGRES_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? TEST_REDIS_URL;
if (!(await reachable(pgUrl, 5432))) fail(`PostgreSQL is not reachable at ${pgUrl} (set BENCH_POSTGRES_URL or TEST_POSTGRES_URL).`);
if (!(await reachable(redisUrl, 6379))) fail(`Redis is not reachable at ${redisUrl} (set BENCH_REDIS_URL or TEST_REDIS_URL).`);

// Every socket is a file descriptor in this process and in the server: 1000+ sockets need ulimit -n >= 4096.
const needed = Math.max(4096, clients * 2 + 512);
const limit = (flag) => {
  const out = spawnSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Infinity : Number(out);
};
const soft = limit('-Sn');
const hard = limit('-Hn');
let command = [process.execPath, '--import', 'tsx', 'realtime-server/bench/chat-fanout.ts'];
if (soft < needed) {
  if (hard >= needed) {
    log(`open-file limit (ulimit -n) is ${soft}: raising it to ${needed} for the benchmark`);
    command = ['sh', '-c', `ulimit -n ${needed} && exec "$@"`, 'sh', ...command];
  } else {
    fail(
      `The open-file limit is too low: ulimit -n is ${soft} (hard limit ${hard}); ${clients} sockets need at least ${needed}.\n` +
        `  Raise it (e.g. ulimit -n ${needed}, or LimitNOFILE / /etc/security/limits.conf) or run with fewer BENCH_CLIENTS.`,
    );
  }
} else {
  log(`open-file limit (ulimit -n) is ${soft}: enough for ${clients} sockets`);
}

const only = process.env.BENCH_ONLY;
const tsx = (file) => [process.execPath, '--import', 'tsx', `realtime-server/bench/${file}.ts`];
const benches = { chat: command, slots: tsx('slots'), notes: tsx('notes'), dashboard: tsx('dashboard') };
if (only && !(only in benches)) fail(`BENCH_ONLY=${only}: choose one of ${Object.keys(benches).join(', ')}`);
const runs = Object.entries(benches)
  .filter(([name]) => !only || only === name)
  .map(([, run]) => run);
let current;
process.on('SIGINT', () => current?.kill('SIGINT'));
let failed = 0;
for (const [exe, ...args] of runs) {
  current = spawn(exe, args, { cwd: root, stdio: 'inherit' });
  const code = await new Promise((resolve) => current.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  failed ||= code;
}
process.exit(failed);
