// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /socket.io to the server on PORT (3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, ensureDependencies, ensurePnpm, root } from './lib.mjs';

checkNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
// People open the app on Vite's port: links in emails and the pages billing returns to go there.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const server = spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'realtime-server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const web = spawn(pnpm[0], [...pnpm.slice(1), '--filter', '@coach/web', 'dev'], { cwd: root, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
web.on('exit', stop);
