import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ZAuthResponse,
  ZCoachRegisterBody,
  ZEnvelope,
  ZOnboardingBody,
  ZOnboardingResult,
  ZOnboardingStatus,
  ZSpecializationList,
} from '@coach/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { PUBLIC_CACHE } from '../lookups/routes.ts';
import { signInResponse } from '../auth/sign-in.ts';
import { joinedDeviceCookie } from '../auth/sign-in-guard.ts';
import { listSpecializations } from '../lookups/service.ts';
import * as coaches from './service.ts';

export const coachRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Coach onboarding'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/coaches/specializations',
    {
      schema: {
        summary: 'List the coaching specializations',
        operationId: 'listSpecializations',
        tags,
        response: { 200: ZEnvelope(ZSpecializationList) },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', PUBLIC_CACHE);
      return { data: { specializations: await listSpecializations(ctx) } };
    },
  );

  app.post(
    '/api/coaches/register',
    {
      schema: {
        summary: 'Create a coach account',
        operationId: 'registerCoach',
        errors: [403, 409, 429],
        tags,
        body: ZCoachRegisterBody,
        response: { 201: ZEnvelope(ZAuthResponse) },
      },
    },
    async (req, reply) => {
      await enforceRateLimit(ctx, req, 'register');
      const user = await coaches.registerCoach(ctx, req.body);
      // Registering signs this browser in: it is remembered as the coach's device (see login-lockout).
      reply.header('set-cookie', joinedDeviceCookie(ctx, user));
      return reply.code(201).send({ data: signInResponse(app, user) });
    },
  );

  // Two paths for one action (spec §7 names both); the same service function answers them.
  const completeSchema = { tags, body: ZOnboardingBody, response: { 200: ZEnvelope(ZOnboardingResult) } };
  const complete = async (req: FastifyRequest) => {
    const body = req.body as z.output<typeof ZOnboardingBody>;
    const user = await coaches.completeOnboarding(ctx, currentUser(req), body);
    return { data: { user: toUserDto(user), onboardingCompleted: true as const } };
  };
  app.post(
    '/api/coaches/complete-onboarding',
    {
      ...secured,
      schema: {
        ...completeSchema,
        summary: 'Complete the coach onboarding',
        operationId: 'completeCoachOnboarding',
        errors: [403],
      },
    },
    complete,
  );
  app.post(
    '/api/coaches/me/complete-onboarding',
    {
      ...secured,
      schema: {
        ...completeSchema,
        summary: 'Complete the coach onboarding (path under /me)',
        operationId: 'completeMyCoachOnboarding',
        errors: [403],
      },
    },
    complete,
  );

  app.get(
    '/api/coaches/me/onboarding-status',
    {
      ...secured,
      schema: {
        summary: 'Read the coach onboarding status',
        operationId: 'getCoachOnboardingStatus',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZOnboardingStatus) },
      },
    },
    async (req) => ({ data: await coaches.onboardingStatus(ctx, currentUser(req)) }),
  );
};
