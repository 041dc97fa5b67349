import { z } from 'zod';
import { ZEnvelope, ZId } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** Upload types and their rules (docs/profiles-and-directory.md#uploads). */
export const UPLOAD_TYPES = ['avatar', 'credential', 'document'] as const;
export const ZUploadType = z.enum(UPLOAD_TYPES);
export type TUploadType = z.infer<typeof ZUploadType>;

const MB = 1024 * 1024;

/** Every extension any type accepts, with the content types a browser may declare for it. */
export const UPLOAD_CONTENT_TYPES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const satisfies Record<string, readonly string[]>;
export type TUploadExt = keyof typeof UPLOAD_CONTENT_TYPES;

/** The extensions and the size limit of each type. SVG and HTML are never among them. */
export const UPLOAD_RULES: Record<TUploadType, { extensions: readonly TUploadExt[]; maxBytes: number }> = {
  avatar: { extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], maxBytes: 5 * MB },
  credential: { extensions: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: 10 * MB },
  document: { extensions: ['jpg', 'jpeg', 'png', 'pdf', 'txt', 'doc', 'docx'], maxBytes: 50 * MB },
};

/** The limit as people read it (5MB, 10MB, 50MB), for hints and error texts. */
export const uploadLimitLabel = (type: TUploadType) => `${UPLOAD_RULES[type].maxBytes / MB}MB`;

/** The `accept` attribute of a file input for a type: its extensions and content types. */
export const uploadAccept = (type: TUploadType) =>
  UPLOAD_RULES[type].extensions
    .flatMap((e) => [`.${e}`, ...UPLOAD_CONTENT_TYPES[e]])
    .filter((v, i, a) => a.indexOf(v) === i)
    .join(',');

/** Upload texts: the first three are what the upload field shows; the rest are the reasons the server gives. */
export const UPLOAD_ERR = {
  FAILED_TITLE: 'Upload Failed',
  FAILED: 'Upload failed',
  FAILED_STATUS: (code: number) => `Upload failed with status ${code}`,
  TYPE_NOT_ALLOWED: (type: TUploadType) => `This file type is not allowed. Allowed types: ${UPLOAD_RULES[type].extensions.join(', ')}.`,
  CONTENT_TYPE_MISMATCH: 'The declared content type does not match the file extension.',
  TOO_LARGE: (type: TUploadType) => `The file is too large. The limit is ${uploadLimitLabel(type)}.`,
  CONTENT_MISMATCH: 'The file content does not match its type.',
  EMPTY: 'The file is empty.',
  NOT_UPLOADED: 'The file has not been uploaded yet.',
  ALREADY_UPLOADED: 'This upload has already been sent.',
  NOT_FOUND: 'Upload not found',
  FILE_NOT_FOUND: 'File not found',
  TYPE_CHANGED: 'The upload type does not match the upload intent.',
  CREDENTIAL_REQUIRED: 'A credential is required for a credential upload.',
  CREDENTIAL_NOT_FOUND: 'Credential not found',
  IMAGE_UNREADABLE: 'The image could not be read.',
  SIZE_REQUIRED: "The file's size is required to upload it.",
  /** The bytes sent are more, or fewer, than the size the upload intent declared. */
  LARGER_THAN_DECLARED: 'The file is larger than the size given when the upload started.',
  SIZE_MISMATCH: 'The file is not the size given when the upload started.',
} as const;

/**
 * The reason a file cannot be uploaded as `type`, checked before any byte is sent; `null` when it
 * may. The server checks the same rules again, and the file's first bytes besides.
 */
export function uploadProblem(type: TUploadType, ext: string, contentType: string, size?: number): string | null {
  const e = normalizeUploadExt(ext);
  const rule = UPLOAD_RULES[type];
  if (!e || !(rule.extensions as readonly string[]).includes(e)) return UPLOAD_ERR.TYPE_NOT_ALLOWED(type);
  const declared = contentType.split(';')[0]!.trim().toLowerCase();
  if (!(UPLOAD_CONTENT_TYPES[e as TUploadExt] as readonly string[]).includes(declared)) return UPLOAD_ERR.CONTENT_TYPE_MISMATCH;
  if (size !== undefined && size > rule.maxBytes) return UPLOAD_ERR.TOO_LARGE(type);
  if (size === 0) return UPLOAD_ERR.EMPTY;
  return null;
}

/** An extension as written by a user (`.PNG`, `Jpg`) in the form the rules use, or '' when it has odd characters. */
export const normalizeUploadExt = (ext: string) => {
  const e = ext.trim().replace(/^\./, '').toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(e) ? e : '';
};

