/**
 * A source tree's relative imports and the cycles between its parts, for the tests that keep the
 * server's parts (realtime-server/src/layers.test.ts) and the web's feature folders
 * (web/src/features/cycles.test.ts) free of import cycles.
 */
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** Source files under `dir` (tests left out), as paths relative to it with '/' separators. */
export function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort();
}

/** The code without its comments (a comment may name `selectFrom` without building anything). */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const IMPORT =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved to paths relative to the source root. */
export function importsOf(path: string, code: string): string[] {
  const out: string[] = [];
  for (const m of withoutComments(code).matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    out.push(
      relative('/src', resolve('/src', dirname(path), spec))
        .split('\\')
        .join('/'),
    );
  }
  return out;
}

/**
 * The import cycles between parts (`partOf` names a file's part, or undefined for a file left out):
 * each a list of parts, the first repeated at the end, with the file imports that close it.
 */
export function importCycles(files: { path: string; code: string }[], partOf: (path: string) => string | undefined): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const f of files) {
    const from = partOf(f.path);
    if (!from) continue;
    for (const target of importsOf(f.path, f.code)) {
      const to = partOf(target);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${f.path} -> ${target}`);
      edges.set(from, out);
    }
  }
  // Tarjan's strongly connected components; each component of two or more parts holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  // One cycle per component, found by walking from its first part back to it inside the component.
  return components.map((component) => {
    const inside = new Set(component);
    const start = component[0]!;
    const path = [start];
    const seen = new Set([start]);
    const walk = (v: string): boolean => {
      for (const w of edges.get(v)?.keys() ?? []) {
        if (!inside.has(w)) continue;
        if (w === start) return path.push(w) > 0;
        if (seen.has(w)) continue;
        seen.add(w);
        path.push(w);
        if (walk(w)) return true;
        path.pop();
      }
      return false;
    };
    walk(start);
    const steps = path.slice(1).map((to, i) => `  ${edges.get(path[i]!)!.get(to)}`);
    return [path.join(' -> '), ...steps].join('\n');
  });
}
