import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { TUploadExt } from '@coach/contract';

/** How much of a file's start is read to tell what it is (file-type asks for 4100 bytes; text checks look further). */
export const SNIFF_BYTES = 64 * 1024;

/** The types file-type may find for each extension. A .docx is a zip (found as docx only when its parts come early). */
const EXPECTED: Record<Exclude<TUploadExt, 'txt'>, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png', 'image/apng'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/x-cfb', 'application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
};

/**
 * Markup a browser could render or run: text that holds any of these is not accepted as .txt even
 * though it is served as an attachment with nosniff.
 */
const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|img|a\s|form|\?xml)|javascript:/i;

/** Whether text looks like HTML, SVG or script. */
export const looksLikeMarkup = (text: string) => MARKUP.test(text);

/**
 * Whether a file's first bytes agree with its extension: file-type must find the extension's type.
 * A .txt must be found as nothing (no binary magic) and its start must pass the text rules; the
 * rest of it is checked with `isPlainText` while it is read whole.
 */
export async function startMatches(ext: TUploadExt, head: Buffer): Promise<boolean> {
  if (head.length === 0) return false;
  const found = await fileTypeFromBuffer(head);
  if (ext === 'txt') {
    if (found) return false;
    // The start may end inside a character: check it as a prefix (stream mode keeps the tail).
    return textChunkProblem(new TextDecoder('utf-8', { fatal: true }), head, true) === null && !looksLikeMarkup(head.toString('utf8'));
  }
  return found !== undefined && EXPECTED[ext].includes(found.mime);
}

/** Why a chunk of a text file is refused (not UTF-8, a NUL), or null when it passes. */
function textChunkProblem(decoder: TextDecoder, chunk: Uint8Array, more: boolean): string | null {
  if (chunk.includes(0)) return 'NUL byte';
  try {
    decoder.decode(chunk, { stream: more });
    return null;
  } catch {
    return 'not UTF-8';
  }
}

/** Whether a whole stream is valid UTF-8 text without a NUL, read a chunk at a time (never all of it in memory). */
export async function isPlainText(body: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (textChunkProblem(decoder, chunk, true) !== null) {
      body.destroy();
      return false;
    }
  }
  return textChunkProblem(decoder, new Uint8Array(0), false) === null;
}
