// `npm start`: installs what is missing, builds the web app, then serves web + API + sockets
// on one port. The server migrates the database and seeds the demo accounts on first run.
import { checkNode, ensureDependencies, ensurePnpm, ensureWebBuild, log, spawnServer } from './lib.mjs';
import { findLivekit, startLivekit } from './livekit.mjs';

checkNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
ensureWebBuild(pnpm);

// Video: the LiveKit server the settings name, or a livekit-server binary found here run in dev
// mode on loopback, or none (the video room then opens without audio and video, and says so).
let livekit = null;
const livekitBin = process.env.LIVEKIT_URL ? null : findLivekit();
if (livekitBin) {
  const port = Number(process.env.PORT ?? 3000);
  livekit = await startLivekit(livekitBin, { webhookUrl: `http://127.0.0.1:${port}/api/webhooks/livekit` }).catch((err) => {
    log(`livekit-server did not start (${err.message}): the video room opens without audio and video`);
    return null;
  });
  if (livekit) log(`video: LiveKit server (dev mode) at ${livekit.url}`);
} else if (!process.env.LIVEKIT_URL) {
  log('video: no LiveKit server (set LIVEKIT_URL, or put livekit-server on the PATH): the video room opens without audio and video');
}

const server = spawnServer(livekit?.env ?? {});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  await livekit?.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
