import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DONE, intakeEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { enforceRateLimit } from '../../plugins/route-limits.ts';
import { signInResponse } from '../auth/sign-in.ts';
import { joinedDeviceCookie } from '../auth/sign-in-guard.ts';
import * as intake from './service.ts';

export const intakeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.checkIntakeEmail, async (req) => {
    await enforceRateLimit(ctx, req, 'intake');
    return { data: await intake.checkEmail(ctx, req.body.email) };
  });

  route(app, e.trackIntakeEvent, async (req) => {
    await enforceRateLimit(ctx, req, 'intake-event');
    await intake.trackEvent(ctx, req.body, req.currentUser?.id ?? null);
    return { data: { success: true as const, message: DONE.EVENT_RECORDED } };
  });

  route(app, e.getIntakeCompletion, async (req) => ({ data: await intake.checkCompletion(ctx, currentUser(req)) }));

  route(app, e.completeIntake, async (req, reply) => {
    await enforceRateLimit(ctx, req, 'intake');
    const { user, room } = await intake.saveCompletion(ctx, req.body);
    // The intake signs this browser in: it is remembered as the client's device (see login-lockout).
    reply.header('set-cookie', joinedDeviceCookie(ctx, user));
    return { data: { ...signInResponse(app, user), coachingRoom: room } };
  });
};
