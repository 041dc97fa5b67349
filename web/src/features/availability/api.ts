import {
  availabilityEndpoints as e,
  type TAvailabilityBody,
  type TAvailabilityPresetBody,
  type TAvailabilityUpdateBody,
  type TBookingRulesBody,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

/**
 * The coach's availability and booking rules (docs/sessions-and-availability.md#availability,
 * docs/sessions-and-availability.md#booking-rules).
 */
export const availabilityApi = {
  list: () => callData(e.listAvailability),
  create: (body: TAvailabilityBody) => callData(e.createAvailability, { body }),
  update: (patternId: string, body: TAvailabilityUpdateBody) => callData(e.updateAvailability, { params: { id: patternId }, body }),
  remove: (patternId: string) => callData(e.removeAvailability, { params: { id: patternId } }),
  clear: () => callData(e.clearAvailability),
  preset: (body: TAvailabilityPresetBody) => callData(e.applyAvailabilityPreset, { body }),
  rules: () => callData(e.getBookingRules),
  saveRules: (body: TBookingRulesBody) => callData(e.setBookingRules, { body }),
};

export const availabilityKeys = {
  all: ['availability'] as const,
  list: () => ['availability', 'list'] as const,
  rules: () => ['availability', 'rules'] as const,
};
