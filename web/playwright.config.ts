import { defineConfig, devices } from '@playwright/test';

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
  workers: process.env.CI ? 2 : 2,
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
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      REDIS_PREFIX: process.env.E2E_REDIS_PREFIX ?? 'e2e:',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/coach-e2e',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1: the per-IP limit is tested in the integration suite.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // The demo accounts sign in in many journeys; the per-account limit has its integration test.
      AUTH_LOGIN_LIMIT_PER_ACCOUNT: '100000',
    },
  },
});
