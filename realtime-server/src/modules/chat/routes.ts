import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatCoachEndpoints, chatEndpoints as e, type TMessage, type TMessagesPage } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser, tokenClaims } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as chat from './service.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The body comes pre-serialized (JSON built by the query); the schema still documents it.
  route(app, e.listMessages, async (req, reply) => {
    const { sub, tv } = tokenClaims(req);
    const body = await chat.listMessages(ctx, { userId: sub, tokenVersion: tv }, req.params.roomId, req.query);
    // Fastify sends a string with a JSON content type as it is, without the response serializer.
    return reply.type('application/json; charset=utf-8').send(body as unknown as TMessagesPage);
  });
  route(app, e.listMessagesSince, async (req) => ({
    data: await chat.messagesSince(ctx, currentUser(req), req.params.roomId, req.query.since),
  }));
  route(app, e.listMessagesBefore, async (req) => ({
    data: await chat.olderMessages(ctx, currentUser(req), req.params.roomId, req.query.before, req.query.limit),
  }));
  route(app, e.getUnreadCount, async (req) => ({ data: await chat.unreadCount(ctx, currentUser(req), req.params.roomId) }));
  route(app, e.markRead, async (req) => ({ data: await chat.markRead(ctx, currentUser(req), req.params.roomId, req.body.messageId) }));
  route(app, e.sendWelcome, async (req) => ({ data: await chat.welcome(ctx, currentUser(req), req.params.roomId) }));
  route(app, e.sendMessage, async (req, reply) => {
    const { sub, tv } = tokenClaims(req);
    const { message, created } = await chat.sendMessage(ctx, { userId: sub, tokenVersion: tv }, req.params.roomId, req.body);
    // Built from typed rows (see storeMessage): sent as JSON text, without the response schema's second pass.
    return reply
      .code(created ? 201 : 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ data: message }) as unknown as { data: TMessage });
  });
  route(app, e.getAiCoach, async (req) => ({ data: await chat.aiCoachInfo(ctx, currentUser(req), req.params.roomId) }));
  route(app, e.answerAction, async (req) => ({
    data: await chat.answerAction(ctx, currentUser(req), req.params.messageId, req.body.approved),
  }));
  route(app, e.getUsageStats, async (req) => ({ data: await chat.usageStats(ctx, currentUser(req)) }));
  route(app, chatCoachEndpoints.setClientAiLevel, async (req) => ({
    data: await chat.setClientAiLevel(ctx, currentUser(req), req.params.clientId, req.body.aiInteractionLevel),
  }));
};
