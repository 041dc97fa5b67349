import { defineConfig, devices } from '@playwright/test';
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
];

/** Run through `node scripts/e2e.mjs` (npm test does), which prepares the database and Redis. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the journeys share the demo accounts, and a journey counting the demo coach's
  // invites (load-more) saw another's invite arrive live when two ran at once.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
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
