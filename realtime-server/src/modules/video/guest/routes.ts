import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoGuestEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { route } from '../../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../../plugins/route-limits.ts';
import * as guests from './service.ts';
import { guestTokenFirst } from './token-guard.ts';

/** Guests of the video room: the coach's links and answers to knocks, and the guest's own calls (no account). */
export const guestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listGuestInvites, async (req) => ({ data: { invites: await guests.listInvites(ctx, currentUser(req), req.params.id) } }));
  route(app, e.createGuestInvite, async (req) => ({
    data: { invite: await guests.createInvite(ctx, currentUser(req), req.params.id, req.body) },
  }));
  route(app, e.revokeGuestInvite, async (req) => ({
    data: { invite: await guests.revokeInvite(ctx, currentUser(req), req.params.id, req.params.inviteId) },
  }));
  route(app, e.decideGuestKnock, async (req) => ({
    data: { knock: await guests.decideKnock(ctx, currentUser(req), req.params.id, req.params.knockId, req.body.admit) },
  }));
  route(app, e.answerGuestKnock, async (req) => ({
    data: { knock: await guests.answerAsClient(ctx, currentUser(req), req.params.id, req.params.knockId, req.body.allow) },
  }));
  route(app, e.getGuestLink, async (req) => ({ data: await guests.linkInfo(ctx, req.params.code) }));
  route(app, e.knockAsGuest, async (req) => {
    await enforceRateLimit(ctx, req, 'guest-knock');
    return { data: await guests.knock(ctx, req.params.code, req.body) };
  });
  const guestToken = { preValidation: guestTokenFirst(ctx) };
  route(app, e.joinAsGuest, async (req) => ({ data: await guests.guestJoin(ctx, req.body.guestToken) }), guestToken);
  route(
    app,
    e.sendGuestFeedback,
    async (req) => {
      await guests.guestFeedback(ctx, req.body);
      return { data: { success: true as const } };
    },
    guestToken,
  );
};
