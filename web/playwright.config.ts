import { defineConfig, devices } from '@playwright/test';
import { fakeCameraFile } from './e2e/support/fake-camera.ts';
import { e2eServerEnv } from './e2e/support/server-env.ts';

// scripts/e2e.mjs picks a free port and passes it on; 3100 only when Playwright is run by hand.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // A small moving picture instead of Chromium's 720p test pattern: the video journey's pages
  // encode and decode in software on two cores, and 720p made every click there wait seconds.
  `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
];

/**
 * Journeys that depend on the one setting of the whole system they share, the access-code gate:
 * gated-sign-up turns it on, and the titles journey opens /coach-registration without a code.
 * They run one after another on one worker. Every other journey makes its own people (freshCoach,
 * coachedClient of that coach, registerCustomer) and leaves the gate alone, so it runs in any
 * order, beside them on the other workers.
 */
const GATE_JOURNEYS = ['onboarding/gated-sign-up.spec.ts', 'navigation/titles.spec.ts'].map((glob) => `**/e2e/${glob}`);

/** Run through `node scripts/e2e.mjs` (npm test does), which prepares the database and Redis. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A file's tests stay in order on one worker (some share a setting through beforeAll).
  fullyParallel: false,
  // One by default: two workers (E2E_WORKERS=2) drove a 2-core machine's load past 20 (each journey's
  // Chromium with fake camera and microphone), and journeys timed out. The gate journeys below keep
  // to one lane for whoever runs two or more on a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Journeys ask for reduced motion, which the app honours (theme/Provider.tsx): no waiting for
    // dialogs, menus and toasts to animate in and out, 18% off the journeys' time on two cores.
    // The axe scans, the toasts journey and reduced-motion.spec.ts keep full motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'access-gate', testMatch: GATE_JOURNEYS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: GATE_JOURNEYS, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node --import tsx realtime-server/src/main.ts',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(PORT, BASE_URL),
  },
});
