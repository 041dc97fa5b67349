import type { Insertable, Selectable } from 'kysely';
import type { Database, Db } from '@coach/db';

type UploadsTable = Database['uploads'];
export type UploadRow = Selectable<UploadsTable>;

export async function insertUpload(db: Db, values: Insertable<UploadsTable>): Promise<UploadRow> {
  return db.insertInto('uploads').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The caller's upload by its id: another user's is not found, the same as none. */
export function findOwnUploadById(db: Db, userId: string, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

const ownPending = (db: Db, userId: string, tmpKey: string) =>
  db.selectFrom('uploads').selectAll().where('tmpKey', '=', tmpKey).where('userId', '=', userId).where('finalKey', 'is', null);

/** The caller's unfinalized upload by its tmp key: another user's is not found, the same as none. */
export function findOwnPendingUpload(db: Db, userId: string, tmpKey: string): Promise<UploadRow | undefined> {
  return ownPending(db, userId, tmpKey).executeTakeFirst();
}

/** The same, locked for the transaction that finalizes it. */
export function lockOwnPendingUpload(db: Db, userId: string, tmpKey: string): Promise<UploadRow | undefined> {
  return ownPending(db, userId, tmpKey).forUpdate().executeTakeFirst();
}

export async function markReceived(db: Db, id: string, size: number, at: Date): Promise<void> {
  await db.updateTable('uploads').set({ size, uploadedAt: at }).where('id', '=', id).execute();
}

export async function markFinalized(
  db: Db,
  id: string,
  v: { finalKey: string; contentType: string; size: number; at: Date },
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ finalKey: v.finalKey, contentType: v.contentType, size: v.size, finalizedAt: v.at })
    .where('id', '=', id)
    .execute();
}

/**
 * A kept file by its final key, while its owner's account stands: from the deletion on (before the
 * purge removes the bytes) it is not served to anyone, the public avatar included.
 */
export function findServableUpload(db: Db, finalKey: string): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .innerJoin('users', 'users.id', 'uploads.userId')
    .selectAll('uploads')
    .where('uploads.finalKey', '=', finalKey)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Sets the user's avatar key and returns the one it replaces. */
export async function swapAvatarKey(db: Db, userId: string, avatarKey: string, at: Date): Promise<string | null> {
  const before = await db.selectFrom('users').select('avatarKey').where('id', '=', userId).forUpdate().executeTakeFirst();
  await db.updateTable('users').set({ avatarKey, updatedAt: at }).where('id', '=', userId).execute();
  return before?.avatarKey ?? null;
}

/** Forgets the upload row of a final key (a replaced avatar): its address answers 404 from then on. */
export async function deleteUploadByFinalKey(db: Db, finalKey: string): Promise<void> {
  await db.deleteFrom('uploads').where('finalKey', '=', finalKey).execute();
}

/** Unfinalized uploads created before `cutoff`, oldest first (uploads_unfinalized_idx). */
export function staleUploads(db: Db, cutoff: Date, limit: number): Promise<{ id: string; key: string }[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'tmpKey as key'])
    .where('finalKey', 'is', null)
    .where('createdAt', '<', cutoff)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/** Kept credential documents no certification names any more (deleted with it), finalized before `cutoff`. */
export function orphanCredentialDocuments(db: Db, cutoff: Date, limit: number): Promise<{ id: string; key: string }[]> {
  return db
    .selectFrom('uploads as u')
    .select(['u.id', 'u.finalKey as key'])
    .where('u.type', '=', 'credential')
    .where('u.finalizedAt', '<', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('coachCertifications as c').select('c.id').whereRef('c.documentKey', '=', 'u.finalKey'))))
    .limit(limit)
    .execute() as Promise<{ id: string; key: string }[]>;
}

export async function deleteUploads(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('uploads').where('id', 'in', ids).execute();
}

/** The chat rooms a user is a member of: an avatar change goes to each. */
export async function roomIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('roomMembers').select('roomId').where('userId', '=', userId).execute();
  return rows.map((r) => r.roomId);
}
