import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEnvelope,
  ZFinalizeUploadBody,
  ZStoredFile,
  ZStoredFileParams,
  ZUploadIntent,
  ZUploadIntentQuery,
  ZUploadParams,
  ZUploadReceived,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { openStoredFile } from './files-service.ts';
import { createUploadIntent, finalizeUpload, receiveUpload } from './service.ts';

/**
 * An avatar's address changes with every new avatar, so its bytes never change; but a deleted
 * account's avatar stops being served, and a cached copy should not outlive that by more than a day.
 */
export const AVATAR_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** Uploads (issue 27): the intent, the local PUT of the bytes, finalize, and reading kept files. */
export const storageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['File uploads'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/storage/upload-intent',
    {
      ...secured,
      schema: {
        summary: 'Ask where to upload a file (the server makes the key)',
        description:
          'kind local: PUT the bytes to uploadUrl with the bearer token; kind signedPut: PUT them to url with exactly contentType.',
        operationId: 'createUploadIntent',
        tags,
        querystring: ZUploadIntentQuery,
        response: { 200: ZEnvelope(ZUploadIntent) },
      },
    },
    async (req) => ({ data: await createUploadIntent(ctx, currentUser(req), req.query) }),
  );

  await app.register(uploadBodyRoutes, { ctx });

  app.post(
    '/api/storage/finalize',
    {
      ...secured,
      schema: {
        summary: 'Check an uploaded file and keep it (avatar, credential document or document)',
        operationId: 'finalizeUpload',
        errors: [404, 413],
        tags,
        body: ZFinalizeUploadBody,
        response: { 200: ZEnvelope(ZStoredFile) },
      },
    },
    async (req) => ({ data: await finalizeUpload(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/storage/files/:type/:userId/:name',
    {
      // Avatars are public (an <img> sends no token); other files only to their owner's token.
      onRequest: app.authenticateOptional,
      schema: {
        summary: 'Read a kept file: avatars for anyone, documents for their owner only',
        operationId: 'getStoredFile',
        errors: [404],
        tags,
        params: ZStoredFileParams,
        response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      const file = await openStoredFile(ctx, req.currentUser, req.params);
      // The document says "a string of bytes"; what is sent is the file's stream.
      const body = file.body as unknown as string;
      void reply.type(file.contentType).header('x-content-type-options', 'nosniff');
      if (file.size !== null) void reply.header('content-length', file.size);
      if (file.type === 'avatar') return reply.header('cache-control', AVATAR_CACHE_CONTROL).send(body);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.type}.${file.ext}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );
};

/**
 * The local PUT of an upload's bytes, in a plugin of its own: it takes every content type as the raw
 * request stream (nothing parses or buffers the body), which the service counts while writing it.
 * The rest of the API keeps Fastify's parsers and body limit.
 */
const uploadBodyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  // The body stays unread here (undefined to Fastify); the handler streams req.raw itself.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  app.put(
    '/api/storage/uploads/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Send an upload's bytes (the local kind's uploadUrl), with the file's Content-Type",
        operationId: 'putUploadBytes',
        errors: [404, 409, 413],
        tags: ['File uploads'],
        params: ZUploadParams,
        response: { 200: ZEnvelope(ZUploadReceived) },
      },
    },
    async (req, reply) => {
      // A refused body may still be arriving: the connection closes after the answer, so the rest
      // of it is neither read nor left holding the socket.
      void reply.header('connection', 'close');
      const data = await receiveUpload(
        ctx,
        currentUser(req),
        req.params.id,
        { contentType: req.headers['content-type'], contentLength: req.headers['content-length'] },
        req.raw,
      );
      void reply.removeHeader('connection');
      return { data };
    },
  );
};
