import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotesRealtime } from '../../notes/realtime.ts';
import { videoApi, videoKeys } from '../api.ts';

/**
 * The session's notes (TanStack Query), kept live: a 'note:changed' or 'note:deleted' push for
 * this session reads them again. Guests hold no notes (`enabled` false): nothing is asked.
 */
export function useSessionNotes(sessionId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: videoKeys.notes(sessionId),
    queryFn: () => videoApi.notes(sessionId),
    enabled: enabled && !!sessionId,
  });

  // The tab's signed-in socket carries notes (to their author, and shared ones to coach and client).
  const live = enabled && !!sessionId;
  useNotesRealtime(
    live ? (place) => place.sessionId === sessionId : null,
    () => void queryClient.invalidateQueries({ queryKey: videoKeys.notes(sessionId) }),
  );

  return query;
}
