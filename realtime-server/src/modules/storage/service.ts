import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  normalizeUploadExt,
  storedFileUrl,
  UPLOAD_ERR,
  UPLOAD_RULES,
  uploadProblem,
  type TFinalizeUploadBody,
  type TStoredFile,
  type TUploadExt,
  type TUploadIntent,
  type TUploadIntentQuery,
  type TUploadReceived,
  type TUploadType,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { fileStoreFor, TooLargeError, type FileStore } from '../../providers/storage/index.ts';
import { credentialDocumentKey, setCredentialDocument } from '../profile/credential-queries.ts';
import { credentialDocumentAccess, credentialNotFound, pendingUploadAccess, uploadAccess, uploadNotFound } from './access.ts';
import { finalKeyFor, tmpKeyFor } from './keys.ts';
import * as q from './queries.ts';
import { isPlainText, SNIFF_BYTES, startMatches } from './sniff.ts';

/** How long a presigned PUT stays valid. */
export const SIGNED_PUT_SECONDS = 15 * 60;
/** An avatar is kept as a square WebP of this many pixels a side. */
export const AVATAR_SIZE = 256;
/** Images larger than this many pixels are not decoded (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

const tooLarge = (type: TUploadType) => new AppError('FILE_TOO_LARGE', 413, UPLOAD_ERR.TOO_LARGE(type));
const contentMismatch = () => badRequest(UPLOAD_ERR.CONTENT_MISMATCH, 'CONTENT_MISMATCH');
const largerThanDeclared = () => new AppError('LARGER_THAN_DECLARED', 413, UPLOAD_ERR.LARGER_THAN_DECLARED);
const sizeMismatch = () => badRequest(UPLOAD_ERR.SIZE_MISMATCH, 'SIZE_MISMATCH');

/** A declared content type without parameters, lower-cased (`image/PNG; x=y` is `image/png`). */
const bareContentType = (v: string | undefined) => (v ?? '').split(';')[0]!.trim().toLowerCase();

/** GET /api/storage/upload-intent: checks the type rules, makes the key, and says where to send the bytes. */
export async function createUploadIntent(ctx: AppContext, user: UserRow, query: TUploadIntentQuery): Promise<TUploadIntent> {
  if (query.size !== undefined && query.size > UPLOAD_RULES[query.type].maxBytes) throw tooLarge(query.type);
  const problem = uploadProblem(query.type, query.ext, query.contentType, query.size);
  if (problem) throw badRequest(problem, 'UPLOAD_TYPE_REFUSED');
  const store = fileStoreFor(ctx.config);
  if (store.presignPut && query.size === undefined) throw badRequest(UPLOAD_ERR.SIZE_REQUIRED, 'SIZE_REQUIRED');
  const ext = normalizeUploadExt(query.ext);
  const contentType = bareContentType(query.contentType);
  const key = tmpKeyFor(user.id, query.type, ext);
  const row = await q.insertUpload(ctx.db, {
    userId: user.id,
    type: query.type,
    ext,
    contentType,
    tmpKey: key,
    declaredSize: query.size ?? null,
  });
  const maxBytes = UPLOAD_RULES[query.type].maxBytes;
  if (store.presignPut && query.size !== undefined) {
    const url = await store.presignPut(key, contentType, query.size, SIGNED_PUT_SECONDS);
    return { key, kind: 'signedPut', url, contentType, maxBytes };
  }
  return { key, kind: 'local', uploadUrl: `/api/storage/uploads/${row.id}`, maxBytes };
}

/**
 * PUT /api/storage/uploads/{id}: the local kind's bytes. Refused at once when Content-Length is over
 * the type's limit or the intent's declared size; otherwise counted as they stream and cut off past
 * it, leaving nothing stored. A body shorter than the declared size is removed again, and so is one
 * whose first bytes disagree with the extension.
 */
export async function receiveUpload(
  ctx: AppContext,
  user: UserRow,
  id: string,
  headers: { contentType: string | undefined; contentLength: string | undefined },
  body: Readable,
): Promise<TUploadReceived> {
  const store = fileStoreFor(ctx.config);
  if (!store.receive) throw uploadNotFound();
  const row = await requireAccess(ctx.db, uploadAccess, user, id);
  if (row.finalKey || row.uploadedAt) throw conflict(UPLOAD_ERR.ALREADY_UPLOADED, 'ALREADY_UPLOADED');
  if (bareContentType(headers.contentType) !== row.contentType) throw badRequest(UPLOAD_ERR.CONTENT_TYPE_MISMATCH, 'CONTENT_TYPE_MISMATCH');
  const maxBytes = UPLOAD_RULES[row.type].maxBytes;
  // The intent's size is never over the type's limit (createUploadIntent refused it).
  const declared = row.declaredSize;
  const refuse = declared === null ? () => tooLarge(row.type) : largerThanDeclared;
  if (headers.contentLength !== undefined && Number(headers.contentLength) > (declared ?? maxBytes)) throw refuse();
  let size: number;
  try {
    size = await store.receive(row.tmpKey, body, declared ?? maxBytes);
  } catch (err) {
    if (err instanceof TooLargeError) throw refuse();
    throw err;
  }
  if (declared !== null && size !== declared) {
    await store.remove(row.tmpKey);
    throw sizeMismatch();
  }
  await checkContent(store, row.tmpKey, row.ext as TUploadExt, size);
  await q.markReceived(ctx.db, row.id, size, ctx.clock.now());
  return { key: row.tmpKey, size };
}

