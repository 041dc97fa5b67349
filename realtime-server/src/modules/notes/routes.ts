import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { NotesCache, watchNoteReaders } from './notes-cache.ts';
import * as notes from './service.ts';

/** The coach's notebook and the video room's notes (docs/coach-workspace.md#notebook-and-notes). */
export const noteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Only a single node sees every write in its own events (with Redis there may be others).
  const cache = new NotesCache(ctx.config.readCacheBytes > 0 && !ctx.redis);
  if (cache.enabled) {
    const unwatch = watchNoteReaders(cache, ctx.events);
    app.addHook('onClose', async () => unwatch());
  }

  route(app, e.createNote, async (req) => ({ data: { note: await notes.createNote(ctx, currentUser(req), req.body) } }));
  route(
    app,
    e.listNotes,
    async (req, reply) => {
      const body = await notes.notesListBody(ctx, cache, tokenClaims(req), req.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
    // The answer is JSON text built by our own typed code (or cached), sent as it is; the schema documents it.
    { serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)) },
  );
  route(app, e.updateNote, async (req) => ({ data: { note: await notes.editNote(ctx, currentUser(req), req.params.id, req.body) } }));
  route(app, e.deleteNote, async (req) => {
    await notes.removeNote(ctx, currentUser(req), req.params.id);
    return { data: { success: true as const } };
  });
};
