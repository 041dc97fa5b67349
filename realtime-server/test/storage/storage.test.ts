import { request } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PURGE_DAYS, ROLE, UPLOAD_ERR, type TRoom, type TUploadIntent } from '@coach/contract';
import { purgeDeletedAccounts } from '../../src/modules/account/service.ts';
import { removeStaleUploads } from '../../src/modules/storage/files-service.ts';
import { AVATAR_CACHE_CONTROL } from '../../src/modules/storage/routes.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { ELF, finalize, HTML, insertCertification, intent, intentUrl, MB, PDF, pngBytes, putLocal } from './storage-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile();
const sockets = socketsForFile(server);
const diskPath = (key: string) => join(server.ctx.config.dataDir, 'uploads', ...key.split('/'));
/** Every file under the user's temporary folder (a cut-off body must leave none, not even a part file). */
const tmpFilesOf = (userId: string) => {
  const dir = join(server.ctx.config.dataDir, 'uploads', 'tmp', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const localUrl = (it: TUploadIntent) => (it.kind === 'local' ? it.uploadUrl : '');

/**
 * Offers `total` bytes to a local PUT a chunk at a time (the first chunk `first`), without a
 * Content-Length and never ending the body: the answer can only come from counting the bytes as
 * they stream.
 */
async function pumpChunked(base: string, token: string, it: TUploadIntent, first: Buffer, total: number) {
  const chunk = Buffer.alloc(256 * 1024, 7);
  return new Promise<{ code: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${base}${localUrl(it)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ code: res.statusCode ?? 0, body, sent });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 ? first : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('upload intent', () => {
  it('gives a local PUT address and a key the server made under the user and type', async () => {
    const { user, token } = await buildUser(server);
    const it1 = await intent(server, token, 'avatar', '.PNG', 'image/png');
    expect(it1.kind).toBe('local');
    expect(it1.key).toMatch(new RegExp(`^tmp/${user.id}/avatar-[A-Za-z0-9_-]{24}\\.png$`));
    expect(localUrl(it1)).toMatch(/^\/api\/storage\/uploads\/[0-9a-f-]{36}$/);
    expect(it1.maxBytes).toBe(5 * MB);
  });

  it('refuses types outside the rules with the texts, and strangers without a token', async () => {
    const { token } = await buildUser(server);
    const refused = async (url: string, text: string) => {
      const res = await call(server, 'GET', url, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(text);
    };
    await refused(intentUrl('avatar', 'svg', 'image/svg+xml'), UPLOAD_ERR.TYPE_NOT_ALLOWED('avatar'));
    await refused(intentUrl('document', 'html', 'text/html'), UPLOAD_ERR.TYPE_NOT_ALLOWED('document'));
    await refused(intentUrl('credential', 'gif', 'image/gif'), UPLOAD_ERR.TYPE_NOT_ALLOWED('credential'));
    await refused(intentUrl('avatar', 'png', 'image/jpeg'), UPLOAD_ERR.CONTENT_TYPE_MISMATCH);
    await refused(intentUrl('avatar', 'png', 'image/png', 0), UPLOAD_ERR.EMPTY);
    // A size over the limit, when the browser says it, is refused before any byte is sent.
    const big = await call(server, 'GET', intentUrl('document', 'pdf', 'application/pdf', 50 * MB + 1), { token });
    expect([big.statusCode, big.json().error]).toEqual([413, UPLOAD_ERR.TOO_LARGE('document')]);
    expect((await intent(server, token, 'document', 'pdf', 'application/pdf', 50 * MB)).kind).toBe('local');
    expect((await call(server, 'GET', intentUrl('avatar', 'png', 'image/png'))).statusCode).toBe(401);
  });
});

describe('the local PUT', () => {
  it('refuses a Content-Length over the limit at once, storing nothing', async () => {
    const { user, token } = await buildUser(server);
    const it1 = await intent(server, token, 'avatar', 'png', 'image/png');
    const res = await server.app.inject({
      method: 'PUT',
      url: localUrl(it1),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'content-length': String(5 * MB + 1) },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file is too large. The limit is 5MB.');
    expect(tmpFilesOf(user.id)).toEqual([]);
  });

  it('cuts off a chunked body past the limit while it streams, leaving no file', async () => {
    const { user, token } = await buildUser(server);
    const it1 = await intent(server, token, 'avatar', 'png', 'image/png');
    const base = await sockets.baseUrl;
    const png = await pngBytes();
    // 8 MB offered a chunk at a time: cut off past the 5 MB of an avatar.
    const status = await pumpChunked(base, token, it1, png, 8 * MB);
    expect(status.code).toBe(413);
    expect(JSON.parse(status.body).error).toBe(UPLOAD_ERR.TOO_LARGE('avatar'));
    expect(existsSync(diskPath(it1.key))).toBe(false);
    expect(tmpFilesOf(user.id)).toEqual([]);
  });

  it('holds a body to the size the intent declared: past it 413 while it streams, at once by Content-Length', async () => {
    const { user, token } = await buildUser(server);
    const png = await pngBytes();
    const declared = await intent(server, token, 'avatar', 'png', 'image/png', 1000);
    // 5.5 MB offered for an intent of 1,000 bytes (the avatar's own limit is 5 MB).
    const status = await pumpChunked(await sockets.baseUrl, token, declared, png, 5.5 * MB);
    expect(status.code).toBe(413);
    expect(JSON.parse(status.body)).toMatchObject({ code: 'LARGER_THAN_DECLARED', error: UPLOAD_ERR.LARGER_THAN_DECLARED });
    expect(status.sent).toBeLessThan(5.5 * MB);
    expect(tmpFilesOf(user.id)).toEqual([]);
    const row = await server.ctx.db
      .selectFrom('uploads')
      .select(['size', 'uploadedAt'])
      .where('tmpKey', '=', declared.key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ size: null, uploadedAt: null });

    const byLength = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length - 1);
    const res = await putLocal(server, token, byLength, PDF, 'application/pdf');
    expect([res.statusCode, res.json().error]).toEqual([413, UPLOAD_ERR.LARGER_THAN_DECLARED]);
    expect(tmpFilesOf(user.id)).toEqual([]);
  });

  it('refuses a body shorter than the declared size, and keeps one of exactly that size', async () => {
    const { user, token } = await buildUser(server);
    const short = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length + 10);
    const res = await putLocal(server, token, short, PDF, 'application/pdf');
    expect([res.statusCode, res.json().error]).toEqual([400, UPLOAD_ERR.SIZE_MISMATCH]);
    expect(tmpFilesOf(user.id)).toEqual([]);
    const exact = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length);
    expect((await putLocal(server, token, exact, PDF, 'application/pdf')).statusCode).toBe(200);
    expect(await finalize(server, token, { tmpKey: exact.key, type: 'document' })).toMatchObject({ size: PDF.length });
  });

  it('refuses bytes that disagree with the extension (an executable as .png, HTML as .jpg) and removes them', async () => {
    const { user, token } = await buildUser(server);
    const exe = await intent(server, token, 'avatar', 'png', 'image/png');
    const r1 = await putLocal(server, token, exe, ELF, 'image/png');
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error).toBe(UPLOAD_ERR.CONTENT_MISMATCH);
    const page = await intent(server, token, 'document', 'jpg', 'image/jpeg');
    const r2 = await putLocal(server, token, page, HTML, 'image/jpeg');
    expect(r2.json().error).toBe(UPLOAD_ERR.CONTENT_MISMATCH);
    const empty = await intent(server, token, 'document', 'pdf', 'application/pdf');
    expect((await putLocal(server, token, empty, Buffer.alloc(0), 'application/pdf')).json().error).toBe(UPLOAD_ERR.EMPTY);
    expect(tmpFilesOf(user.id)).toEqual([]);
  });

  it('wants the declared content type, once, and only from the user who asked', async () => {
    const { token } = await buildUser(server);
    const stranger = await buildUser(server);
    const it1 = await intent(server, token, 'credential', 'pdf', 'application/pdf');
    const wrongType = await putLocal(server, token, it1, PDF, 'text/plain');
    expect([wrongType.statusCode, wrongType.json().error]).toEqual([400, UPLOAD_ERR.CONTENT_TYPE_MISMATCH]);
    const theirs = await putLocal(server, stranger.token, it1, PDF, 'application/pdf');
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, UPLOAD_ERR.NOT_FOUND]);
    const ok = await putLocal(server, token, it1, PDF, 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ key: it1.key, size: PDF.length });
    const again = await putLocal(server, token, it1, PDF, 'application/pdf');
    expect([again.statusCode, again.json().error]).toEqual([409, UPLOAD_ERR.ALREADY_UPLOADED]);
  });
});

