// zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when an
// object schema is built. The server's Content-Security-Policy (script-src 'self') forbids both,
// and the browser reports each attempt as a violation. zod reads its settings from this global
// (zod/v4/core/core.js `globalConfig`), so setting it here needs no zod code in the entry chunk.
// Imported first in main.tsx. In the build, the entry's own code runs after the chunks it imports;
// none of them builds a schema (vite.config.ts marks the contract's declarations pure, so only the
// lazy pages that validate with a schema build one), and e2e/security/csp.spec.ts fails otherwise.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
