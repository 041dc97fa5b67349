import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as directory from './service.ts';

/**
 * The coach directory and coach requests (docs/profiles-and-directory.md#coach-directory,
 * docs/profiles-and-directory.md#coach-requests).
 */
export const directoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listCoachDirectory, async (req) => ({ data: await directory.listDirectory(ctx, currentUser(req), req.query) }));
  route(app, e.createCoachRequest, async (req) => ({ data: await directory.createRequest(ctx, currentUser(req), req.body) }));
  route(app, e.getMyCoachRequest, async (req) => ({ data: { request: await directory.myRequest(ctx, currentUser(req)) } }));
  route(app, e.listMyCoachRequests, async (req) => ({ data: { requests: await directory.pendingForCoach(ctx, currentUser(req)) } }));
  route(app, e.acceptCoachRequest, async (req) => ({ data: await directory.acceptRequest(ctx, currentUser(req), req.params.id) }));
  route(app, e.declineCoachRequest, async (req) => ({ data: await directory.declineRequest(ctx, currentUser(req), req.params.id) }));
  // A client's cancels share the hourly allowance of their sends.
  route(app, e.cancelCoachRequest, async (req) => ({ data: await directory.cancelRequest(ctx, currentUser(req), req.params.id) }));
};