/** The stored bytes at `key` agree with `ext` (and, for text, all of them are plain text); otherwise they are removed. */
async function checkContent(store: FileStore, key: string, ext: TUploadExt, size: number): Promise<void> {
  if (size === 0) {
    await store.remove(key);
    throw badRequest(UPLOAD_ERR.EMPTY, 'EMPTY_FILE');
  }
  const head = await store.readStart(key, SNIFF_BYTES);
  let ok = head !== undefined && (await startMatches(ext, head));
  if (ok && ext === 'txt' && size > SNIFF_BYTES) {
    const whole = await store.stream(key);
    ok = whole !== undefined && (await isPlainText(whole));
  }
  if (!ok) {
    await store.remove(key);
    throw contentMismatch();
  }
}

/** Reads a whole object (an avatar: 5 MB at most) into memory for sharp. */
async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const body = await store.stream(key);
  if (!body) throw badRequest(UPLOAD_ERR.NOT_UPLOADED, 'NOT_UPLOADED');
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The avatar as a square WebP; a file sharp cannot decode is refused. */
async function resizeAvatar(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(UPLOAD_ERR.IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}

/**
 * POST /api/storage/finalize: only the user who asked for the intent (another user's tmpKey is not
 * found). Checks the size and the first bytes again (with S3 the bytes never passed through here),
 * keeps the file under a final key, and attaches it: the user's avatar, a certification's document,
 * or a document of the user's own.
 */
export async function finalizeUpload(ctx: AppContext, user: UserRow, body: TFinalizeUploadBody): Promise<TStoredFile> {
  const store = fileStoreFor(ctx.config);
  const row = await requireAccess(ctx.db, pendingUploadAccess, user, body.tmpKey);
  if (row.type !== body.type) throw badRequest(UPLOAD_ERR.TYPE_CHANGED, 'TYPE_CHANGED');
  const credentialId = body.credentialId ?? null;
  if (row.type === 'credential') {
    if (!credentialId) throw badRequest(UPLOAD_ERR.CREDENTIAL_REQUIRED, 'CREDENTIAL_REQUIRED');
    await requireAccess(ctx.db, credentialDocumentAccess, user, credentialId);
  }

  const stored = await store.head(row.tmpKey);
  if (!stored) throw badRequest(UPLOAD_ERR.NOT_UPLOADED, 'NOT_UPLOADED');
  if (stored.size > UPLOAD_RULES[row.type].maxBytes) {
    await store.remove(row.tmpKey);
    throw tooLarge(row.type);
  }
  // What was declared is what is kept: the local PUT and S3's signed length hold to it, and this
  // holds for any other way the bytes arrived.
  if (row.declaredSize !== null && stored.size !== row.declaredSize) {
    await store.remove(row.tmpKey);
    throw stored.size > row.declaredSize ? largerThanDeclared() : sizeMismatch();
  }
  await checkContent(store, row.tmpKey, row.ext as TUploadExt, stored.size);

  let finalKey: string;
  let contentType = row.contentType;
  let size = stored.size;
  if (row.type === 'avatar') {
    const webp = await resizeAvatar(await readAll(store, row.tmpKey));
    finalKey = finalKeyFor(user.id, 'avatar', 'webp');
    contentType = 'image/webp';
    size = webp.length;
    await store.put(finalKey, webp, contentType);
  } else {
    finalKey = finalKeyFor(user.id, row.type, row.ext);
    await store.copy(row.tmpKey, finalKey, contentType);
  }

  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction().execute(async (trx) => {
      // Locked and read again: a second finalize of the same key that got this far loses here.
      if (!(await q.lockOwnPendingUpload(trx, user.id, row.tmpKey))) throw uploadNotFound();
      await q.markFinalized(trx, row.id, { finalKey, contentType, size, at: ctx.clock.now() });
      let before: string | null = null;
      if (row.type === 'avatar') before = await q.swapAvatarKey(trx, user.id, finalKey, ctx.clock.now());
      if (row.type === 'credential') {
        before = (await credentialDocumentKey(trx, user.id, credentialId!)) ?? null;
        if (!(await setCredentialDocument(trx, user.id, credentialId!, finalKey))) throw credentialNotFound();
      }
      if (before) await q.deleteUploadByFinalKey(trx, before);
      return before;
    });
  } catch (err) {
    await store.remove(finalKey);
    throw err;
  }

  // After the commit: the temporary copy and a replaced file go; a failure here only leaves a file.
  await Promise.all([store.remove(row.tmpKey), replaced ? store.remove(replaced) : undefined]).catch((err: unknown) =>
    ctx.log.warn({ err }, 'could not remove an upload file after finalize'),
  );
  const url = storedFileUrl(finalKey);
  if (row.type === 'avatar') {
    ctx.events.publish('avatar.changed', { userId: user.id, avatarUrl: url });
    ctx.events.publish('user.updated', { userId: user.id });
  }
  return { key: finalKey, type: row.type, url, contentType, size };
}
