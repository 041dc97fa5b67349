/**
 * The web's feature folders import each other in one direction only (ARCHITECTURE.md, "Web"):
 * - No import cycle between feature folders. A feature's `api.ts` (its calls from the contract's
 *   route table and its query keys) is a part of its own, so any feature may read another's data
 *   without taking in its screens.
 * - An `api.ts` imports only the contract, the libraries and `lib/`, never another feature.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, sourceFiles } from '../../../scripts/import-graph.ts';

const SRC = join(import.meta.dirname, '..');

/** A file's part: its feature folder, or the folder's api.ts; undefined outside features/. */
function partOf(path: string): string | undefined {
  const [top, feature, ...rest] = path.split('/');
  if (top !== 'features' || !feature || rest.length === 0) return undefined;
  return rest.join('/') === 'api.ts' ? `${feature}/api.ts` : feature;
}

const cycles = (files: { path: string; code: string }[]) => importCycles(files, partOf);

/** The imports of a feature's api.ts that reach into features/, as 'file -> target'. */
function apiImportsOfFeatures(files: { path: string; code: string }[]): string[] {
  return files
    .filter((f) => /^features\/[^/]+\/api\.ts$/.test(f.path))
    .flatMap((f) =>
      importsOf(f.path, f.code)
        .filter((t) => t.startsWith('features/'))
        .map((t) => `${f.path} -> ${t}`),
    );
}

const tree = sourceFiles(SRC).map((path) => ({ path, code: readFileSync(join(SRC, path), 'utf8') }));

describe('the web feature folders', () => {
  it('have no import cycle between them', () => {
    expect(tree.some((f) => f.path === 'features/goals/api.ts')).toBe(true);
    expect(cycles(tree)).toEqual([]);
  });

  it("keep each api.ts free of other features' code", () => {
    expect(apiImportsOfFeatures(tree)).toEqual([]);
  });
});

describe('the feature checks themselves', () => {
  it('find a cycle through two folders, and none through an api.ts', () => {
    const cycle = [
      { path: 'features/sessions/Card.tsx', code: "import { Brief } from '../dashboard/Brief.tsx';" },
      { path: 'features/dashboard/Tab.tsx', code: "import { Card } from '../sessions/Card.tsx';" },
    ];
    expect(cycles(cycle)).toEqual([
      'dashboard -> sessions -> dashboard\n  features/dashboard/Tab.tsx -> features/sessions/Card.tsx\n  features/sessions/Card.tsx -> features/dashboard/Brief.tsx',
    ]);
    const throughApi = [
      { path: 'features/sessions/Dialog.tsx', code: "import { availabilityApi } from '../availability/api.ts';" },
      { path: 'features/availability/useCalendar.ts', code: "import { sessionsApi } from '../sessions/api.ts';" },
      { path: 'lib/format.ts', code: "import { x } from '../features/sessions/Dialog.tsx';" },
    ];
    expect(cycles(throughApi)).toEqual([]);
  });

  it("find an api.ts that imports another feature's code", () => {
    const files = [
      { path: 'features/chat/api.ts', code: "import { call } from '../../lib/api.ts';\nimport { x } from '../rooms/cache.ts';" },
      { path: 'features/rooms/api.ts', code: "import type { TRoom } from '@coach/contract';" },
    ];
    expect(apiImportsOfFeatures(files)).toEqual(['features/chat/api.ts -> features/rooms/cache.ts']);
  });
});
