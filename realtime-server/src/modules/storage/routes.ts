import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { openStoredFile } from './files-service.ts';
import { createUploadIntent, finalizeUpload, receiveUpload } from './service.ts';

/**
 * An avatar's address changes with every new avatar, so its bytes never change; but a deleted
 * account's avatar stops being served, and a cached copy should not outlive that by more than a day.
 */
export const AVATAR_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** Uploads: the intent, the local PUT of the bytes, finalize, and reading kept files. */
export const storageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.createUploadIntent, async (req) => ({ data: await createUploadIntent(ctx, currentUser(req), req.query) }));

  await app.register(uploadBodyRoutes, { ctx });

  route(app, e.finalizeUpload, async (req) => ({ data: await finalizeUpload(ctx, currentUser(req), req.body) }));

  route(app, e.getStoredFile, async (req, reply) => {
    const file = await openStoredFile(ctx, req.currentUser, req.params);
    void reply.type(file.contentType).header('x-content-type-options', 'nosniff');
    if (file.size !== null) void reply.header('content-length', file.size);
    if (file.type === 'avatar') return reply.header('cache-control', AVATAR_CACHE_CONTROL).send(file.body);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.type}.${file.ext}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
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

  route(app, e.putUploadBytes, async (req, reply) => {
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
  });
};
