import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { toUserDto } from '../../lib/users.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route, type EndpointRequest } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { PUBLIC_CACHE } from '../lookups/routes.ts';
import { signInResponse } from '../auth/sign-in.ts';
import { joinedDeviceCookie } from '../auth/sign-in-guard.ts';
import { listSpecializations } from '../lookups/service.ts';
import * as coaches from './service.ts';

export const coachRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listSpecializations, async (_req, reply) => {
    void reply.header('cache-control', PUBLIC_CACHE);
    return { data: { specializations: await listSpecializations(ctx) } };
  });
  route(app, e.registerCoach, async (req, reply) => {
    await enforceRateLimit(ctx, req, 'register');
    const user = await coaches.registerCoach(ctx, req.body);
    // Registering signs this browser in: it is remembered as the coach's device (see login-lockout).
    void reply.header('set-cookie', joinedDeviceCookie(ctx, user));
    return { data: signInResponse(app, user) };
  });
  // Two paths for one action; one service function answers them.
  const complete = async (req: EndpointRequest<typeof e.completeCoachOnboarding>) => {
    const user = await coaches.completeOnboarding(ctx, currentUser(req), req.body);
    return { data: { user: toUserDto(user), onboardingCompleted: true as const } };
  };
  route(app, e.completeCoachOnboarding, complete);
  route(app, e.completeMyCoachOnboarding, (req) => complete(req));
  route(app, e.getCoachOnboardingStatus, async (req) => ({ data: await coaches.onboardingStatus(ctx, currentUser(req)) }));
};
