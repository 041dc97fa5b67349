import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as availability from './service.ts';

/**
 * A coach's availability patterns and booking rules
 * (docs/sessions-and-availability.md#availability,
 * docs/sessions-and-availability.md#booking-rules).
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.listAvailability, async (req) => ({ data: await availability.listAvailability(ctx, currentUser(req)) }));
  route(app, e.createAvailability, async (req) => ({
    data: { pattern: await availability.createAvailability(ctx, currentUser(req), req.body) },
  }));
  route(app, e.applyAvailabilityPreset, async (req) => ({ data: await availability.applyPreset(ctx, currentUser(req), req.body.preset) }));
  route(app, e.updateAvailability, async (req) => ({
    data: { pattern: await availability.updateAvailability(ctx, currentUser(req), req.params.id, req.body) },
  }));
  route(app, e.removeAvailability, async (req) => {
    await availability.removeAvailability(ctx, currentUser(req), req.params.id);
    return { data: { success: true as const } };
  });
  route(app, e.clearAvailability, async (req) => ({ data: await availability.clearAvailability(ctx, currentUser(req)) }));
  route(app, e.getBookingRules, async (req) => ({ data: await availability.getBookingRules(ctx, currentUser(req)) }));
  route(app, e.setBookingRules, async (req) => ({ data: await availability.setBookingRules(ctx, currentUser(req), req.body) }));
};
