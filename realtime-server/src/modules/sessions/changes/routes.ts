import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancelBody,
  ZEnvelope,
  ZOneOffSessionBody,
  ZRescheduleBody,
  ZSessionIdParams,
  ZSessionNotesBody,
  ZSessionResult,
  ZSessionStatusBody,
  ZSessionTemplateBody,
  ZSessionTemplateUpdateBody,
  ZSuccess,
  ZTemplateResult,
} from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { cancel, createOneOff, reschedule, saveNotes, setStatus } from './service.ts';
import { createTemplate, deleteTemplate, updateTemplate } from '../templates/service.ts';

/** Spec 02 §7 Sessions: creating sessions and series, and every change of a session. */
export const changeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Sessions'];
  const secured = { onRequest: app.authenticate };

  app.post(
    '/api/sessions/one-off',
    {
      ...secured,
      schema: {
        summary: 'Create a session: a coach with a client (confirmed), or a client asking their coach (scheduled)',
        operationId: 'createOneOffSession',
        errors: [404, 409],
        tags,
        body: ZOneOffSessionBody,
        response: { 201: ZEnvelope(ZSessionResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: { session: await createOneOff(ctx, currentUser(req), req.body) } }),
  );

  app.post(
    '/api/sessions/templates',
    {
      ...secured,
      schema: {
        summary: 'Create a weekly recurring series with a client and its sessions',
        operationId: 'createSessionTemplate',
        errors: [403, 404],
        tags,
        body: ZSessionTemplateBody,
        response: { 201: ZEnvelope(ZTemplateResult) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createTemplate(ctx, currentUser(req), req.body) }),
  );

  app.put(
    '/api/sessions/templates/:id',
    {
      ...secured,
      schema: {
        summary: 'Change a recurring series (its sessions still ahead follow)',
        operationId: 'updateSessionTemplate',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        body: ZSessionTemplateUpdateBody,
        response: { 200: ZEnvelope(ZTemplateResult) },
      },
    },
    async (req) => ({ data: await updateTemplate(ctx, currentUser(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/sessions/templates/:id',
    {
      ...secured,
      schema: {
        summary: 'End a recurring series: its sessions still ahead are cancelled',
        operationId: 'deleteSessionTemplate',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await deleteTemplate(ctx, currentUser(req), req.params.id);
      return { data: { success: true as const } };
    },
  );

  app.put(
    '/api/sessions/:id/status',
    {
      ...secured,
      schema: {
        summary: "Move a session to another status (the session's coach)",
        operationId: 'setSessionStatus',
        errors: [404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZSessionStatusBody,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await setStatus(ctx, currentUser(req), req.params.id, req.body.status) } }),
  );

  app.put(
    '/api/sessions/:id/reschedule',
    {
      ...secured,
      schema: {
        summary: 'Move a session to a new time',
        operationId: 'rescheduleSession',
        errors: [404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZRescheduleBody,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await reschedule(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.put(
    '/api/sessions/:id/cancel',
    {
      ...secured,
      schema: {
        summary: 'Cancel a session, giving the reason',
        operationId: 'cancelSession',
        errors: [404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZCancelBody,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await cancel(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.put(
    '/api/sessions/:id/notes',
    {
      ...secured,
      schema: {
        summary: "Save a session's coach notes and shared notes (the session's coach)",
        operationId: 'saveSessionNotes',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        body: ZSessionNotesBody,
        response: { 200: ZEnvelope(ZSessionResult) },
      },
    },
    async (req) => ({ data: { session: await saveNotes(ctx, currentUser(req), req.params.id, req.body) } }),
  );
};
