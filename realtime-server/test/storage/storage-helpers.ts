import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { TStoredFile, TUploadIntent, TUploadType } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call } from '../helpers.ts';

export const MB = 1024 * 1024;
export const pngBytes = (w = 40, h = 20) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

export const intentUrl = (type: TUploadType, ext: string, contentType: string, size?: number) =>
  `/api/storage/upload-intent?type=${type}&ext=${encodeURIComponent(ext)}&contentType=${encodeURIComponent(contentType)}${size === undefined ? '' : `&size=${size}`}`;

export async function intent(
  server: AppServer,
  token: string,
  type: TUploadType,
  ext: string,
  contentType: string,
  size?: number,
): Promise<TUploadIntent> {
  const res = await call(server, 'GET', intentUrl(type, ext, contentType, size), { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TUploadIntent;
}

/** PUTs bytes to a local intent's uploadUrl through inject. */
export function putLocal(server: AppServer, token: string, it: TUploadIntent, body: Buffer, contentType: string) {
  if (it.kind !== 'local') throw new Error('not a local intent');
  return server.app.inject({
    method: 'PUT',
    url: it.uploadUrl,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
}

export async function finalize(
  server: AppServer,
  token: string,
  body: { tmpKey: string; type: TUploadType; credentialId?: string | null },
): Promise<TStoredFile> {
  const res = await call(server, 'POST', '/api/storage/finalize', { token, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TStoredFile;
}

/** A certification of `userId`, straight into the table (the credentials calls are another module's). */
export async function insertCertification(server: AppServer, userId: string): Promise<string> {
  const row = await server.ctx.db
    .insertInto('coachCertifications')
    .values({ userId, name: 'ICF Associate Certified Coach' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * S3_* settings against an S3-compatible server (gofakes3, scripts/s3.mjs): the one `npm test`
 * started (TEST_S3_ENDPOINT), else the binary built before in .tools/bin, started for this file.
 * Under CI a missing server fails; elsewhere the S3 tests are left out with a warning.
 */
export function s3TestEnv(): { env: () => Record<string, string>; start: () => Promise<void>; stop: () => void } | null {
  const bucket = process.env.TEST_S3_BUCKET ?? 'coach-test-uploads';
  const settings = (endpoint: string) => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: process.env.TEST_S3_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
  });
  const given = process.env.TEST_S3_ENDPOINT;
  if (given) return { env: () => settings(given), start: async () => undefined, stop: () => undefined };
  const bin = join(dirname(fileURLToPath(import.meta.url)), '../../../.tools/bin/gofakes3-v1.2.0');
  if (!existsSync(bin)) {
    if (process.env.CI === 'true' || process.env.CI === '1')
      throw new Error('TEST_S3_ENDPOINT is unset: under CI the uploads run against gofakes3');
    console.warn('! TEST_S3_ENDPOINT is unset and gofakes3 is not built: the uploads tests against S3 are left out');
    return null;
  }
  let child: ChildProcess | undefined;
  let endpoint = '';
  return {
    env: () => settings(endpoint),
    start: async () => {
      const port = await freePort();
      endpoint = `http://127.0.0.1:${port}`;
      child = spawn(bin, ['-backend', 'memory', '-host', `127.0.0.1:${port}`, '-initialbucket', bucket, '-quiet'], { stdio: 'ignore' });
      const deadline = Date.now() + 20_000;
      while (
        !(await fetch(`${endpoint}/${bucket}`).then(
          () => true,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error('gofakes3 did not answer within 20 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => void child?.kill('SIGKILL'),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
