import { z } from 'zod';
import { ZEnvelope, ZId, ZIdParams, ZSuccess } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { SESSION_TITLE_MAX } from './session-constants.ts';
import { ZBlockDay, ZGridTime, ZLocalDate } from './sessions.ts';

/**
 * A coach's availability and booking rules: docs/sessions-and-availability.md#availability and
 * docs/sessions-and-availability.md#booking-rules.
 */

// ---------------------------------------------------------------- availability

export const AVAILABILITY_TYPES = ['RECURRING', 'STATIC'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

export const ZAvailabilityPattern = z.object({
  id: ZId,
  type: z.enum(AVAILABILITY_TYPES),
  rrule: z.string().nullable(),
  specificDate: ZLocalDate.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  isActive: z.boolean(),
});
export type TAvailabilityPattern = z.infer<typeof ZAvailabilityPattern>;

export const ZAvailabilityBody = z.strictObject({
  type: z.enum(AVAILABILITY_TYPES),
  rrule: z.string().trim().max(300).optional().nullable(),
  specificDate: ZBlockDay.optional().nullable(),
  startTime: ZGridTime,
  endTime: ZGridTime,
  title: z.string().trim().max(SESSION_TITLE_MAX).optional().nullable(),
  isActive: z.boolean().optional(),
});
export type TAvailabilityBody = z.input<typeof ZAvailabilityBody>;
export const ZAvailabilityUpdateBody = ZAvailabilityBody.partial();
export type TAvailabilityUpdateBody = z.input<typeof ZAvailabilityUpdateBody>;
export const ZAvailabilityIdParams = ZIdParams;
export type TAvailabilityIdParams = z.infer<typeof ZAvailabilityIdParams>;

export const ZAvailabilityList = z.object({ availability: z.array(ZAvailabilityPattern), timezone: z.string() });
export type TAvailabilityList = z.infer<typeof ZAvailabilityList>;
export const ZAvailabilityResult = z.object({ pattern: ZAvailabilityPattern });
export type TAvailabilityResult = z.infer<typeof ZAvailabilityResult>;
export const ZAvailabilityCleared = z.object({ deleted: z.number().int() });
export type TAvailabilityCleared = z.infer<typeof ZAvailabilityCleared>;

/** The presets the Availability tab offers (docs/sessions-and-availability.md#availability). */
export const AVAILABILITY_PRESETS = {
  business: { label: 'Business hours', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startTime: '09:00', endTime: '17:00' },
  evenings: { label: 'Evenings', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startTime: '18:00', endTime: '21:00' },
  weekends: { label: 'Weekends', rrule: 'FREQ=WEEKLY;BYDAY=SA,SU', startTime: '10:00', endTime: '16:00' },
} as const;
export type AvailabilityPreset = keyof typeof AVAILABILITY_PRESETS;
export const ZAvailabilityPresetBody = z.strictObject({
  preset: z.enum(Object.keys(AVAILABILITY_PRESETS) as [AvailabilityPreset, ...AvailabilityPreset[]]),
});
export type TAvailabilityPresetBody = z.input<typeof ZAvailabilityPresetBody>;

export const ZBookingRules = z.object({
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(14 * 24 * 60),
  bufferMinutes: z.number().int().min(0).max(240),
  cancelNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24),
});
export type TBookingRules = z.infer<typeof ZBookingRules>;
export const ZBookingRulesBody = ZBookingRules.partial().strict();
export type TBookingRulesBody = z.input<typeof ZBookingRulesBody>;

/** The coach's own availability and booking rules. */
export const availabilityEndpoints = defineEndpoints('Availability', {
  listAvailability: {
    method: 'GET',
    path: '/api/coaches/me/availability',
    summary: "List the coach's availability",
    auth: 'token',
    response: ZEnvelope(ZAvailabilityList),
    errors: [403],
  },
  createAvailability: {
    method: 'POST',
    path: '/api/coaches/me/availability',
    summary: 'Add a recurring pattern or a one-time block',
    auth: 'token',
    body: ZAvailabilityBody,
    status: 201,
    response: ZEnvelope(ZAvailabilityResult),
    errors: [403],
  },
  applyAvailabilityPreset: {
    method: 'POST',
    path: '/api/coaches/me/availability/presets',
    summary: 'Add a preset pattern (business hours, evenings, weekends)',
    auth: 'token',
    body: ZAvailabilityPresetBody,
    status: 201,
    response: ZEnvelope(ZAvailabilityList),
    errors: [403],
  },
  updateAvailability: {
    method: 'PUT',
    path: '/api/coaches/me/availability/:id',
    summary: 'Change an availability pattern',
    auth: 'token',
    params: ZAvailabilityIdParams,
    body: ZAvailabilityUpdateBody,
    response: ZEnvelope(ZAvailabilityResult),
    errors: [403, 404],
  },
  removeAvailability: {
    method: 'DELETE',
    path: '/api/coaches/me/availability/:id',
    summary: 'Remove an availability pattern',
    auth: 'token',
    params: ZAvailabilityIdParams,
    response: ZEnvelope(ZSuccess),
    errors: [403, 404],
  },
  clearAvailability: {
    method: 'DELETE',
    path: '/api/coaches/me/availability',
    summary: 'Clear all availability patterns',
    auth: 'token',
    response: ZEnvelope(ZAvailabilityCleared),
    errors: [403],
  },
  getBookingRules: {
    method: 'GET',
    path: '/api/coaches/me/booking-rules',
    summary: "The coach's booking rules (notice, buffer, cancellation notice)",
    auth: 'token',
    response: ZEnvelope(ZBookingRules),
    errors: [403],
  },
  setBookingRules: {
    method: 'PUT',
    path: '/api/coaches/me/booking-rules',
    summary: "Change the coach's booking rules",
    auth: 'token',
    body: ZBookingRulesBody,
    response: ZEnvelope(ZBookingRules),
    errors: [403],
  },
});
