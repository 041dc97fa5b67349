import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and pages point into the product's reference as `docs/<file>.md#<heading>`, and the
 * reference's pages link to each other's headings. A heading renamed or a page moved would leave
 * those pointers dangling without a word, so every one of them is checked here.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');
const SKIP = new Set(['node_modules', '.git', '.data', 'dist', 'coverage', 'test-results', 'playwright-report', '.cache']);
const SOURCE = /\.(ts|tsx|mts|mjs|js|md)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : walk(join(dir, e.name));
    return SOURCE.test(e.name) ? [join(dir, e.name)] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes; repeats get -1, -2. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const anchorCache = new Map<string, Set<string>>();
const anchors = (file: string) => {
  let a = anchorCache.get(file);
  if (!a) anchorCache.set(file, (a = anchorsOf(readFileSync(file, 'utf8'))));
  return a;
};

interface Link {
  from: string;
  line: number;
  target: string;
  file: string;
  anchor?: string;
}

/** `docs/<page>.md#<anchor>` anywhere in the tree, and inside docs/ the pages' own relative links. */
function linksIn(file: string): Link[] {
  const text = readFileSync(file, 'utf8');
  const inDocs = dirname(file) === DOCS;
  const out: Link[] = [];
  const from = relative(ROOT, file);
  for (const [i, line] of text.split('\n').entries()) {
    for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g))
      out.push({ from, line: i + 1, target: m[0], file: join(DOCS, m[1]!), anchor: m[2] });
    if (!inDocs) continue;
    for (const m of line.matchAll(/\]\((?!https?:|\/|docs\/)([\w.-]*\.md)?(?:#([\w-]+))?\)/g)) {
      if (!m[1] && !m[2]) continue;
      out.push({ from, line: i + 1, target: m[0], file: m[1] ? join(DOCS, m[1]) : file, anchor: m[2] });
    }
  }
  return out;
}

describe('links into docs/', () => {
  const links = walk(ROOT).flatMap(linksIn);

  it('finds the reference and the pointers to it', () => {
    expect(existsSync(join(DOCS, 'README.md'))).toBe(true);
    expect(links.length).toBeGreaterThan(0);
  });

  it('point to a page that exists and a heading it has', () => {
    const broken = links
      .filter((l) => !existsSync(l.file) || (l.anchor !== undefined && !anchors(l.file).has(l.anchor)))
      .map((l) => `${l.from}:${l.line}: ${l.target}`);
    expect(broken).toEqual([]);
  });

  it('reads headings as GitHub anchors them', () => {
    expect([...anchorsOf('# A title\n## Status moves\n## Calls\n## Calls\n### `video:enter` (socket)\n')]).toEqual([
      'a-title',
      'status-moves',
      'calls',
      'calls-1',
      'videoenter-socket',
    ]);
  });
});
