import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_ERR,
  ZEnvelope,
  ZInviteCodeParams,
  ZInviteIdParams,
  ZInviteList,
  ZInviteListQuery,
  ZInviteResponse,
  ZOk,
  ZResendInviteResponse,
  ZSendInvitesBody,
  ZSendInvitesResponse,
  ZValidateInviteResponse,
  ZVerifyInviteBody,
  ZVerifyInviteResponse,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { validateInviteCode, verifyInvite } from './accept-invite.ts';
import * as invites from './service.ts';

export const inviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Invites'];
  const secured = { onRequest: app.authenticate };

  app.post(
    '/api/invites/send',
    {
      ...secured,
      schema: {
        summary: 'Invite clients by email',
        operationId: 'sendInvites',
        errors: [403, 409, 429],
        tags,
        body: ZSendInvitesBody,
        response: { 201: ZEnvelope(ZSendInvitesResponse) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await invites.sendInvites(ctx, currentUser(req), req.body) }),
  );

  app.get(
    '/api/invites/coach',
    {
      ...secured,
      schema: {
        summary: "List the coach's invites",
        operationId: 'listInvites',
        errors: [403],
        tags,
        querystring: ZInviteListQuery,
        response: { 200: ZEnvelope(ZInviteList) },
      },
    },
    async (req) => ({ data: await invites.listInvites(ctx, currentUser(req), req.query) }),
  );

  app.put(
    '/api/invites/:id/cancel',
    {
      ...secured,
      schema: {
        summary: 'Cancel a pending invite',
        operationId: 'cancelInvite',
        errors: [403, 404, 409],
        tags,
        params: ZInviteIdParams,
        response: { 200: ZEnvelope(ZInviteResponse) },
      },
    },
    async (req) => ({ data: { invite: await invites.cancelInvite(ctx, currentUser(req), req.params.id) } }),
  );

  app.put(
    '/api/invites/:id/resend',
    {
      ...secured,
      schema: {
        summary: 'Send an invite again',
        operationId: 'resendInvite',
        errors: [403, 404, 409, 429],
        tags,
        params: ZInviteIdParams,
        response: { 200: ZEnvelope(ZResendInviteResponse) },
      },
    },
    async (req) => ({ data: await invites.resendInvite(ctx, currentUser(req), req.params.id) }),
  );

  app.delete(
    '/api/invites/:id',
    {
      ...secured,
      schema: {
        summary: 'Delete an invite',
        operationId: 'deleteInvite',
        errors: [403, 404],
        tags,
        params: ZInviteIdParams,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      await invites.deleteInvite(ctx, currentUser(req), req.params.id);
      return { data: { success: true as const, message: ONBOARDING_ERR.INVITE_DELETED } };
    },
  );

  app.get(
    '/api/invites/validate/:code',
    {
      schema: {
        summary: 'Check an invite link',
        operationId: 'validateInviteCode',
        errors: [429],
        tags,
        params: ZInviteCodeParams,
        response: { 200: ZEnvelope(ZValidateInviteResponse) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'invite-link');
      return { data: await validateInviteCode(ctx, req.params.code) };
    },
  );

  app.post(
    '/api/invites/verify/:code',
    {
      schema: {
        summary: 'Confirm the email address an invite was sent to',
        operationId: 'verifyInvite',
        errors: [429],
        tags,
        params: ZInviteCodeParams,
        body: ZVerifyInviteBody,
        response: { 200: ZEnvelope(ZVerifyInviteResponse) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'invite-verify', req.params.code);
      return { data: await verifyInvite(ctx, req.params.code, req.body.email) };
    },
  );
};
