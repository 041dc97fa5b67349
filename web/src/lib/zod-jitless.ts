import { config } from 'zod/v4/core';

// zod 4 compiles object parsers with `new Function` unless told not to, and probes for it the
// first time an object schema is built. The server's Content-Security-Policy (script-src 'self')
// forbids both, and the browser reports each attempt as a violation. Imported first in main.tsx,
// so it runs before any schema of the contract is built. (`z.config` is this same function; zod's
// core alone keeps the rest of zod out of the entry chunk.)
config({ jitless: true });
