// stripe-mock (Stripe's own API test server, built from its Go module) for the billing tests.
// It answers every Stripe call with fixture objects and keeps no state; the tests sign their own
// webhook events with the SDK, so what they check is our handling, against Stripe's real API shapes.
import { freePorts } from './lib.mjs';
import { ensureGoTool, startPeer } from './go-tool.mjs';

export const STRIPE_MOCK_VERSION = 'v0.203.0';

export const ensureStripeMock = () =>
  ensureGoTool({
    name: 'stripe-mock',
    pkg: 'github.com/stripe/stripe-mock',
    version: STRIPE_MOCK_VERSION,
    builtAs: 'stripe-mock',
    minutes: 1,
  });

/** Starts stripe-mock over HTTP on a free loopback port; resolves once it answers. Returns { url, stop }. */
export async function startStripeMock(bin) {
  // It serves HTTPS too, on 12112 unless told: a second stripe-mock on the machine would find that taken.
  const [port, httpsPort] = await freePorts(2);
  const url = `http://127.0.0.1:${port}`;
  // Any HTTP answer (401 without a key) means it listens.
  const peer = await startPeer('stripe-mock', bin, ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${httpsPort}`], {
    isUp: () =>
      fetch(`${url}/v1/customers`).then(
        () => true,
        () => false,
      ),
  });
  return { url, stop: peer.stop };
}
