import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEnvelope,
  ZGuestCodeParams,
  ZGuestFeedbackBody,
  ZGuestInviteBody,
  ZGuestInviteParams,
  ZGuestInviteResult,
  ZGuestInvitesResult,
  ZGuestLinkInfo,
  ZGuestTokenBody,
  ZKnockBody,
  ZKnockClientAnswerBody,
  ZKnockDecisionBody,
  ZKnockParams,
  ZKnockResult,
  ZSessionIdParams,
  ZSuccess,
  ZVideoJoinData,
} from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { enforceRateLimit } from '../../../plugins/route-limits.ts';
import * as guests from './service.ts';
import { guestTokenFirst } from './token-guard.ts';

/** The coach's answer to a knock: the knock as it now stands. */
const ZKnockDecisionResult = ZKnockResult.pick({ knock: true });

/** Guests of the video room: the coach's links and answers to knocks, and the guest's own calls (no account). */
export const guestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Video room guests'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/sessions/:id/guest-invites',
    {
      ...secured,
      schema: {
        summary: "List a session's guest links (the coach)",
        operationId: 'listGuestInvites',
        errors: [404],
        tags,
        params: ZSessionIdParams,
        response: { 200: ZEnvelope(ZGuestInvitesResult) },
      },
    },
    async (req) => ({ data: { invites: await guests.listInvites(ctx, currentUser(req), req.params.id) } }),
  );

  app.post(
    '/api/sessions/:id/guest-invites',
    {
      ...secured,
      schema: {
        summary: 'Make a guest link for a session (the coach): expiry and uses from the spec',
        operationId: 'createGuestInvite',
        errors: [404, 409],
        tags,
        params: ZSessionIdParams,
        body: ZGuestInviteBody,
        response: { 201: ZEnvelope(ZGuestInviteResult) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { invite: await guests.createInvite(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.delete(
    '/api/sessions/:id/guest-invites/:inviteId',
    {
      ...secured,
      schema: {
        summary: 'Revoke a guest link (the coach): guests still waiting on it are turned away',
        operationId: 'revokeGuestInvite',
        errors: [404],
        tags,
        params: ZGuestInviteParams,
        response: { 200: ZEnvelope(ZGuestInviteResult) },
      },
    },
    async (req) => ({ data: { invite: await guests.revokeInvite(ctx, currentUser(req), req.params.id, req.params.inviteId) } }),
  );

  app.post(
    '/api/sessions/:id/knocks/:knockId',
    {
      ...secured,
      schema: {
        summary: "Let a waiting guest in, or not (the coach): let in, they wait for the client's answer",
        operationId: 'decideGuestKnock',
        errors: [404],
        tags,
        params: ZKnockParams,
        body: ZKnockDecisionBody,
        response: { 200: ZEnvelope(ZKnockDecisionResult) },
      },
    },
    async (req) => ({
      data: { knock: await guests.decideKnock(ctx, currentUser(req), req.params.id, req.params.knockId, req.body.admit) },
    }),
  );

  app.post(
    '/api/sessions/:id/knocks/:knockId/client-answer',
    {
      ...secured,
      schema: {
        summary: 'Allow a guest the coach admitted, or refuse them (the client)',
        operationId: 'answerGuestKnock',
        errors: [403, 404, 409],
        tags,
        params: ZKnockParams,
        body: ZKnockClientAnswerBody,
        response: { 200: ZEnvelope(ZKnockDecisionResult) },
      },
    },
    async (req) => ({
      data: { knock: await guests.answerAsClient(ctx, currentUser(req), req.params.id, req.params.knockId, req.body.allow) },
    }),
  );

  app.get(
    '/api/video/guest/:code',
    {
      schema: {
        summary: 'What a guest link opens: the session title, coach and time (public)',
        operationId: 'getGuestLink',
        errors: [404, 410],
        tags,
        params: ZGuestCodeParams,
        response: { 200: ZEnvelope(ZGuestLinkInfo) },
      },
    },
    async (req) => ({ data: await guests.linkInfo(ctx, req.params.code) }),
  );

  app.post(
    '/api/video/guest/:code/knock',
    {
      schema: {
        summary: 'Ask to join as a guest under a name: one use of the link; answers the guest token (public)',
        operationId: 'knockAsGuest',
        errors: [404, 410, 429],
        tags,
        params: ZGuestCodeParams,
        body: ZKnockBody,
        response: { 201: ZEnvelope(ZKnockResult) },
      },
    },
    async (req, reply) => {
      await enforceRateLimit(ctx, req, 'guest-knock');
      return reply.code(201).send({ data: await guests.knock(ctx, req.params.code, req.body) });
    },
  );

  app.post(
    '/api/video/guest/join',
    {
      preValidation: guestTokenFirst(ctx),
      schema: {
        summary: "An admitted guest's join data, as an observer (the guest token in the body)",
        operationId: 'joinAsGuest',
        errors: [401, 409],
        tags,
        body: ZGuestTokenBody,
        response: { 200: ZEnvelope(ZVideoJoinData) },
      },
    },
    async (req) => ({ data: await guests.guestJoin(ctx, req.body.guestToken) }),
  );

  app.post(
    '/api/video/guest/feedback',
    {
      preValidation: guestTokenFirst(ctx),
      schema: {
        summary: 'An admitted guest rates the session from 1 to 5 (the guest token in the body)',
        operationId: 'sendGuestFeedback',
        errors: [401, 409],
        tags,
        body: ZGuestFeedbackBody,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await guests.guestFeedback(ctx, req.body);
      return { data: { success: true as const } };
    },
  );
};
