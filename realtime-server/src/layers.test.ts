/**
 * The layers of the server, checked on the source tree (ARCHITECTURE.md):
 * - SQL is built only in query files (`queries.ts`, `<topic>-queries.ts`); routes, services,
 *   gateways, plugins and providers call those. The chat hot path keeps its one-statement SQL in
 *   modules/chat/send-queries.ts and read-queries.ts too, so no file is excused.
 * - No import cycle between the server's parts: each folder of `modules/` and `providers/`,
 *   `realtime/`, `lib/`, `plugins/` and `cli/` is one part. The top-level files (app.ts,
 *   app-module.ts, context.ts, events.ts, jobs.ts, main.ts, config.ts), the list of modules
 *   (modules/index.ts) and each module's `module.ts` (its routes, gateways, listeners and jobs)
 *   wire the parts together and are left out.
 * - `providers/` is the outside world behind small interfaces: it never imports a module.
 * - Every folder of `modules/` has a `module.ts`, listed in modules/index.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, sourceFiles, withoutComments } from '../../scripts/import-graph.ts';

const SRC = dirname(fileURLToPath(import.meta.url));

const SQL_BUILDERS = [
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\s*\(/,
  /\bsql\s*(?:<[^`]*?>)?\s*`/,
  /\bsql\.(?:raw|ref|lit|id|join|table|val|value)\s*\(/,
];

const isQueryFile = (path: string) => /(?:^|\/)(?:[a-z0-9-]+-)?queries\.ts$/.test(path);

/** Whether the code builds SQL (a Kysely builder or a `sql` template). */
function buildsSql(code: string): boolean {
  const bare = withoutComments(code);
  return SQL_BUILDERS.some((re) => re.test(bare));
}

/** The files that build SQL outside query files. */
function sqlOutsideQueries(files: { path: string; code: string }[]): string[] {
  return files.filter((f) => !isQueryFile(f.path) && buildsSql(f.code)).map((f) => f.path);
}

/** Whether a file only wires parts together: a top-level file, the list of modules or a module's manifest. */
const isWiring = (path: string) => !path.includes('/') || path === 'modules/index.ts' || /^modules\/[^/]+\/module\.ts$/.test(path);

/** The part a file belongs to, or undefined for the wiring files. */
function partOf(path: string): string | undefined {
  if (isWiring(path)) return undefined;
  const [top, sub] = path.split('/');
  return top === 'modules' || top === 'providers' ? `${top}/${sub}` : top;
}

/** The imports from `providers/` into `modules/`, as 'file -> target'. */
function providersIntoModules(files: { path: string; code: string }[]): string[] {
  return files
    .filter((f) => f.path.startsWith('providers/'))
    .flatMap((f) =>
      importsOf(f.path, f.code)
        .filter((t) => t.startsWith('modules/'))
        .map((t) => `${f.path} -> ${t}`),
    );
}

