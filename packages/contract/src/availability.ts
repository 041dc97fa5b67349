import { z } from 'zod';
import { ZId } from './common.ts';
import { SESSION_TITLE_MAX } from './session-constants.ts';
import { ZBlockDay, ZGridTime, ZLocalDate } from './sessions.ts';

/** A coach's availability and booking rules (spec 02 §7 Availability, and the rules beyond it). */

// ---------------------------------------------------------------- availability (spec 02 §7 Availability)

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
export const ZAvailabilityIdParams = z.object({ id: ZId });
export type TAvailabilityIdParams = z.infer<typeof ZAvailabilityIdParams>;

export const ZAvailabilityList = z.object({ availability: z.array(ZAvailabilityPattern), timezone: z.string() });
export type TAvailabilityList = z.infer<typeof ZAvailabilityList>;
export const ZAvailabilityResult = z.object({ pattern: ZAvailabilityPattern });
export type TAvailabilityResult = z.infer<typeof ZAvailabilityResult>;
export const ZAvailabilityCleared = z.object({ deleted: z.number().int() });
export type TAvailabilityCleared = z.infer<typeof ZAvailabilityCleared>;

/** Spec §2 presets. */
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
