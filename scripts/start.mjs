// `npm start`: installs what is missing, builds the web app, then serves web + API + sockets
// on one port. The server migrates the database and seeds the demo accounts on first run.
import { checkNode, ensureDependencies, ensurePnpm, ensureWebBuild, spawnServer } from './lib.mjs';

checkNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
ensureWebBuild(pnpm);

const server = spawnServer();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
