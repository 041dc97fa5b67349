import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, TooLargeError, type FileStore, type StoredObject } from './types.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Counts bytes as they pass and fails past `max`, so an oversized body is cut off mid-stream. */
function byteLimit(max: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > max) done(new TooLargeError());
      else done(null, chunk);
    },
  });
}

/** Files under `<DATA_DIR>/uploads`, one per key (the key's slashes are folders). */
export function localFileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => join(root, ...assertKey(key).split('/'));

  return {
    kind: 'local',

    async receive(key, body, maxBytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written beside the target under a name no key has, and renamed only once whole: a body cut
      // off (over the limit, or the client gone) leaves nothing behind.
      const part = `${target}.part-${randomBytes(6).toString('hex')}`;
      const counted = { bytes: 0 };
      try {
        await pipeline(body, byteLimit(maxBytes, counted), createWriteStream(part, { flags: 'wx' }));
        await rename(part, target);
        return counted.bytes;
      } catch (err) {
        await unlink(part).catch(() => undefined);
        throw err;
      }
    },

    async head(key): Promise<StoredObject | undefined> {
      try {
        const s = await stat(pathOf(key));
        return { size: s.size, contentType: undefined };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },

    async readStart(key, bytes) {
      let fh;
      try {
        fh = await open(pathOf(key), 'r');
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await fh.read(buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },

    async stream(key) {
      const path = pathOf(key);
      if (!(await this.head(key))) return undefined;
      return createReadStream(path);
    },

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
    },

    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target);
    },

    async remove(key) {
      await unlink(pathOf(key)).catch((err: unknown) => {
        if (!missing(err)) throw err;
      });
    },
  };
}
