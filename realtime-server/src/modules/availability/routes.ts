import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAvailabilityBody,
  ZAvailabilityCleared,
  ZAvailabilityIdParams,
  ZAvailabilityList,
  ZAvailabilityPresetBody,
  ZAvailabilityResult,
  ZAvailabilityUpdateBody,
  ZBookingRules,
  ZBookingRulesBody,
  ZEnvelope,
  ZSuccess,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as availability from './service.ts';

/** A coach's availability patterns and booking rules (spec 02 §7 Availability, and the rules beyond it). */
export const availabilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Availability'];
  const secured = { onRequest: app.authenticate };

  app.get(
    '/api/coaches/me/availability',
    {
      ...secured,
      schema: {
        summary: "List the coach's availability",
        operationId: 'listAvailability',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZAvailabilityList) },
      },
    },
    async (req) => ({ data: await availability.listAvailability(ctx, currentUser(req)) }),
  );

  app.post(
    '/api/coaches/me/availability',
    {
      ...secured,
      schema: {
        summary: 'Add a recurring pattern or a one-time block',
        operationId: 'createAvailability',
        errors: [403],
        tags,
        body: ZAvailabilityBody,
        response: { 201: ZEnvelope(ZAvailabilityResult) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { pattern: await availability.createAvailability(ctx, currentUser(req), req.body) } }),
  );

  app.post(
    '/api/coaches/me/availability/presets',
    {
      ...secured,
      schema: {
        summary: 'Add a preset pattern (business hours, evenings, weekends)',
        operationId: 'applyAvailabilityPreset',
        errors: [403],
        tags,
        body: ZAvailabilityPresetBody,
        response: { 201: ZEnvelope(ZAvailabilityList) },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await availability.applyPreset(ctx, currentUser(req), req.body.preset) }),
  );

  app.put(
    '/api/coaches/me/availability/:id',
    {
      ...secured,
      schema: {
        summary: 'Change an availability pattern',
        operationId: 'updateAvailability',
        errors: [403, 404],
        tags,
        params: ZAvailabilityIdParams,
        body: ZAvailabilityUpdateBody,
        response: { 200: ZEnvelope(ZAvailabilityResult) },
      },
    },
    async (req) => ({ data: { pattern: await availability.updateAvailability(ctx, currentUser(req), req.params.id, req.body) } }),
  );

  app.delete(
    '/api/coaches/me/availability/:id',
    {
      ...secured,
      schema: {
        summary: 'Remove an availability pattern',
        operationId: 'removeAvailability',
        errors: [403, 404],
        tags,
        params: ZAvailabilityIdParams,
        response: { 200: ZEnvelope(ZSuccess) },
      },
    },
    async (req) => {
      await availability.removeAvailability(ctx, currentUser(req), req.params.id);
      return { data: { success: true as const } };
    },
  );

  app.delete(
    '/api/coaches/me/availability',
    {
      ...secured,
      schema: {
        summary: 'Clear all availability patterns',
        operationId: 'clearAvailability',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZAvailabilityCleared) },
      },
    },
    async (req) => ({ data: await availability.clearAvailability(ctx, currentUser(req)) }),
  );

  app.get(
    '/api/coaches/me/booking-rules',
    {
      ...secured,
      schema: {
        summary: "The coach's booking rules (notice, buffer, cancellation notice)",
        operationId: 'getBookingRules',
        errors: [403],
        tags,
        response: { 200: ZEnvelope(ZBookingRules) },
      },
    },
    async (req) => ({ data: await availability.getBookingRules(ctx, currentUser(req)) }),
  );

  app.put(
    '/api/coaches/me/booking-rules',
    {
      ...secured,
      schema: {
        summary: "Change the coach's booking rules",
        operationId: 'setBookingRules',
        errors: [403],
        tags,
        body: ZBookingRulesBody,
        response: { 200: ZEnvelope(ZBookingRules) },
      },
    },
    async (req) => ({ data: await availability.setBookingRules(ctx, currentUser(req), req.body) }),
  );
};
