import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadsSettled } from '../routes/preload.ts';
import { offline } from './http.ts';

// findBy*/waitFor resolve as soon as their condition holds; the default 1 s to give up is too short
// on a loaded 2-core machine running both test workers (a 300 ms debounce plus a render missed it).
configure({ asyncUtilTimeout: 4000 });

// No test reaches a real server: fetch answers only what a test's HTTP mock (./http.ts) serves.
globalThis.fetch = offline;

// Files share a worker's modules and document (vitest.config.ts: isolate false): each test leaves
// the page, the storage and the URL as it found them.
afterEach(async () => {
  // A sign-in form starts loading the signed-in pages' code: it must arrive before the file's
  // environment is torn down, or the import fails after the test has passed.
  await preloadsSettled();
  cleanup();
  // The HTTP mock and every other spy go back to what they were, fetch to `offline`.
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
