import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The landing page and the sign-in pages load at most this much JavaScript, gzipped: 200 KB.
 * The web bundles the contract's route table without its schemas (vite.config.ts
 * `routeTableWithoutSchemas`), so zod loads only with the pages that validate a form with it.
 */
const LIMIT_BYTES = 200_000;
/** The route group that holds `/` and `/login` (see src/App.tsx). */
const PUBLIC_PAGES = 'src/routes/public.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

// The build the server under test serves: its WEB_DIST (relative to the repository, as the server reads it), web/dist unless given.
const dist = resolve(import.meta.dirname, '..', '..', '..', process.env.WEB_DIST ?? 'web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The chunks that load with these manifest entries: each one and its static imports, recursively. */
function chunksOf(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key]!.file === file) ?? '';

// The entry (index.html) and its static imports, then the lazy chunk of `/` and `/login` and theirs.
const initial = chunksOf(['index.html', PUBLIC_PAGES]);

test.describe('the web bundle', () => {
  test('the landing and sign-in pages load at most 200 KB of JavaScript, gzipped', () => {
    const sizes = [...initial].map((file) => ({ file, gzipped: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzipped, 0);
    const listing = sizes
      .sort((a, b) => b.gzipped - a.gzipped)
      .map((s) => `${(s.gzipped / 1000).toFixed(1).padStart(7)} KB  ${s.file}`)
      .join('\n');
    expect(total, `initial JavaScript, gzipped: ${(total / 1000).toFixed(1)} KB\n${listing}`).toBeLessThanOrEqual(LIMIT_BYTES);
  });

  test('the browser loads only those chunks on / and /login', async ({ page }) => {
    // Guards the figure above: were a page to load another chunk at start, it would count too.
    const loaded = new Set<string>();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.endsWith('.js')) loaded.add(path.slice(1));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.size).toBeGreaterThan(0);
    expect([...loaded].filter((file) => !initial.has(file))).toEqual([]);
  });

  test("LiveKit's code loads with the video room's route alone", () => {
    // livekit-client's error class: its name survives minification as a string.
    const livekit = [...new Set(Object.values(manifest).map((c) => c.file))].filter(
      (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('LiveKitError'),
    );
    expect(livekit.length).toBeGreaterThan(0);
    // Every other route group, and the entry, with all they import at once.
    const others = Object.keys(manifest).filter(
      (key) => key === 'index.html' || (key.startsWith('src/routes/') && key !== 'src/routes/video.ts'),
    );
    expect(others.length).toBeGreaterThan(2);
    const elsewhere = chunksOf(others);
    expect(livekit.filter((file) => elsewhere.has(file))).toEqual([]);
    const video = chunksOf(['src/routes/video.ts']);
    // The blur's processors load later, on first use, from inside the room.
    expect(livekit.filter((file) => !video.has(file) && !manifest[keyOf(file)]?.isDynamicEntry)).toEqual([]);
  });
});
