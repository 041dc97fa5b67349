import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_ERR,
  normalizeUploadExt,
  storageEndpoints as e,
  uploadProblem,
  type TFinalizeUploadBody,
  type TStoredFile,
  type TUploadIntent,
  type TUploadExt,
  type TUploadIntentQuery,
  type TUploadType,
} from '@coach/contract';
import { ApiError, callData, readToken } from '../lib/api.ts';

/** The upload calls (docs/profiles-and-directory.md#uploads), one function each; the bytes go by putBytes. */
export const storageApi = {
  intent: (query: TUploadIntentQuery) => callData(e.createUploadIntent, { query }),
  finalize: (body: TFinalizeUploadBody) => callData(e.finalizeUpload, { body }),
};

/** A failed upload with the text to show under 'Upload Failed'. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The file's extension as the type rules spell it ('' when it has none). */
export const fileExt = (name: string) => normalizeUploadExt(name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '');

/**
 * Sends the bytes with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). A `local` intent is this server's own PUT and needs the bearer token; a `signedPut`
 * is a presigned S3 address that must get exactly the content type it was signed with and no
 * other credentials.
 */
export function putBytes(intent: TUploadIntent, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const local = intent.kind === 'local';
    xhr.open('PUT', local ? intent.uploadUrl : intent.url);
    xhr.setRequestHeader('Content-Type', local ? contentType : intent.contentType);
    const token = readToken();
    if (local && token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      // Our server says why in { error }; S3 answers XML, so its status is all there is to show.
      let reason: string | undefined;
      if (local) {
        try {
          const body = JSON.parse(xhr.responseText) as { error?: unknown };
          if (typeof body.error === 'string') reason = body.error;
        } catch {
          /* not JSON: fall back to the status */
        }
      }
      reject(new UploadError(reason ?? UPLOAD_ERR.FAILED_STATUS(xhr.status)));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_ERR.FAILED));
    xhr.onabort = () => reject(new UploadError(UPLOAD_ERR.FAILED));
    xhr.send(file);
  });
}

/**
 * The whole upload: the rules checked in the browser first (the server checks them
 * again, and the file's first bytes), the intent, the bytes, then finalize, which keeps the file.
 */
export async function uploadFile(
  file: File,
  type: TUploadType,
  opts: { credentialId?: string; onProgress: (percent: number) => void },
): Promise<TStoredFile> {
  const ext = fileExt(file.name);
  // Some browsers give no type for a known extension; the rules' first content type stands in.
  const contentType = file.type || guessContentType(ext);
  const problem = uploadProblem(type, ext, contentType, file.size);
  if (problem) throw new UploadError(problem);
  try {
    const intent = await storageApi.intent({ type, ext, contentType, size: file.size });
    await putBytes(intent, file, contentType, opts.onProgress);
    return await storageApi.finalize({ tmpKey: intent.key, type, credentialId: opts.credentialId ?? null });
  } catch (err) {
    if (err instanceof UploadError) throw err;
    if (err instanceof ApiError) throw new UploadError(err.status === 0 || err.status >= 500 ? UPLOAD_ERR.FAILED : err.message);
    throw new UploadError(UPLOAD_ERR.FAILED);
  }
}

/** The rules' own content type of an extension ('' when it has none). */
const guessContentType = (ext: string): string => (ext in UPLOAD_CONTENT_TYPES ? UPLOAD_CONTENT_TYPES[ext as TUploadExt][0] : '');
