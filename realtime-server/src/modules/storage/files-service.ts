import type { Readable } from 'node:stream';
import type { TStoredFileParams, TUploadType } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { fileStoreFor } from '../../providers/storage/index.ts';
import { fileNotFound, storedFileAccess } from './access.ts';
import * as q from './queries.ts';

/** Unfinalized uploads are removed after this long. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
export const CLEAN_UPLOADS_JOB = 'storage.cleanUploads';
export const CLEAN_UPLOADS_EVERY_MS = 60 * 60_000;
const CLEAN_BATCH = 200;

export interface OpenedFile {
  type: TUploadType;
  ext: string;
  contentType: string;
  size: number | null;
  body: Readable;
}

/**
 * GET /api/storage/files/{type}/{userId}/{name}: an avatar for anyone (it is shown beside the
 * user's messages and in lists); a credential document or a document only for its owner, and the
 * same 404 for everyone else as for a key that does not exist. Nothing of a deleted account is
 * served (the web shows initials where its avatar was).
 */
export async function openStoredFile(ctx: AppContext, viewer: UserRow | undefined, p: TStoredFileParams): Promise<OpenedFile> {
  const row = await requireAccess(ctx.db, storedFileAccess, { id: viewer?.id ?? '' }, p);
  const body = await fileStoreFor(ctx.config).stream(`${p.type}/${p.userId}/${p.name}`);
  if (!body) throw fileNotFound();
  return { type: row.type, ext: row.ext, contentType: row.contentType, size: row.size, body };
}

/**
 * The job: removes uploads never finalized within a day, and credential documents whose
 * certification was deleted (a day after they were kept); their bytes first, then their rows.
 */
export async function removeStaleUploads(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UPLOAD_TTL_MS);
  return (
    (await removeBatches(ctx, (limit) => q.staleUploads(ctx.db, cutoff, limit))) +
    (await removeBatches(ctx, (limit) => q.orphanCredentialDocuments(ctx.db, cutoff, limit)))
  );
}

async function removeBatches(ctx: AppContext, next: (limit: number) => Promise<{ id: string; key: string }[]>): Promise<number> {
  const store = fileStoreFor(ctx.config);
  let removed = 0;
  for (;;) {
    const batch = await next(CLEAN_BATCH);
    if (!batch.length) return removed;
    await Promise.all(batch.map((u) => store.remove(u.key)));
    await q.deleteUploads(
      ctx.db,
      batch.map((u) => u.id),
    );
    removed += batch.length;
    if (batch.length < CLEAN_BATCH) return removed;
  }
}
