import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/endpoint.ts';
import { cancel, createOneOff, reschedule, saveNotes, setStatus } from './service.ts';
import { createTemplate, deleteTemplate, updateTemplate } from '../templates/service.ts';

/** Creating sessions and series, and every change of a session (docs/sessions-and-availability.md#calls). */
export const changeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.createOneOffSession, async (req) => ({ data: { session: await createOneOff(ctx, currentUser(req), req.body) } }));
  route(app, e.createSessionTemplate, async (req) => ({ data: await createTemplate(ctx, currentUser(req), req.body) }));
  route(app, e.updateSessionTemplate, async (req) => ({ data: await updateTemplate(ctx, currentUser(req), req.params.id, req.body) }));
  route(app, e.deleteSessionTemplate, async (req) => {
    await deleteTemplate(ctx, currentUser(req), req.params.id);
    return { data: { success: true as const } };
  });
  route(app, e.setSessionStatus, async (req) => ({
    data: { session: await setStatus(ctx, currentUser(req), req.params.id, req.body.status) },
  }));
  route(app, e.rescheduleSession, async (req) => ({ data: { session: await reschedule(ctx, currentUser(req), req.params.id, req.body) } }));
  route(app, e.cancelSession, async (req) => ({ data: { session: await cancel(ctx, currentUser(req), req.params.id, req.body) } }));
  route(app, e.saveSessionNotes, async (req) => ({ data: { session: await saveNotes(ctx, currentUser(req), req.params.id, req.body) } }));
};
