import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadsSettled } from '../routes/preload.ts';

// findBy*/waitFor resolve as soon as their condition holds; the default 1 s to give up is too short
// on a loaded 2-core machine running both test workers (a 300 ms debounce plus a render missed it).
configure({ asyncUtilTimeout: 4000 });

// Files share a worker's modules and document (vitest.config.ts: isolate false): each test leaves
// the page, the storage and the URL as it found them.
afterEach(async () => {
  // A sign-in form starts loading the signed-in pages' code: it must arrive before the file's
  // environment is torn down, or the import fails after the test has passed.
  await preloadsSettled();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
