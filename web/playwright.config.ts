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
 * Journeys that change or count what the demo accounts share, or a setting of the whole system:
 * the demo coach's availability, booking rules and sessions (a booking beside a "Clear All" finds
 * no time; a session counter sees another journey's session), the demo client's chat room, the
 * access-code gate (gated-sign-up turns it on; the titles journey opens /coach-registration
 * without a code), the coach workspace's dashboard and lists (they count the demo coach's unread
 * chats and clients), coach-clients and the axe scans (opening the demo coach's Clients tab marks
 * a chat read). They run one
 * after another on one worker, as every journey did before. The others make their own users
 * (registerCustomer; freshCoach, and coachedClient of that coach) or only read the demo accounts
 * without changing what they count, and run beside them on the second worker.
 */
const DEMO_COACH_JOURNEYS = [
  'availability/**',
  'sessions/**',
  'video/**',
  'workspace/**',
  'chat/live-chat.spec.ts',
  'onboarding/gated-sign-up.spec.ts',
  'navigation/titles.spec.ts',
  'workspace/coach-clients.spec.ts',
  'a11y.spec.ts',
].map((glob) => `**/e2e/${glob}`);

/** Run through `node scripts/e2e.mjs` (npm test does), which prepares the database and Redis. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A file's tests stay in order on one worker (some share a setting through beforeAll).
  fullyParallel: false,
  // One by default: two workers (E2E_WORKERS=2) drove a 2-core machine's load past 20 (each journey's
  // Chromium with fake camera and microphone), and journeys timed out. The lanes below keep the
  // demo-coach journeys apart for whoever runs two on a larger machine.
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
    // First in the queue: one worker goes through this long chain while the other takes the rest.
    { name: 'demo-coach', testMatch: DEMO_COACH_JOURNEYS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: DEMO_COACH_JOURNEYS, use: { ...devices['Desktop Chrome'] } },
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
