import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import { assertKey, type FileStore } from './types.ts';

type S3Settings = NonNullable<Config['s3']>;

/** A missing object: HEAD answers a bare 404 (NotFound), GET a NoSuchKey. */
const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * An S3-compatible bucket (AWS, or any server speaking its API at S3_ENDPOINT, addressed by path
 * since such servers rarely have a DNS name per bucket). Browsers PUT to presigned addresses;
 * this server reads the first bytes with a ranged GET to check them, and streams files it serves.
 */
export function s3FileStore(s: S3Settings): FileStore & { client: S3Client; bucket: string } {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.endpoint !== undefined,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const Bucket = s.bucket;

  const get = async (key: string, range?: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key), Range: range }));
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  };

  return {
    kind: 's3',
    client,
    bucket: Bucket,

    // Content-Length is signed too (the presigner leaves it out unless told): the bucket then refuses
    // a body of any other length, so nothing over the limit is ever stored.
    presignPut: (key, contentType, size, expiresIn) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: assertKey(key), ContentType: contentType, ContentLength: size }), {
        expiresIn,
        signableHeaders: new Set(['content-length']),
      }),

    async head(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { size: r.ContentLength ?? 0, contentType: r.ContentType };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },

    async readStart(key, bytes) {
      const r = await get(key, `bytes=0-${bytes - 1}`);
      if (!r?.Body) return undefined;
      return Buffer.from(await r.Body.transformToByteArray());
    },

    async stream(key) {
      const r = await get(key);
      if (!r?.Body) return undefined;
      return r.Body instanceof Readable ? r.Body : Readable.fromWeb(r.Body.transformToWebStream() as never);
    },

    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: body, ContentType: contentType }));
    },

    async copy(from, to, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertKey(to),
          CopySource: `${Bucket}/${assertKey(from)}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
  };
}
