// Shared by start, test and bench: find or install pnpm, install dependencies when they changed.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { existsSync, readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

export const log = (msg) => console.log(`\x1b[36m›\x1b[0m ${msg}`);
export const fail = (msg) => {
  console.error(`\x1b[31m✖ ${msg}\x1b[0m`);
  process.exit(1);
};

/**
 * `count` distinct TCP ports free on loopback right now: listens on port 0 (the system picks a free
 * port) as many times, all at once so no port comes twice, reads them and closes.
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.unref();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) fail(`Node 20 or newer is needed (this is ${process.version}).`);
}

const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore', shell: false }).status === 0;

/** pnpm as a command line: the installed one, a freshly installed global one, or through npx. */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return ['pnpm'];
  log(`pnpm is missing: installing pnpm@${PNPM_VERSION} globally`);
  if (spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 && works('pnpm', ['--version'])) {
    return ['pnpm'];
  }
  log('global install not possible here; using npx');
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

export function runOrFail(cmd, args, what, opts = {}) {
  const started = Date.now();
  const status = run(cmd, args, opts);
  if (status !== 0) fail(`${what} failed (exit ${status}).`);
  log(`${what} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Runs the `[cmd, args, what]` steps side by side (checks that use one core each, on a machine
 * with more), printing each one's output whole once it ends, so the log reads step by step.
 * Fails after all have ended when any failed.
 */
export async function runTogetherOrFail(steps) {
  const started = Date.now();
  const outcomes = await Promise.all(
    steps.map(
      ([cmd, args, what]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('error', (err) => out.push(Buffer.from(`${err.message}\n`)));
          child.on('close', (code) => {
            process.stdout.write(Buffer.concat(out));
            const status = code ?? 1;
            if (status === 0) log(`${what} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve({ what, status });
          });
        }),
    ),
  );
  const failed = outcomes.filter((o) => o.status !== 0);
  if (failed.length) fail(failed.map((o) => `${o.what} failed (exit ${o.status}).`).join(' '));
}

function installStamp() {
  const h = createHash('sha256');
  for (const f of ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']) h.update(readFileSync(join(root, f)));
  return h.digest('hex');
}

/** Installs with the lockfile when node_modules is missing or the lockfile changed since the last install. */
export function ensureDependencies(pnpm) {
  const stampFile = join(root, 'node_modules', '.coach-install-stamp');
  const stamp = installStamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  runOrFail(pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile'], 'install');
  writeFileSync(stampFile, stamp);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the web app when its sources (or the contract) are newer than the last build. */
export function ensureWebBuild(pnpm, { force = false } = {}) {
  const built = join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(root, 'web', 'src')),
    newestMtime(join(root, 'web', 'index.html')),
    newestMtime(join(root, 'web', 'public')),
    newestMtime(join(root, 'web', 'vite.config.ts')),
    newestMtime(join(root, 'packages', 'contract', 'src')),
  );
  if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log('building the web app');
  runOrFail(pnpm[0], [...pnpm.slice(1), '--filter', '@coach/web', 'build'], 'web build');
}

/** Starts the server with tsx (TypeScript runs as is); `.env` is read when present. */
export function spawnServer(env = {}, { stdio = 'inherit' } = {}) {
  const args = [];
  if (existsSync(join(root, '.env'))) args.push(`--env-file=${join(root, '.env')}`);
  args.push('--import', 'tsx', join(root, 'realtime-server', 'src', 'main.ts'));
  return spawn(process.execPath, args, { cwd: root, stdio, env: { ...process.env, ...env } });
}