/** GET /api/storage/upload-intent?type&ext&contentType. */
export const ZUploadIntentQuery = z.strictObject({
  type: ZUploadType,
  ext: z.string().max(20),
  contentType: z.string().max(200),
  /**
   * The file's size in bytes: one over the type's limit is refused before any byte is sent, and a
   * presigned S3 PUT is signed for exactly this length (the bucket refuses any other), so it is
   * required when S3 is configured. The local PUT holds to it too (413 past it while the body
   * streams), and finalize keeps only a file of exactly this size.
   */
  size: z.coerce.number().int().nonnegative().optional(),
});
export type TUploadIntentQuery = z.infer<typeof ZUploadIntentQuery>;

/**
 * Where to send the bytes: `local` is this server's own authenticated PUT (send the bearer token
 * and the file's Content-Type); `signedPut` is a presigned S3 PUT (send exactly `contentType`).
 * No vendor-specific upload handle (such as Vercel Blob's) is offered.
 */
export const ZUploadIntent = z.discriminatedUnion('kind', [
  z.object({ key: z.string(), kind: z.literal('local'), uploadUrl: z.string(), maxBytes: z.number().int() }),
  z.object({ key: z.string(), kind: z.literal('signedPut'), url: z.string(), contentType: z.string(), maxBytes: z.number().int() }),
]);
export type TUploadIntent = z.infer<typeof ZUploadIntent>;

/** PUT /api/storage/uploads/{id} (the `local` kind's uploadUrl). */
export const ZUploadParams = z.object({ id: ZId });
export type TUploadParams = z.infer<typeof ZUploadParams>;
export const ZUploadReceived = z.object({ key: z.string(), size: z.number().int() });
export type TUploadReceived = z.infer<typeof ZUploadReceived>;

/** POST /api/storage/finalize: `tmpKey` is the intent's `key`; `credentialId` only for credentials. */
export const ZFinalizeUploadBody = z.strictObject({
  tmpKey: z.string().min(1).max(300),
  type: ZUploadType,
  credentialId: ZId.nullish(),
});
export type TFinalizeUploadBody = z.infer<typeof ZFinalizeUploadBody>;

/** A kept file: its key and the address it is read from (GET /api/storage/files/{type}/{userId}/{name}). */
export const ZStoredFile = z.object({
  key: z.string(),
  type: ZUploadType,
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** GET /api/storage/files/{type}/{userId}/{name}. */
export const ZStoredFileParams = z.object({
  type: ZUploadType,
  userId: ZId,
  name: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.[a-z0-9]{1,10}$/),
});
export type TStoredFileParams = z.infer<typeof ZStoredFileParams>;

/** Where a stored key is read from. */
export const storedFileUrl = (key: string) => `/api/storage/files/${key}`;
/** storedFileUrl of a key that may be missing (no photo, no document): null then. */
export const storedFileUrlOf = (key: string | null | undefined) => (key ? storedFileUrl(key) : null);

/** Socket `avatar:changed`: to the user's own tabs and to everyone who shares a room with them. */
export const ZAvatarChanged = z.object({ userId: ZId, avatarUrl: z.string().nullable() });
export type TAvatarChanged = z.infer<typeof ZAvatarChanged>;

/** Content types a kept file may be served with: one of the rules' types, sniffed from its bytes. */
export const STORED_FILE_CONTENT_TYPES = [...new Set(Object.values(UPLOAD_CONTENT_TYPES).flat())];

export const storageEndpoints = defineEndpoints('File uploads', {
  createUploadIntent: {
    method: 'GET',
    path: '/api/storage/upload-intent',
    summary: 'Ask where to upload a file (the server makes the key)',
    description: 'kind local: PUT the bytes to uploadUrl with the bearer token; kind signedPut: PUT them to url with exactly contentType.',
    auth: 'token',
    query: ZUploadIntentQuery,
    response: ZEnvelope(ZUploadIntent),
  },
  putUploadBytes: {
    method: 'PUT',
    path: '/api/storage/uploads/:id',
    summary: "Send an upload's bytes (the local kind's uploadUrl), with the file's Content-Type",
    auth: 'token',
    params: ZUploadParams,
    rawBody: { contentTypes: STORED_FILE_CONTENT_TYPES, description: "The file's bytes, sent with its own Content-Type." },
    response: ZEnvelope(ZUploadReceived),
    errors: [404, 409, 413],
  },
  finalizeUpload: {
    method: 'POST',
    path: '/api/storage/finalize',
    summary: 'Check an uploaded file and keep it (avatar, credential document or document)',
    auth: 'token',
    body: ZFinalizeUploadBody,
    response: ZEnvelope(ZStoredFile),
    errors: [404, 413],
  },
  // Avatars are public (an <img> sends no token); other files only to their owner's token.
  getStoredFile: {
    method: 'GET',
    path: '/api/storage/files/:type/:userId/:name',
    summary: 'Read a kept file: avatars for anyone, documents for their owner only',
    auth: 'optional',
    params: ZStoredFileParams,
    rawResponse: { contentTypes: STORED_FILE_CONTENT_TYPES, description: 'The file, with the content type its bytes were checked to have' },
    errors: [404],
  },
});
