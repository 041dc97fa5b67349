/** The chat benchmark's server processes: started, watched for crashes and warnings, counted and stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appServerEnv, repoRoot, sleep } from './http-bench.ts';
import { dbUrl, REDIS_PREFIX, REDIS_URL } from './chat-settings.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface Child {
  name: string;
  proc: ChildProcess;
  port: number;
  url: string;
  output: string[];
}
/** Log lines at warn level or above from any child (the first 50), reported with the results. */
export const childWarnings: { child: string; line: string }[] = [];
export const children = new Set<Child>();

export function startChild(name: string, script: string, port: number, env: Record<string, string>, ipc = false): Child {
  const args = ['--import', 'tsx'];
  // BENCH_PROFILE_DIR: each server process writes a V8 CPU profile there when it stops.
  if (process.env.BENCH_PROFILE_DIR) args.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`);
  // BENCH_EXTRA_IMPORT: a module each server process imports first (a sampler of GC pauses or statement times).
  if (process.env.BENCH_EXTRA_IMPORT) args.push('--import', process.env.BENCH_EXTRA_IMPORT);
  if (ipc) args.push('--import', pathToFileURL(join(here, 'request-counter.ts')).href);
  args.push(script);
  const proc = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  const child: Child = { name, proc, port, url: `http://127.0.0.1:${port}`, output: [] };
  const keep = (d: Buffer) => {
    const text = d.toString();
    child.output.push(text);
    if (child.output.length > 50) child.output.shift();
    // pino's levels: 40 warn, 50 error, 60 fatal.
    for (const line of text.split('\n')) {
      if (childWarnings.length < 50 && /"level":[4-6]0\b/.test(line)) childWarnings.push({ child: name, line: line.slice(0, 2000) });
    }
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  proc.on('exit', (code, signal) => {
    if (children.has(child)) {
      console.error(`\n${name} exited unexpectedly (${code ?? signal}). Its last output:\n${child.output.join('')}`);
      children.delete(child);
      crashed = new Error(`${name} exited unexpectedly`);
    }
  });
  children.add(child);
  return child;
}
let crashed: Error | undefined;
export const checkCrash = () => {
  if (crashed) throw crashed;
};

export async function stopChild(child: Child) {
  if (!children.delete(child)) return;
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000).then(() => child.proc.kill('SIGKILL'))]);
}

export async function waitReady(child: Child, path: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    checkCrash();
    const status = await new Promise<number>((r) => {
      const req = http.get(`${child.url}${path}`, (res) => {
        res.resume();
        r(res.statusCode ?? 0);
      });
      req.on('error', () => r(0));
    });
    if (status > 0 && status < 500) return;
    if (Date.now() > until) throw new Error(`${child.name} did not answer ${path} within ${ms} ms:\n${child.output.join('')}`);
    await sleep(200);
  }
}

/** HTTP requests and websocket upgrades the server process has received so far (request-counter.ts). */
export function countRequests(child: Child): Promise<{ requests: number; upgrades: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.name} did not report its request count`)), 5000);
    child.proc.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as { requests: number; upgrades: number });
    });
    child.proc.send('bench:count');
  });
}

/**
 * A port for the next child server: below Linux's ephemeral range (32768+), where the load
 * generator's own outgoing connections take their local ports, and free right now.
 */
let lastPort = 20_000 + Math.floor(Math.random() * 10_000);
export async function freePort(): Promise<number> {
  for (;;) {
    lastPort = lastPort >= 32_000 ? 20_000 : lastPort + 1;
    const port = lastPort;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
const serverEnv = () => ({ ...appServerEnv(dbUrl), REDIS_URL, REDIS_PREFIX, AUTH_RATE_LIMIT_PER_IP: '1000000' });
export async function startAppServer(name: string, env: Record<string, string> = {}): Promise<Child> {
  const child = startChild(name, 'realtime-server/src/main.ts', await freePort(), { ...serverEnv(), ...env }, true);
  await waitReady(child, '/api/health');
  return child;
}

/** Makes the run stop at its next crash check (as a child's unexpected exit does). */
export const markCrashed = (err: Error) => {
  crashed = err;
};

/** Stops every child still running (at the end, or after a crash). */
export async function stopAllChildren() {
  for (const c of [...children]) await stopChild(c).catch(() => undefined);
}
