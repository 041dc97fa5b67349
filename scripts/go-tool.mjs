// Real peers for the tests, built from their Go modules with `go install` once and kept in the
// user's cache (~/.cache/coach-platform/bin), so that every clone on the machine shares them; a
// fresh machine gets them the same way. Binaries in the checkout's gitignored .tools/bin, where
// earlier versions kept them, are used too.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

const toolsBin = join(root, '.tools', 'bin');
const sharedBin = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'coach-platform', 'bin');

/** The user's cache when it can be written, the checkout's .tools/bin otherwise. */
function buildDir() {
  try {
    mkdirSync(sharedBin, { recursive: true });
    accessSync(sharedBin, constants.W_OK);
    return sharedBin;
  } catch {
    mkdirSync(toolsBin, { recursive: true });
    return toolsBin;
  }
}

export const onPath = (cmd) => {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/** Where `name` at `version` is kept once built (it may not exist yet). */
export const cachedTool = (name, version) => {
  const file = `${name}-${version}`;
  return [toolsBin, sharedBin].map((dir) => join(dir, file)).find((path) => existsSync(path)) ?? join(sharedBin, file);
};

/**
 * The binary `name` built from `pkg@version` (cached), building it first when Go is here.
 * Returns { bin } or { bin: null, reason }.
 */
export function ensureGoTool({ name, pkg, version, builtAs, minutes }) {
  const cached = cachedTool(name, version);
  if (existsSync(cached)) return { bin: cached };
  if (!onPath('go')) return { bin: null, reason: `Go is not installed, so ${name} cannot be built` };
  const dir = buildDir();
  log(`building ${name} ${version} from its Go module into ${dir} (once; about ${minutes} minute${minutes === 1 ? '' : 's'})`);
  const r = spawnSync('go', ['install', `${pkg}@${version}`], {
    stdio: 'inherit',
    env: { ...process.env, GOBIN: dir, GOFLAGS: '-mod=mod' },
  });
  const built = join(dir, builtAs);
  if (r.status !== 0 || !existsSync(built)) return { bin: null, reason: `go install of ${name} ${version} failed` };
  const kept = join(dir, `${name}-${version}`);
  renameSync(built, kept);
  return { bin: kept };
}

/**
 * Runs `bin args` as a peer of this script and waits until `isUp()` says it answers (20 s at most).
 * A script that exits on a failure (runOrFail) takes the peer with it. Returns { stop }.
 */
export async function startPeer(name, bin, args, { isUp, quiet = true }) {
  const child = spawn(bin, args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  let exited = null;
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  child.on('exit', (code) => {
    exited = code ?? 1;
    process.off('exit', killOnExit);
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited !== null) throw new Error(`${name} exited with ${exited}`);
    if (await isUp()) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within 20 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