describe('finalize and serving', () => {
  it('resizes an avatar, serves it with a long cache, sets the user’s avatarUrl and pushes it to their tabs and rooms', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const coachTab = await sockets.connect(coach.token);
    const clientTab = await sockets.connect(client.token);
    const it1 = await intent(server, coach.token, 'avatar', 'png', 'image/png');
    expect((await putLocal(server, coach.token, it1, await pngBytes(400, 300), 'image/png')).statusCode).toBe(200);
    const ownPush = nextEvent(coachTab, 'avatar:changed');
    const roomPush = nextEvent(clientTab, 'avatar:changed');
    const kept = await finalize(server, coach.token, { tmpKey: it1.key, type: 'avatar', credentialId: null });
    expect(kept.key).toMatch(new RegExp(`^avatar/${coach.user.id}/[A-Za-z0-9_-]{24}\\.webp$`));
    expect(kept.url).toBe(`/api/storage/files/${kept.key}`);
    expect(await ownPush).toEqual({ userId: coach.user.id, avatarUrl: kept.url });
    expect(await roomPush).toEqual({ userId: coach.user.id, avatarUrl: kept.url });
    expect(roomId).toBeTruthy();

    const served = await call(server, 'GET', kept.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(AVATAR_CACHE_CONTROL);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(existsSync(diskPath(it1.key))).toBe(false);

    const me = await call(server, 'GET', '/api/auth/me', { token: coach.token });
    expect(me.json().data?.user?.avatarUrl ?? me.json().user?.avatarUrl).toBe(kept.url);
    // The client's room list names the coach with the photo (their chat shows it beside the coach's messages).
    const rooms = await call(server, 'GET', '/api/rooms', { token: client.token });
    const room = (rooms.json().data as TRoom[]).find((r) => r.id === roomId)!;
    expect([room.humanCoach?.avatarUrl, room.client.avatarUrl]).toEqual([kept.url, null]);

    // A new avatar gets a new address; the old one is gone.
    const it2 = await intent(server, coach.token, 'avatar', 'png', 'image/png');
    await putLocal(server, coach.token, it2, await pngBytes(), 'image/png');
    const next = await finalize(server, coach.token, { tmpKey: it2.key, type: 'avatar' });
    expect(next.url).not.toBe(kept.url);
    expect((await call(server, 'GET', kept.url)).statusCode).toBe(404);
    expect(existsSync(diskPath(kept.key))).toBe(false);
  });

  it('finalizes only the asker’s own tmpKey, once, after the bytes arrived, as the type asked', async () => {
    const { token } = await buildUser(server);
    const stranger = await buildUser(server);
    const it1 = await intent(server, token, 'document', 'pdf', 'application/pdf');
    const post = (t: string, body: object) => call(server, 'POST', '/api/storage/finalize', { token: t, payload: body });
    const early = await post(token, { tmpKey: it1.key, type: 'document' });
    expect([early.statusCode, early.json().error]).toEqual([400, UPLOAD_ERR.NOT_UPLOADED]);
    await putLocal(server, token, it1, PDF, 'application/pdf');
    const theirs = await post(stranger.token, { tmpKey: it1.key, type: 'document' });
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, UPLOAD_ERR.NOT_FOUND]);
    const otherType = await post(token, { tmpKey: it1.key, type: 'avatar' });
    expect([otherType.statusCode, otherType.json().error]).toEqual([400, UPLOAD_ERR.TYPE_CHANGED]);
    const doc = await finalize(server, token, { tmpKey: it1.key, type: 'document' });
    expect(doc).toMatchObject({ type: 'document', contentType: 'application/pdf', size: PDF.length });
    const twice = await post(token, { tmpKey: it1.key, type: 'document' });
    expect([twice.statusCode, twice.json().error]).toEqual([404, UPLOAD_ERR.NOT_FOUND]);
    const mine = await call(server, 'GET', doc.url, { token });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await call(server, 'GET', doc.url, { token: stranger.token })).statusCode).toBe(404);
    expect((await call(server, 'GET', doc.url)).json().error).toBe(UPLOAD_ERR.FILE_NOT_FOUND);
  });

  it('finalizes only bytes of the declared size (however they arrived)', async () => {
    const { token } = await buildUser(server);
    const it1 = await intent(server, token, 'document', 'pdf', 'application/pdf', PDF.length);
    expect((await putLocal(server, token, it1, PDF, 'application/pdf')).statusCode).toBe(200);
    // As if the intent had declared less than what is stored (an S3 PUT is signed for one length).
    await server.ctx.db
      .updateTable('uploads')
      .set({ declaredSize: PDF.length - 1 })
      .where('tmpKey', '=', it1.key)
      .execute();
    const res = await call(server, 'POST', '/api/storage/finalize', { token, payload: { tmpKey: it1.key, type: 'document' } });
    expect([res.statusCode, res.json().error]).toEqual([413, UPLOAD_ERR.LARGER_THAN_DECLARED]);
    expect(existsSync(diskPath(it1.key))).toBe(false);
  });

  it('attaches a credential document to the caller’s own certification, readable only by its owner', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const other = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const own = await insertCertification(server, coach.user.id);
    const theirs = await insertCertification(server, other.user.id);
    const it1 = await intent(server, coach.token, 'credential', 'pdf', 'application/pdf');
    await putLocal(server, coach.token, it1, PDF, 'application/pdf');
    const post = (body: object) => call(server, 'POST', '/api/storage/finalize', { token: coach.token, payload: body });
    const none = await post({ tmpKey: it1.key, type: 'credential' });
    expect([none.statusCode, none.json().error]).toEqual([400, UPLOAD_ERR.CREDENTIAL_REQUIRED]);
    const stolen = await post({ tmpKey: it1.key, type: 'credential', credentialId: theirs });
    expect([stolen.statusCode, stolen.json().error]).toEqual([404, UPLOAD_ERR.CREDENTIAL_NOT_FOUND]);
    const kept = await finalize(server, coach.token, { tmpKey: it1.key, type: 'credential', credentialId: own });
    const row = await server.ctx.db.selectFrom('coachCertifications').select('documentKey').where('id', '=', own).executeTakeFirstOrThrow();
    expect(row.documentKey).toBe(kept.key);

    const res = await call(server, 'GET', kept.url, { token: coach.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="credential.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call(server, 'GET', kept.url, { token: other.token })).statusCode).toBe(404);
    expect((await call(server, 'GET', kept.url)).statusCode).toBe(404);
  });

  it('keeps plain text documents and refuses text that looks like markup', async () => {
    const { token } = await buildUser(server);
    const ok = await intent(server, token, 'document', 'txt', 'text/plain');
    expect((await putLocal(server, token, ok, Buffer.from('Session notes ✓\n'), 'text/plain')).statusCode).toBe(200);
    await finalize(server, token, { tmpKey: ok.key, type: 'document' });
    const svg = await intent(server, token, 'document', 'txt', 'text/plain');
    const res = await putLocal(server, token, svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'text/plain');
    expect(res.json().error).toBe(UPLOAD_ERR.CONTENT_MISMATCH);
  });
});

