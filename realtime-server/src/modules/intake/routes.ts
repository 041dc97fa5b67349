import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONE,
  ZCheckCompletionResponse,
  ZCheckEmailBody,
  ZCheckEmailResponse,
  ZEnvelope,
  ZIntakeCompletion,
  ZIntakeForm,
  ZOk,
  ZTrackIntakeEventBody,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { signInResponse } from '../auth/sign-in.ts';
import { joinedDeviceCookie } from '../auth/sign-in-guard.ts';
import * as intake from './service.ts';

export const intakeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Intake'];

  app.post(
    '/api/intake/check-email',
    {
      schema: {
        summary: 'Tell whether an email address is registered',
        operationId: 'checkIntakeEmail',
        errors: [429],
        tags,
        body: ZCheckEmailBody,
        response: { 200: ZEnvelope(ZCheckEmailResponse) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'intake');
      return { data: await intake.checkEmail(ctx, req.body.email) };
    },
  );

  app.post(
    '/api/intake/track-event',
    {
      onRequest: app.authenticateOptional,
      schema: {
        summary: 'Record a step of the intake wizard',
        operationId: 'trackIntakeEvent',
        errors: [429],
        tags,
        body: ZTrackIntakeEventBody,
        response: { 200: ZEnvelope(ZOk) },
      },
    },
    async (req) => {
      await enforceRateLimit(ctx, req, 'intake-event');
      await intake.trackEvent(ctx, req.body, req.currentUser?.id ?? null);
      return { data: { success: true as const, message: DONE.EVENT_RECORDED } };
    },
  );

  app.get(
    '/api/intake/check-completion',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Tell whether the signed-in client completed the intake',
        operationId: 'getIntakeCompletion',
        tags,
        response: { 200: ZEnvelope(ZCheckCompletionResponse) },
      },
    },
    async (req) => ({ data: await intake.checkCompletion(ctx, currentUser(req)) }),
  );

  app.post(
    '/api/intake/save-completion',
    {
      schema: {
        summary: 'Complete the intake: create the client account and coaching room',
        operationId: 'completeIntake',
        errors: [403, 409, 429],
        tags,
        body: ZIntakeForm,
        response: { 201: ZEnvelope(ZIntakeCompletion) },
      },
    },
    async (req, reply) => {
      await enforceRateLimit(ctx, req, 'intake');
      const { user, room } = await intake.saveCompletion(ctx, req.body);
      // The intake signs this browser in: it is remembered as the client's device (see login-lockout).
      reply.header('set-cookie', joinedDeviceCookie(ctx, user));
      return reply.code(201).send({ data: { ...signInResponse(app, user), coachingRoom: room } });
    },
  );
};
