import { useQueryClient } from '@tanstack/react-query';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { sessionKeys } from './api.ts';

/** Every view of sessions (tables, calendar, dashboard, chat header, slots) reads again on a change. */
export function useSessionsRealtime() {
  const queryClient = useQueryClient();
  const readSessionsAgain = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  useSocketEvent('session:changed', readSessionsAgain);
  useCatchUp(readSessionsAgain);
}
