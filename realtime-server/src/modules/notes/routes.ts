import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateNoteBody, ZEnvelope, ZNoteIdParams, ZNoteResult, ZNotesQuery, ZNotesResult, ZSuccess, ZUpdateNoteBody } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as notes from './service.ts';

/** Spec 02 §7 Notes: the coach's notebook and the video room's notes. */
export const noteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Notes'];
  const secured = { preHandler: app.authenticate };

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
      ...secured,
      schema: {
        summary: 'List the notes I may read',
        operationId: 'listNotes',
        tags,
        querystring: ZNotesQuery,
        response: { 200: ZEnvelope(ZNotesResult) },
      },
    },
    async (req) => ({ data: { notes: await notes.listNotes(ctx, currentUser(req), req.query) } }),
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
