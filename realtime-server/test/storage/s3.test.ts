import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERR, type TUploadIntent } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { s3FileStore } from '../../src/providers/storage/s3.ts';
import { call, startTestServer } from '../helpers.ts';
import { ELF, finalize, intent, intentUrl, MB, PDF, pngBytes, s3TestEnv } from './storage-helpers.ts';
import { buildUser } from '../factories/people.ts';

const s3 = s3TestEnv();

describe.skipIf(!s3)('uploads with S3 configured (gofakes3)', () => {
  let server: AppServer;
  beforeAll(async () => {
    await s3!.start();
    server = await startTestServer(s3!.env());
  });
  afterAll(async () => {
    await server?.close();
    s3!.stop();
  });

  /** Sends bytes to a signedPut intent's presigned address, as a browser would. */
  const putSigned = (it: TUploadIntent, body: Buffer, contentType?: string) => {
    if (it.kind !== 'signedPut') throw new Error(`expected a signedPut intent, got ${it.kind}`);
    return fetch(it.url, { method: 'PUT', headers: { 'content-type': contentType ?? it.contentType }, body: new Uint8Array(body) });
  };
  const exists = async (key: string) => {
    const store = s3FileStore(server.ctx.config.s3!);
    return store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: key })).then(
      () => true,
      () => false,
    );
  };

  it('gives a presigned PUT, then finalizes and serves a credential document end to end', async () => {
    const { user, token } = await buildUser(server);
    const it1 = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length);
    expect(it1).toMatchObject({ kind: 'signedPut', contentType: 'application/pdf', maxBytes: 50 * MB });
    expect(it1.key).toMatch(new RegExp(`^tmp/${user.id}/document-`));
    if (it1.kind !== 'signedPut') return;
    expect(it1.url).toContain(`/${server.ctx.config.s3!.bucket}/${it1.key}`);
    expect(it1.url).toContain('X-Amz-Signature=');
    // Signed for exactly this length: the bucket refuses a body of any other.
    expect(new URL(it1.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    expect((await putSigned(it1, PDF)).status).toBe(200);

    const kept = await finalize(server, token, { tmpKey: it1.key, type: 'document' });
    expect(kept).toMatchObject({ type: 'document', contentType: 'application/pdf', size: PDF.length });
    expect(await exists(kept.key)).toBe(true);
    expect(await exists(it1.key)).toBe(false);
    const res = await call(server, 'GET', kept.url, { token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const stranger = await buildUser(server);
    expect((await call(server, 'GET', kept.url, { token: stranger.token })).statusCode).toBe(404);
  });

  it('resizes an avatar read back from the bucket', async () => {
    const { token } = await buildUser(server);
    const png = await pngBytes(300, 500);
    const it1 = await intent(server, token, 'avatar', 'png', 'image/png', png.length);
    expect((await putSigned(it1, png)).status).toBe(200);
    const kept = await finalize(server, token, { tmpKey: it1.key, type: 'avatar' });
    const served = await call(server, 'GET', kept.url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a size over the limit, or none, before giving an address', async () => {
    const { user, token } = await buildUser(server);
    const over = await call(server, 'GET', intentUrl('avatar', 'png', 'image/png', 5 * MB + 1), { token });
    expect([over.statusCode, over.json().error]).toEqual([413, UPLOAD_ERR.TOO_LARGE('avatar')]);
    const none = await call(server, 'GET', intentUrl('avatar', 'png', 'image/png'), { token });
    expect([none.statusCode, none.json().error]).toEqual([400, UPLOAD_ERR.SIZE_REQUIRED]);
    expect(await server.ctx.db.selectFrom('uploads').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('checks the first bytes with a ranged GET and the size at finalize, removing what it refuses', async () => {
    const { token } = await buildUser(server);
    const exe = await intent(server, token, 'avatar', 'png', 'image/png', ELF.length);
    await putSigned(exe, ELF);
    const r1 = await call(server, 'POST', '/api/storage/finalize', { token, payload: { tmpKey: exe.key, type: 'avatar' } });
    expect([r1.statusCode, r1.json().error]).toEqual([400, UPLOAD_ERR.CONTENT_MISMATCH]);
    expect(await exists(exe.key)).toBe(false);

    // A store that does not hold the PUT to its signed length (this test server does not): the
    // size is measured again at finalize.
    const small = await pngBytes();
    const big = await intent(server, token, 'avatar', 'png', 'image/png', small.length);
    await putSigned(big, Buffer.concat([small, Buffer.alloc(5 * MB)]));
    const r2 = await call(server, 'POST', '/api/storage/finalize', { token, payload: { tmpKey: big.key, type: 'avatar' } });
    expect([r2.statusCode, r2.json().error]).toEqual([413, UPLOAD_ERR.TOO_LARGE('avatar')]);
    expect(await exists(big.key)).toBe(false);
  });

  it('finalizes only the asker’s tmpKey, and has no local PUT', async () => {
    const { token } = await buildUser(server);
    const other = await buildUser(server);
    const it1 = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length);
    await putSigned(it1, PDF);
    const theirs = await call(server, 'POST', '/api/storage/finalize', {
      token: other.token,
      payload: { tmpKey: it1.key, type: 'document' },
    });
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, UPLOAD_ERR.NOT_FOUND]);
    const row = await server.ctx.db.selectFrom('uploads').select('id').where('tmpKey', '=', it1.key).executeTakeFirstOrThrow();
    const local = await server.app.inject({
      method: 'PUT',
      url: `/api/storage/uploads/${row.id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(local.statusCode).toBe(404);
  });
});
