import { UPLOAD_ERR, type TStoredFileParams } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { credentialDocumentKey } from '../profile/credential-queries.ts';
import * as q from './queries.ts';

export const uploadNotFound = () => notFound(UPLOAD_ERR.NOT_FOUND, 'UPLOAD_NOT_FOUND');
export const credentialNotFound = () => notFound(UPLOAD_ERR.CREDENTIAL_NOT_FOUND, 'CREDENTIAL_NOT_FOUND');
export const fileNotFound = () => notFound(UPLOAD_ERR.FILE_NOT_FOUND, 'FILE_NOT_FOUND');

/** An upload whose bytes you may send: one you started (by its id, the local PUT's address). */
export const uploadAccess = defineAccess({
  find: (db, userId, id: string) => q.findOwnUploadById(db, userId, id),
  notFound: uploadNotFound,
});

/** An upload you may finalize: one you started and have not finalized (by the intent's key). */
export const pendingUploadAccess = defineAccess({
  find: (db, userId, tmpKey: string) => q.findOwnPendingUpload(db, userId, tmpKey),
  notFound: uploadNotFound,
});

/** A credential you may attach a document to: one of your own (its current document key, or null). */
export const credentialDocumentAccess = defineAccess({
  find: (db, userId, credentialId: string) => credentialDocumentKey(db, userId, credentialId),
  notFound: credentialNotFound,
});

/**
 * A kept file you may read: an avatar for anyone (it is shown beside the user's messages and in
 * lists), a credential document or a document for its owner only. `userId` is '' for no one
 * signed in. Nothing of a deleted account is served.
 */
export const storedFileAccess = defineAccess({
  async find(db, userId, p: TStoredFileParams) {
    const row = await q.findServableUpload(db, `${p.type}/${p.userId}/${p.name}`);
    if (!row || row.type !== p.type) return undefined;
    return row.type === 'avatar' || row.userId === userId ? row : undefined;
  },
  notFound: fileNotFound,
});
