import type {
  TAvailabilityBody,
  TAvailabilityCleared,
  TAvailabilityList,
  TAvailabilityPresetBody,
  TAvailabilityResult,
  TAvailabilityUpdateBody,
  TBookingRules,
  TBookingRulesBody,
  TSuccess,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

/** The coach's availability and booking rules (spec 02 §7 Availability, and the rules beyond it). */
export const availabilityApi = {
  list: () => api<TAvailabilityList>('GET', '/api/coaches/me/availability'),
  create: (body: TAvailabilityBody) => api<TAvailabilityResult>('POST', '/api/coaches/me/availability', body),
  update: (patternId: string, body: TAvailabilityUpdateBody) =>
    api<TAvailabilityResult>('PUT', `/api/coaches/me/availability/${encodeURIComponent(patternId)}`, body),
  remove: (patternId: string) => api<TSuccess>('DELETE', `/api/coaches/me/availability/${encodeURIComponent(patternId)}`),
  clear: () => api<TAvailabilityCleared>('DELETE', '/api/coaches/me/availability'),
  preset: (body: TAvailabilityPresetBody) => api<TAvailabilityList>('POST', '/api/coaches/me/availability/presets', body),
  rules: () => api<TBookingRules>('GET', '/api/coaches/me/booking-rules'),
  saveRules: (body: TBookingRulesBody) => api<TBookingRules>('PUT', '/api/coaches/me/booking-rules', body),
};

export const availabilityKeys = {
  all: ['availability'] as const,
  list: () => ['availability', 'list'] as const,
  rules: () => ['availability', 'rules'] as const,
};
