import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor resolve as soon as their condition holds; the default 1 s to give up is too short
// on a loaded 2-core machine running both test workers (a 300 ms debounce plus a render missed it).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