describe('the cleanup job', () => {
  it('removes uploads left unfinalized for a day, and keeps newer and finalized ones', async () => {
    const { token } = await buildUser(server);
    const old = await intent(server, token, 'document', 'pdf', 'application/pdf');
    const fresh = await intent(server, token, 'document', 'pdf', 'application/pdf');
    const done = await intent(server, token, 'document', 'pdf', 'application/pdf');
    for (const it1 of [old, fresh, done]) await putLocal(server, token, it1, PDF, 'application/pdf');
    const kept = await finalize(server, token, { tmpKey: done.key, type: 'document' });
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await server.ctx.db
      .updateTable('uploads')
      .set({ createdAt: dayAgo } as never)
      .where('tmpKey', 'in', [old.key, done.key])
      .execute();

    expect(await removeStaleUploads(server.ctx)).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.db.selectFrom('uploads').select('tmpKey').where('tmpKey', 'in', [old.key, fresh.key, done.key]).execute();
    expect(left.map((r) => r.tmpKey).sort()).toEqual([fresh.key, done.key].sort());
    expect(existsSync(diskPath(old.key))).toBe(false);
    expect(existsSync(diskPath(fresh.key))).toBe(true);
    expect((await call(server, 'GET', kept.url, { token })).statusCode).toBe(200);
  });

  it('removes a credential document a day after its certification was deleted', async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const [gone, kept] = [await insertCertification(server, coach.user.id), await insertCertification(server, coach.user.id)];
    const docs = [];
    for (const credentialId of [gone, kept]) {
      const it1 = await intent(server, coach.token, 'credential', 'pdf', 'application/pdf');
      await putLocal(server, coach.token, it1, PDF, 'application/pdf');
      docs.push(await finalize(server, coach.token, { tmpKey: it1.key, type: 'credential', credentialId }));
    }
    await server.ctx.db.deleteFrom('coachCertifications').where('id', '=', gone).execute();
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await server.ctx.db
      .updateTable('uploads')
      .set({ finalizedAt: dayAgo })
      .where(
        'finalKey',
        'in',
        docs.map((d) => d.key),
      )
      .execute();

    await removeStaleUploads(server.ctx);
    expect(existsSync(diskPath(docs[0]!.key))).toBe(false);
    expect((await call(server, 'GET', docs[0]!.url, { token: coach.token })).statusCode).toBe(404);
    expect(existsSync(diskPath(docs[1]!.key))).toBe(true);
    expect((await call(server, 'GET', docs[1]!.url, { token: coach.token })).statusCode).toBe(200);
  });

  it('stops serving a deleted account’s avatar at the deletion, before the purge', async () => {
    const { user, token, password } = await buildUser(server);
    const other = await buildUser(server);
    const av = await intent(server, token, 'avatar', 'png', 'image/png');
    await putLocal(server, token, av, await pngBytes(), 'image/png');
    const avatar = await finalize(server, token, { tmpKey: av.key, type: 'avatar' });
    const otherAv = await intent(server, other.token, 'avatar', 'png', 'image/png');
    await putLocal(server, other.token, otherAv, await pngBytes(), 'image/png');
    const otherAvatar = await finalize(server, other.token, { tmpKey: otherAv.key, type: 'avatar' });
    const served = await call(server, 'GET', avatar.url);
    expect(served.statusCode).toBe(200);
    // Cached for a day at most, so a copy does not outlive the deletion for a year.
    expect(served.headers['cache-control']).toBe('public, max-age=86400, immutable');

    const deleted = await call(server, 'POST', '/api/auth/delete-account', { token, payload: { password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await call(server, 'GET', avatar.url);
    expect([gone.statusCode, gone.json().error]).toEqual([404, UPLOAD_ERR.FILE_NOT_FOUND]);
    expect(String(gone.headers['cache-control'] ?? '')).not.toMatch(/max-age=[1-9]/);
    // Another person's avatar is served as before.
    expect((await call(server, 'GET', otherAvatar.url)).statusCode).toBe(200);
    expect(user.id).not.toBe(other.user.id);
  });

  it('the account purge removes the person’s files, their rows and their avatar', async () => {
    const { user, token } = await buildUser(server);
    const pending = await intent(server, token, 'document', 'pdf', 'application/pdf');
    await putLocal(server, token, pending, PDF, 'application/pdf');
    const av = await intent(server, token, 'avatar', 'png', 'image/png');
    await putLocal(server, token, av, await pngBytes(), 'image/png');
    const avatar = await finalize(server, token, { tmpKey: av.key, type: 'avatar' });
    const longAgo = new Date(Date.now() - (ACCOUNT_PURGE_DAYS + 1) * 24 * 60 * 60_000);
    await server.ctx.db.updateTable('users').set({ deletedAt: longAgo }).where('id', '=', user.id).execute();

    await purgeDeletedAccounts(server.ctx);
    expect(existsSync(diskPath(pending.key))).toBe(false);
    expect(existsSync(diskPath(avatar.key))).toBe(false);
    expect(await server.ctx.db.selectFrom('uploads').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    const row = await server.ctx.db
      .selectFrom('users')
      .select(['avatarKey', 'purgedAt'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatarKey).toBeNull();
    expect(row.purgedAt).not.toBeNull();
    expect((await call(server, 'GET', avatar.url)).statusCode).toBe(404);
  });
});
