import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateNoteBody,
  ZEnvelope,
  ZNoteIdParams,
  ZNoteResult,
  ZNotesQuery,
  ZNotesResult,
  ZSuccess,
  ZUpdateNoteBody,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import { NotesCache, watchNoteReaders } from './notes-cache.ts';
import * as notes from './service.ts';

/** Spec 02 §7 Notes: the coach's notebook and the video room's notes. */
export const noteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Notes'];
  const secured = { onRequest: app.authenticate };
  // Only a single node sees every write in its own events (with Redis there may be others).
  const cache = new NotesCache(ctx.config.readCacheBytes > 0 && !ctx.redis);
  if (cache.enabled) {
    const unwatch = watchNoteReaders(cache, ctx.events);
    app.addHook('onClose', async () => unwatch());
  }

  app.post(
    '/api/notes',
    {
      ...secured,
      schema: {
        summary: 'Write a note',
        operationId: 'createNote',
        errors: [404],
        tags,
        body: ZCreateNoteBody,
        response: { 201: ZEnvelope(ZNoteResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: { note: await notes.createNote(ctx, currentUser(req), req.body) } }),
  );

  app.get(
    '/api/notes',
    {
      // The token's signature here; its account in the service, unless a cached answer was computed for it.
      onRequest: app.authenticateClaims,
      // The answer is JSON text built by our own typed code (or cached), sent as it is; the schema documents it.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        summary: 'List the notes I may read: a page, searched and filtered, with the counts',
        operationId: 'listNotes',
        errors: [404],
        tags,
        querystring: ZNotesQuery,
        response: { 200: ZEnvelope(ZNotesResult) },
      },
    },
    async (req, reply) => {
      const body = await notes.notesListBody(ctx, cache, tokenClaims(req), req.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.put(
    '/api/notes/:id',
    {
      ...secured,
      schema: {
        summary: 'Edit my note',
        operationId: 'updateNote',
        errors: [404],
        tags,
        params: ZNoteIdParams,
        body: ZUpdateNoteBody,
        response: { 200: ZEnvelope(ZNoteResult) },
      },
    },
    async (req) => ({ data: { note: await notes.editNote(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.delete(
    '/api/notes/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete my note',
        operationId: 'deleteNote',
        errors: [404],
        tags,
        params: ZNoteIdParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await notes.removeNote(ctx, currentUser(req), req.params.id);
      return { data: { success: true as const } };
    },
  );
};
