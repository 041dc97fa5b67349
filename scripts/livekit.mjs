// The LiveKit server for `npm test` (a real one, built from its Go module) and for `npm start`
// (when a livekit-server binary is on the PATH or already built here).
import { existsSync } from 'node:fs';
import { freePorts } from './lib.mjs';
import { cachedTool, ensureGoTool, onPath, startPeer } from './go-tool.mjs';

/**
 * v1.13.6 and later name forks of pion in replace directives that the Go module proxy does not
 * serve, so `go install` refuses them; v1.13.5 is the newest release that builds from the proxy.
 */
export const LIVEKIT_VERSION = 'v1.13.5';
export const LIVEKIT_DEV_KEY = 'devkey';
// LiveKit wants a secret of at least 32 characters outside --dev; this one is for loopback only.
export const LIVEKIT_DEV_SECRET = 'loopback-only-livekit-secret-0123456789';

/** A livekit-server binary: the one on the PATH, the one built here before, or null. */
export function findLivekit() {
  if (process.env.LIVEKIT_BIN && existsSync(process.env.LIVEKIT_BIN)) return process.env.LIVEKIT_BIN;
  const cached = cachedTool('livekit-server', LIVEKIT_VERSION);
  return onPath('livekit-server') ?? (existsSync(cached) ? cached : null);
}

/** findLivekit(), building it with `go install` first when Go is here; null (with the reason) when it cannot be had. */
export function ensureLivekit() {
  const found = findLivekit();
  if (found) return { bin: found };
  return ensureGoTool({
    name: 'livekit-server',
    pkg: 'github.com/livekit/livekit-server/cmd/server',
    version: LIVEKIT_VERSION,
    builtAs: 'server',
    minutes: 2,
  });
}

/**
 * Starts a LiveKit server on loopback (free ports unless given) and waits until it answers.
 * `webhookUrl`: where it posts room and participant events, signed with the key below.
 * Returns { url, apiKey, apiSecret, stop }.
 */
export async function startLivekit(bin, { webhookUrl, port, quiet = true } = {}) {
  const [httpPort, tcpPort, udpPort] = port ? [port, port + 1, port + 2] : await freePorts(3);
  const config = [
    `port: ${httpPort}`,
    'bind_addresses: ["127.0.0.1"]',
    'rtc:',
    `  tcp_port: ${tcpPort}`,
    `  udp_port: ${udpPort}`,
    '  use_external_ip: false',
    '  node_ip: 127.0.0.1',
    '  enable_loopback_candidate: true',
    'keys:',
    `  ${LIVEKIT_DEV_KEY}: ${LIVEKIT_DEV_SECRET}`,
    'logging:',
    `  level: ${quiet ? 'warn' : 'info'}`,
    ...(webhookUrl ? ['webhook:', `  api_key: ${LIVEKIT_DEV_KEY}`, '  urls:', `    - ${webhookUrl}`] : []),
  ].join('\n');
  const peer = await startPeer('livekit-server', bin, ['--config-body', config], {
    quiet,
    isUp: () =>
      fetch(`http://127.0.0.1:${httpPort}/`).then(
        (r) => r.ok,
        () => false,
      ),
  });
  const url = `ws://127.0.0.1:${httpPort}`;
  return {
    url,
    apiKey: LIVEKIT_DEV_KEY,
    apiSecret: LIVEKIT_DEV_SECRET,
    env: { LIVEKIT_URL: url, LIVEKIT_API_KEY: LIVEKIT_DEV_KEY, LIVEKIT_API_SECRET: LIVEKIT_DEV_SECRET },
    stop: peer.stop,
  };
}
