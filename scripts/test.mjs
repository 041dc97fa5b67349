// `npm test`: installs what is missing (pnpm, packages, Chromium from Debian when root), then
// format check, typecheck, lint, unit, integration (PostgreSQL + Redis) and Playwright tests in Chromium.
import { existsSync } from 'node:fs';
import { checkNode, ensureDependencies, ensurePnpm, ensureWebBuild, fail, log, runOrFail, runTogetherOrFail } from './lib.mjs';
import { reachable, TEST_POSTGRES_URL, TEST_REDIS_URL } from './services.mjs';
import { ensureLivekit, startLivekit } from './livekit.mjs';
import { ensureStripeMock, startStripeMock } from './stripe-mock.mjs';
import { ensureGofakes3, startGofakes3 } from './s3.mjs';

const started = Date.now();
const ci = process.env.CI === 'true' || process.env.CI === '1';
checkNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const px = (...args) => [pnpm[0], [...pnpm.slice(1), ...args]];

// Chromium for Playwright comes from Debian (Playwright's own download does not work offline).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('installing Chromium from Debian');
    runOrFail('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], 'Chromium install');
  } else {
    fail(`Chromium is missing at ${chromium}. Install it (e.g. sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

const pgUp = await reachable(TEST_POSTGRES_URL, 5432);
const redisUp = await reachable(TEST_REDIS_URL, 6379);
const services = pgUp && redisUp;
if (!services) {
  const missing = [!pgUp && `PostgreSQL (${TEST_POSTGRES_URL})`, !redisUp && `Redis (${TEST_REDIS_URL})`].filter(Boolean).join(' and ');
  if (ci) fail(`${missing} not reachable: under CI the integration tests must run.`);
  console.warn(
    `\x1b[33m! ${missing} not reachable: integration tests are SKIPPED. Start them (or set TEST_POSTGRES_URL / TEST_REDIS_URL) to run everything.\x1b[0m`,
  );
}

// A real LiveKit server for the video room's tests, built from its Go module once and kept in .tools/.
const livekit = ensureLivekit();
if (!livekit.bin) {
  if (ci) fail(`LiveKit server unavailable (${livekit.reason}): under CI the video room's tests must run against it.`);
  console.warn(`\x1b[33m! ${livekit.reason}: the video room's tests against a real LiveKit server are SKIPPED.\x1b[0m`);
} else {
  process.env.LIVEKIT_BIN = livekit.bin;
}

// stripe-mock for the billing tests against Stripe's API, built the same way.
const stripeMock = ensureStripeMock();
if (!stripeMock.bin) {
  if (ci) fail(`stripe-mock unavailable (${stripeMock.reason}): under CI the billing tests must run against it.`);
  console.warn(`\x1b[33m! ${stripeMock.reason}: the billing tests against stripe-mock are SKIPPED.\x1b[0m`);
}

// An S3-compatible server (gofakes3) for the uploads' tests with S3 configured, built the same way.
const s3 = ensureGofakes3();
if (!s3.bin) {
  if (ci) fail(`gofakes3 unavailable (${s3.reason}): under CI the uploads' S3 tests must run against it.`);
  console.warn(`\x1b[33m! ${s3.reason}: the uploads' tests against an S3-compatible server are SKIPPED.\x1b[0m`);
}

// Prettier formats everything (npm run format); the check fails on a file it would change.
runOrFail(...px('exec', 'prettier', '--check', '--log-level', 'warn', '.'), 'format check');
// The packages' typechecks need no order (tsc reads the sources of the packages they import), and
// lint runs beside them: each is one process on one core.
await runTogetherOrFail([
  [...px('-r', '--no-sort', '--workspace-concurrency', '2', 'typecheck'), 'typecheck'],
  [...px('exec', 'eslint', '--max-warnings', '0', '.'), 'lint'],
]);
runOrFail(...px('exec', 'vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-mocks'), 'unit tests');
if (services) {
  // The integration tests sign their own webhooks; this server answers tokens, rooms and mutes.
  const lk = livekit.bin ? await startLivekit(livekit.bin) : null;
  const lkEnv = lk ? { TEST_LIVEKIT_URL: lk.url, TEST_LIVEKIT_API_KEY: lk.apiKey, TEST_LIVEKIT_API_SECRET: lk.apiSecret } : {};
  const sm = stripeMock.bin ? await startStripeMock(stripeMock.bin) : null;
  const smEnv = sm ? { TEST_STRIPE_API_URL: sm.url } : {};
  const fs3 = s3.bin ? await startGofakes3(s3.bin) : null;
  const s3Env = fs3 ? { TEST_S3_ENDPOINT: fs3.url, TEST_S3_BUCKET: fs3.bucket, TEST_S3_REGION: fs3.region } : {};
  try {
    runOrFail(...px('exec', 'vitest', 'run', '--project', 'integration'), 'integration tests', {
      env: { ...process.env, ...lkEnv, ...smEnv, ...s3Env },
    });
  } finally {
    await lk?.stop();
    await sm?.stop();
    await fs3?.stop();
  }
}
ensureWebBuild(pnpm);
runOrFail(process.execPath, ['scripts/e2e.mjs'], 'Playwright tests');

const minutes = ((Date.now() - started) / 60000).toFixed(1);
log(`all tests passed in ${minutes} min`);
