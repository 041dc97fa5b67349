import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { sessionKeys } from '../sessions/api.ts';
import { availabilityKeys } from './api.ts';

/** A coach's availability or booking rules changed: calendars and free slots read again. */
export function useAvailabilityRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent('availability:changed', () => {
    void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  });
}
