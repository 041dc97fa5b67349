// Real peers for the tests, built from their Go modules with `go install` once and kept in the
// gitignored .tools/bin (a fresh machine gets them the same way).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

const toolsBin = join(root, '.tools', 'bin');

export const onPath = (cmd) => {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/** Where `name` at `version` is kept once built. */
export const cachedTool = (name, version) => join(toolsBin, `${name}-${version}`);

/**
 * The binary `name` built from `pkg@version` (cached), building it first when Go is here.
 * Returns { bin } or { bin: null, reason }.
 */
export function ensureGoTool({ name, pkg, version, builtAs, minutes }) {
  const cached = cachedTool(name, version);
  if (existsSync(cached)) return { bin: cached };
  if (!onPath('go')) return { bin: null, reason: `Go is not installed, so ${name} cannot be built` };
  log(`building ${name} ${version} from its Go module (once; about ${minutes} minute${minutes === 1 ? '' : 's'})`);
  mkdirSync(toolsBin, { recursive: true });
  const r = spawnSync('go', ['install', `${pkg}@${version}`], {
    stdio: 'inherit',
    env: { ...process.env, GOBIN: toolsBin, GOFLAGS: '-mod=mod' },
  });
  const built = join(toolsBin, builtAs);
  if (r.status !== 0 || !existsSync(built)) return { bin: null, reason: `go install of ${name} ${version} failed` };
  renameSync(built, cached);
  return { bin: cached };
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
