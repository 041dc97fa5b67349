import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '../../src/app.ts';
import { startTestServer } from '../helpers.ts';

// A small build as Vite leaves it: index.html and a hashed asset, each with its .br and .gz copy,
// and a file without copies.
const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const ASSET = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const ASSET_PATH = '/assets/index-Ab12Cd34.js';

let dist: string;
let server: AppServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'coach-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    [ASSET_PATH.slice(1), ASSET],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('GET /assets/* (hashed build files)', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await get(ASSET_PATH, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(ASSET_PATH, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(ASSET_PATH, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(ASSET);
    }
  });

  it('answers 404 for an asset that is not there, in any encoding', async () => {
    const res = await get('/assets/index-gone.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
    // A 404 must not be cached as if it were the file: the next build may bring it.
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});

describe('GET / and client routes (index.html)', () => {
  it('sends index.html compressed and never cached', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('sends the app for a client route, compressed and never cached', async () => {
    const br = await get('/coaching', 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);

    const plain = await get('/coach/invites');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it('sends a file without compressed copies as it is, revalidated', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
