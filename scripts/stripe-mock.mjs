// stripe-mock (Stripe's own API test server, built from its Go module) for the billing tests.
// It answers every Stripe call with fixture objects and keeps no state; the tests sign their own
// webhook events with the SDK, so what they check is our handling, against Stripe's real API shapes.
import { spawn } from 'node:child_process';
import { freePorts } from './lib.mjs';
import { ensureGoTool } from './go-tool.mjs';

export const STRIPE_MOCK_VERSION = 'v0.203.0';

export const ensureStripeMock = () =>
  ensureGoTool({ name: 'stripe-mock', pkg: 'github.com/stripe/stripe-mock', version: STRIPE_MOCK_VERSION, builtAs: 'stripe-mock', minutes: 1 });

/** Starts stripe-mock over HTTP on a free loopback port; resolves once it answers. Returns { url, stop }. */
export async function startStripeMock(bin) {
  const [port] = await freePorts(1);
  const child = spawn(bin, ['-http-addr', `127.0.0.1:${port}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = null;
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  child.on('exit', (code) => {
    exited = code ?? 1;
    process.off('exit', killOnExit);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited !== null) throw new Error(`stripe-mock exited with ${exited}`);
    // Any HTTP answer (401 without a key) means it listens.
    const up = await fetch(`${url}/v1/customers`).then(() => true, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('stripe-mock did not answer within 20 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
