import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAiCoachInfo,
  ZApproveActionBody,
  ZBeforeQuery,
  ZClientIdParams,
  ZEnvelope,
  ZMarkReadBody,
  ZMessage,
  ZMessageIdParams,
  ZMessageList,
  ZMessagesPage,
  ZMessagesQuery,
  ZRoom,
  ZRoomParams,
  ZSendMessageBody,
  ZSetAiLevelBody,
  ZSinceQuery,
  ZUnreadCount,
  ZUsageStats,
  ZWelcomeResponse,
  type TMessage,
  type TMessagesPage,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import * as chat from './service.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Chat'];
  const secured = { onRequest: app.authenticate };
  const base = '/api/chat/rooms/:roomId';

  app.get(
    `${base}/messages`,
    // The body comes pre-serialized (JSON built by the query); the schema still documents it.
    {
      onRequest: app.authenticateClaims,
      schema: {
        summary: "Read a page of a room's messages",
        operationId: 'listMessages',
        errors: [404],
        tags,
        params: ZRoomParams,
        querystring: ZMessagesQuery,
        response: { 200: ZMessagesPage },
      },
    },
    async (req, reply) => {
      const { sub, tv } = tokenClaims(req);
      const body = await chat.listMessages(ctx, { userId: sub, tokenVersion: tv }, req.params.roomId, req.query);
      // Fastify sends a string with a JSON content type as it is, without the response serializer.
      return reply.type('application/json; charset=utf-8').send(body as unknown as TMessagesPage);
    },
  );

  app.get(
    `${base}/messages/since`,
    {
      ...secured,
      schema: {
        summary: 'List the messages after a message or a time',
        operationId: 'listMessagesSince',
        errors: [404],
        tags,
        params: ZRoomParams,
        querystring: ZSinceQuery,
        response: { 200: ZEnvelope(ZMessageList) },
      },
    },
    async (req) => ({ data: await chat.messagesSince(ctx, currentUser(req), req.params.roomId, req.query.since) }),
  );

  app.get(
    `${base}/messages/before`,
    {
      ...secured,
      schema: {
        summary: 'List the messages before a message',
        operationId: 'listMessagesBefore',
        errors: [404],
        tags,
        params: ZRoomParams,
        querystring: ZBeforeQuery,
        response: { 200: ZEnvelope(ZMessageList) },
      },
    },
    async (req) => ({
      data: await chat.olderMessages(ctx, currentUser(req), req.params.roomId, req.query.before, req.query.limit),
    }),
  );

  app.get(
    `${base}/unread-count`,
    {
      ...secured,
      schema: {
        summary: 'Count the unread messages of a room',
        operationId: 'getUnreadCount',
        errors: [404],
        tags,
        params: ZRoomParams,
        response: { 200: ZEnvelope(ZUnreadCount) },
      },
    },
    async (req) => ({ data: await chat.unreadCount(ctx, currentUser(req), req.params.roomId) }),
  );

  app.post(
    `${base}/mark-read`,
    {
      ...secured,
      schema: {
        summary: 'Mark a room read up to a message',
        operationId: 'markRead',
        errors: [404],
        tags,
        params: ZRoomParams,
        body: ZMarkReadBody,
        response: { 200: ZEnvelope(ZUnreadCount) },
      },
    },
    async (req) => ({ data: await chat.markRead(ctx, currentUser(req), req.params.roomId, req.body.messageId) }),
  );

  app.post(
    `${base}/welcome`,
    {
      ...secured,
      schema: {
        summary: "Post the AI coach's welcome if the room has none",
        operationId: 'sendWelcome',
        errors: [404],
        tags,
        params: ZRoomParams,
        response: { 200: ZEnvelope(ZWelcomeResponse) },
      },
    },
    async (req) => ({ data: await chat.welcome(ctx, currentUser(req), req.params.roomId) }),
  );

  app.post(
    `${base}/messages`,
    {
      onRequest: app.authenticateClaims,
      schema: {
        summary: 'Send a message to a room',
        operationId: 'sendMessage',
        errors: [404, 409],
        tags,
        params: ZRoomParams,
        body: ZSendMessageBody,
        response: { 200: ZEnvelope(ZMessage), 201: ZEnvelope(ZMessage) },
      },
    },
    async (req, reply) => {
      const { sub, tv } = tokenClaims(req);
      const { message, created } = await chat.sendMessage(ctx, { userId: sub, tokenVersion: tv }, req.params.roomId, req.body);
      // Built from typed rows (see storeMessage): sent as JSON text, without the response schema's second pass.
      return reply
        .code(created ? 201 : 200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ data: message }) as unknown as { data: TMessage });
    },
  );

  app.get(
    `${base}/ai-coach`,
    {
      ...secured,
      schema: {
        summary: "Read the room's AI coach",
        operationId: 'getAiCoach',
        errors: [404],
        tags,
        params: ZRoomParams,
        response: { 200: ZEnvelope(ZAiCoachInfo) },
      },
    },
    async (req) => ({ data: await chat.aiCoachInfo(ctx, currentUser(req), req.params.roomId) }),
  );

  app.post(
    '/api/chat/actions/:messageId/approve',
    {
      ...secured,
      schema: {
        summary: 'Approve or decline a proposed action',
        operationId: 'answerAction',
        errors: [404, 409],
        tags,
        params: ZMessageIdParams,
        body: ZApproveActionBody,
        response: { 200: ZEnvelope(ZMessage) },
      },
    },
    async (req) => ({ data: await chat.answerAction(ctx, currentUser(req), req.params.messageId, req.body.approved) }),
  );

  app.get(
    '/api/chat/usage-stats',
    {
      ...secured,
      schema: {
        summary: "Read the signed-in user's chat usage",
        operationId: 'getUsageStats',
        tags,
        response: { 200: ZEnvelope(ZUsageStats) },
      },
    },
    async (req) => ({
      data: await chat.usageStats(ctx, currentUser(req)),
    }),
  );

  app.put(
    '/api/coaches/me/clients/:clientId/ai-level',
    {
      ...secured,
      schema: {
        summary: "Set a client's AI coach level",
        operationId: 'setClientAiLevel',
        errors: [404],
        tags: ['Coaches'],
        params: ZClientIdParams,
        body: ZSetAiLevelBody,
        response: { 200: ZEnvelope(ZRoom) },
      },
    },
    async (req) => ({
      data: await chat.setClientAiLevel(ctx, currentUser(req), req.params.clientId, req.body.aiInteractionLevel),
    }),
  );
};
