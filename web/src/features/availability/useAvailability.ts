import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AVAILABILITY_ERR,
  AVAILABILITY_PRESETS,
  type AvailabilityPreset,
  type TAvailabilityBody,
  type TAvailabilityPattern,
  type TBookingRulesBody,
} from '@coach/contract';
import { errorText } from '../../lib/api.ts';
import { toaster } from '../../components/toaster.tsx';
import { sessionKeys, sessionsApi } from '../sessions/api.ts';
import { availabilityApi, availabilityKeys } from './api.ts';
import type { Range } from './calendarMath.ts';
import { AVAILABILITY_TEXT } from './texts.ts';

/** The coach's patterns and zone; pushes ('availability:changed') invalidate the key, so it stays live. */
export const useAvailabilityList = () => useQuery({ queryKey: availabilityKeys.list(), queryFn: availabilityApi.list });

export const useBookingRules = () => useQuery({ queryKey: availabilityKeys.rules(), queryFn: availabilityApi.rules });

/** The booked sessions of the visible range; the previous range stays on screen while the next loads. */
export function useCalendarSessions(coachId: string, range: Range | null) {
  const startDate = range?.start.toISOString() ?? '';
  const endDate = range?.end.toISOString() ?? '';
  return useQuery({
    queryKey: sessionKeys.coachCalendar(coachId, startDate, endDate),
    queryFn: () => sessionsApi.coachCalendar(coachId, { startDate, endDate }),
    enabled: !!range && !!coachId,
    placeholderData: keepPreviousData,
  });
}

/** The spec's failure text as the title, and the server's own reason (a 4xx's text) under it. */
const failed = (title: string) => (err: unknown) => {
  toaster.create({ type: 'error', title, description: errorText(err, '') || undefined });
};

/**
 * Every change of the tab. Each refreshes the list itself as well as through the push, so the
 * calendar follows at once even while the socket is reconnecting.
 */
export function useAvailabilityActions() {
  const qc = useQueryClient();
  /** A change went through: its toast, and the list refreshed. */
  const done = (title: string) => {
    toaster.create({ type: 'success', title });
    return qc.invalidateQueries({ queryKey: availabilityKeys.all });
  };

  const create = useMutation({
    mutationFn: (body: TAvailabilityBody) => availabilityApi.create(body),
    onSuccess: (_r, body) => done(body.type === 'RECURRING' ? AVAILABILITY_ERR.RECURRING_CREATED : AVAILABILITY_ERR.ONE_TIME_CREATED),
    onError: failed(AVAILABILITY_ERR.CREATE_FAILED),
  });

  const remove = useMutation({
    mutationFn: (pattern: TAvailabilityPattern) => availabilityApi.remove(pattern.id),
    onSuccess: (_r, pattern) => done(pattern.type === 'RECURRING' ? AVAILABILITY_ERR.RECURRING_REMOVED : AVAILABILITY_ERR.ONE_TIME_REMOVED),
    onError: failed(AVAILABILITY_ERR.REMOVE_FAILED),
  });

  const clear = useMutation({
    mutationFn: () => availabilityApi.clear(),
    onSuccess: () => done(AVAILABILITY_ERR.CLEARED),
    onError: failed(AVAILABILITY_ERR.CLEAR_FAILED),
  });

  const preset = useMutation({
    mutationFn: (name: AvailabilityPreset) => availabilityApi.preset({ preset: name }),
    onSuccess: (list, name) => {
      qc.setQueryData(availabilityKeys.list(), list);
      return done(AVAILABILITY_TEXT.presetAdded(AVAILABILITY_PRESETS[name].label));
    },
    onError: failed(AVAILABILITY_ERR.CREATE_FAILED),
  });

  const saveRules = useMutation({
    mutationFn: (body: TBookingRulesBody) => availabilityApi.saveRules(body),
    onSuccess: (rules) => {
      qc.setQueryData(availabilityKeys.rules(), rules);
      toaster.create({ type: 'success', title: AVAILABILITY_TEXT.RULES_SAVED });
    },
    onError: failed(AVAILABILITY_TEXT.RULES_FAILED),
  });

  return { create, remove, clear, preset, saveRules };
}
