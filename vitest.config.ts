import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/**
 * The web tests share one module registry per worker (isolate: false): importing React, Chakra and
 * the app once per worker instead of once per file cuts their time by four. A file that replaces a
 * module with vi.mock would leak its stand-in to the files after it, so those run isolated.
 */
const WEB_TESTS = walk(join(import.meta.dirname, 'web/src'))
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => relative(import.meta.dirname, f));
const MOCKING_WEB_TESTS = WEB_TESTS.filter((f) => /\bvi\.(doMock|mock)\(/.test(readFileSync(join(import.meta.dirname, f), 'utf8')));

/**
 * Four projects: `unit` (pure rules, no services), `integration` (real PostgreSQL and Redis:
 * the global setup creates a database and drops it afterwards), `web` (components in happy-dom)
 * and `web-mocks` (the web tests that replace a module). Playwright specs live in web/e2e and are
 * not picked up here.
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
          // As in `web`: a worker imports the server's modules once, not once per file (that was
          // half the wall time). Each file makes its own server, database rows and Redis prefix;
          // module state is caches and per-context maps; spies are restored where they are made.
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_TESTS,
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web-mocks',
          include: MOCKING_WEB_TESTS,
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
