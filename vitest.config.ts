import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure rules, no services), `integration` (real PostgreSQL and Redis:
 * the global setup creates a database and drops it afterwards), `web` (components in happy-dom).
 * Playwright specs live in web/e2e and are not picked up here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'realtime-server/src/**/*.test.ts', 'db/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['realtime-server/test/**/*.test.ts', 'db/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['realtime-server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
          // Two cores: files run two at a time.
          maxWorkers: 2,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
