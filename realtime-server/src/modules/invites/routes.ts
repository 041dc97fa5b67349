import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteEndpoints as e, ONBOARDING_ERR } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { validateInviteCode, verifyInvite } from './accept-invite.ts';
import * as invites from './service.ts';

export const inviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.sendInvites, async (req) => ({ data: await invites.sendInvites(ctx, currentUser(req), req.body) }));
  route(app, e.listInvites, async (req) => ({ data: await invites.listInvites(ctx, currentUser(req), req.query) }));
  route(app, e.cancelInvite, async (req) => ({ data: { invite: await invites.cancelInvite(ctx, currentUser(req), req.params.id) } }));
  route(app, e.resendInvite, async (req) => ({ data: await invites.resendInvite(ctx, currentUser(req), req.params.id) }));
  route(app, e.deleteInvite, async (req) => {
    await invites.deleteInvite(ctx, currentUser(req), req.params.id);
    return { data: { success: true as const, message: ONBOARDING_ERR.INVITE_DELETED } };
  });
  route(app, e.validateInviteCode, async (req) => {
    await enforceRateLimit(ctx, req, 'invite-link');
    return { data: await validateInviteCode(ctx, req.params.code) };
  });
  route(app, e.verifyInvite, async (req) => {
    await enforceRateLimit(ctx, req, 'invite-verify', req.params.code);
    return { data: await verifyInvite(ctx, req.params.code, req.body.email) };
  });
};
