import type { Readable } from 'node:stream';

/** A stored object's size and the content type it was stored with. */
export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

/**
 * Where uploaded bytes live: local disk under DATA_DIR, or an S3-compatible bucket. Keys are made
 * by the server only (modules/storage/keys.ts) and checked again here before they touch a path.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A presigned PUT for `key` with exactly `contentType` (S3 only: the browser sends the bytes there). */
  presignPut?(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string>;
  /**
   * Writes `body` to `key` (local only: this server's own PUT), counting bytes as they arrive and
   * failing with TooLargeError past `maxBytes`; nothing is left at `key` unless all of it arrived.
   */
  receive?(key: string, body: Readable, maxBytes: number): Promise<number>;
  head(key: string): Promise<StoredObject | undefined>;
  /** The first `bytes` bytes (fewer for a shorter file), or undefined when there is no such object. */
  readStart(key: string, bytes: number): Promise<Buffer | undefined>;
  /** The whole object as a stream, or undefined when there is none. */
  stream(key: string): Promise<Readable | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Copies `from` to `to` (kept with `contentType`); `from` stays. */
  copy(from: string, to: string, contentType: string): Promise<void>;
  /** Removes `key`; a missing one is no error. */
  remove(key: string): Promise<void>;
}

/** A body went past its type's limit while it streamed. */
export class TooLargeError extends Error {
  constructor() {
    super('body over the limit');
    this.name = 'TooLargeError';
  }
}

/** The shape of every key the server makes: `<tmp|avatar|credential|document>/<user id>/<name>`. */
const KEY_SHAPE = /^(tmp|avatar|credential|document)\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,80}\.[a-z0-9]{1,10}$/;

/** Refuses anything that is not a key the server could have made, before it reaches a path or a bucket. */
export function assertKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