/** The folders of `modules/` without a `module.ts`, or whose module.ts modules/index.ts does not import. */
function unlistedModules(files: { path: string; code: string }[]): string[] {
  const folders = [...new Set(files.filter((f) => /^modules\/[^/]+\//.test(f.path)).map((f) => f.path.split('/')[1]!))];
  const index = files.find((f) => f.path === 'modules/index.ts');
  const listed = new Set(index ? importsOf(index.path, index.code) : []);
  return folders.filter((m) => !listed.has(`modules/${m}/module.ts`) || !files.some((f) => f.path === `modules/${m}/module.ts`)).sort();
}

/** The import cycles between the server's parts (see partOf). */
const partCycles = (files: { path: string; code: string }[]) => importCycles(files, partOf);

const tree = sourceFiles(SRC).map((path) => ({ path, code: readFileSync(join(SRC, path), 'utf8') }));

describe('the server source tree', () => {
  it('builds SQL only in query files', () => {
    expect(tree.length).toBeGreaterThan(50);
    expect(tree.some((f) => f.path === 'modules/chat/send-queries.ts' && buildsSql(f.code))).toBe(true);
    expect(sqlOutsideQueries(tree)).toEqual([]);
  });

  it('has no import cycle between modules, providers, realtime, lib, plugins and cli', () => {
    expect(partCycles(tree)).toEqual([]);
  });

  it('has no provider that imports a module', () => {
    expect(tree.some((f) => f.path.startsWith('providers/'))).toBe(true);
    expect(providersIntoModules(tree)).toEqual([]);
  });

  it('lists every module in modules/index.ts by its module.ts', () => {
    expect(tree.some((f) => f.path === 'modules/goals/module.ts')).toBe(true);
    expect(unlistedModules(tree)).toEqual([]);
  });
});

describe('the layer checks themselves', () => {
  it('find SQL built outside a query file, and only there', () => {
    const files = [
      { path: 'modules/a/service.ts', code: "const r = await db.selectFrom('users').selectAll().execute();" },
      { path: 'modules/a/routes.ts', code: 'await sql`select 1`.execute(db);' },
      { path: 'modules/a/helper.ts', code: 'const n = sql<number>`count(*)`;' },
      { path: 'realtime/x.ts', code: "const t = sql.ref('rooms.id');" },
      { path: 'modules/a/queries.ts', code: "db.deleteFrom('users')" },
      { path: 'providers/jobs/job-queries.ts', code: "db.updateTable('jobs')" },
      { path: 'modules/b/service.ts', code: '// selectFrom is what the query file does\nawait ctx.db.transaction().execute(fn);' },
      { path: 'modules/b/routes.ts', code: "import { findUser } from './queries.ts';" },
    ];
    expect(sqlOutsideQueries(files)).toEqual(['modules/a/service.ts', 'modules/a/routes.ts', 'modules/a/helper.ts', 'realtime/x.ts']);
  });

  it('find a cycle between two modules, directly or through realtime/ or a provider', () => {
    const direct = [
      { path: 'modules/chat/service.ts', code: "import { findRoomDto } from '../rooms/queries.ts';" },
      { path: 'modules/rooms/queries.ts', code: "import { preview } from '../chat/queries.ts';" },
    ];
    expect(partCycles(direct)).toEqual([
      'modules/chat -> modules/rooms -> modules/chat\n  modules/chat/service.ts -> modules/rooms/queries.ts\n  modules/rooms/queries.ts -> modules/chat/queries.ts',
    ]);
    const through = [
      { path: 'modules/goals/service.ts', code: "import type { X } from '../../providers/ai/types.ts';" },
      { path: 'providers/ai/intent.ts', code: "export { y } from '../../realtime/gateway.ts';" },
      { path: 'realtime/gateway.ts', code: "import { z } from '../modules/goals/queries.ts';" },
    ];
    expect(partCycles(through)).toHaveLength(1);
    expect(partCycles(through)[0]).toMatch(/^modules\/goals -> providers\/ai -> realtime -> modules\/goals\n/);
    const oneWay = [
      { path: 'modules/rooms/service.ts', code: "import { s } from '../gamification/service.ts';" },
      {
        path: 'modules/gamification/service.ts',
        code: "import { d } from '../../lib/local-days.ts';\nimport type { AppContext } from '../../context.ts';\n// import { listRooms } from '../rooms/service.ts';",
      },
      { path: 'context.ts', code: "import type { ReadCache } from './modules/chat/read-cache.ts';" },
      { path: 'modules/chat/service.ts', code: "import { r } from '../rooms/queries.ts';\nimport { q } from './queries.ts';" },
    ];
    expect(partCycles(oneWay)).toEqual([]);
    const manifests = [
      { path: 'modules/video/module.ts', code: "import { startVideoGateway } from '../../realtime/gateway-video.ts';" },
      { path: 'realtime/io.ts', code: "import { attachVideoSocket } from '../modules/video/socket.ts';" },
      { path: 'modules/index.ts', code: "import { videoModule } from './video/module.ts';" },
    ];
    expect(partCycles(manifests)).toEqual([]);
  });

  it('find a provider that imports a module, and only that', () => {
    const files = [
      { path: 'providers/ai/builtin.ts', code: "import { builtinReply } from '../../modules/ai-coach/builtin-reply.ts';" },
      { path: 'providers/ai/types.ts', code: "export type { AiTurn } from '../../lib/turns.ts';" },
      { path: 'modules/chat/ai-reply.ts', code: "import type { AiProvider } from '../../providers/ai/types.ts';" },
      { path: 'providers/email/mailer.ts', code: "// import { x } from '../../modules/auth/service.ts';" },
    ];
    expect(providersIntoModules(files)).toEqual(['providers/ai/builtin.ts -> modules/ai-coach/builtin-reply.ts']);
  });

  it('find a module folder without a listed module.ts', () => {
    const files = [
      { path: 'modules/index.ts', code: "import { goalsModule } from './goals/module.ts';\nimport { x } from './notes/service.ts';" },
      { path: 'modules/goals/module.ts', code: '' },
      { path: 'modules/goals/service.ts', code: '' },
      { path: 'modules/notes/module.ts', code: '' },
      { path: 'modules/users/queries.ts', code: '' },
    ];
    expect(unlistedModules(files)).toEqual(['notes', 'users']);
  });
});
