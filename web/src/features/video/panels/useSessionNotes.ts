import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNote } from '@coach/contract';
import { watchSharedSocket, type AppSocket } from '../../../lib/socket.ts';
import { videoApi, videoKeys } from '../api.ts';

/**
 * The session's notes (TanStack Query), kept live: a 'note:changed' or 'note:deleted' push for
 * this session reads them again. Guests hold no notes (`enabled` false): nothing is asked.
 */
export function useSessionNotes(sessionId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: videoKeys.notes(sessionId), queryFn: () => videoApi.notes(sessionId), enabled: enabled && !!sessionId });

  useEffect(() => {
    if (!enabled || !sessionId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: videoKeys.notes(sessionId) });
    const changed = ({ note }: { note: TNote }) => {
      if (note.sessionId === sessionId) refresh();
    };
    const deleted = (p: { sessionId: string | null }) => {
      if (p.sessionId === sessionId) refresh();
    };
    // The tab's signed-in socket carries notes (to their author, and shared ones to coach and client).
    let current: AppSocket | null = null;
    const detach = () => {
      current?.off('note:changed', changed);
      current?.off('note:deleted', deleted);
      current?.off('connect', refresh);
      current = null;
    };
    const stop = watchSharedSocket((socket) => {
      detach();
      if (!socket) return;
      current = socket;
      socket.on('note:changed', changed);
      socket.on('note:deleted', deleted);
      // Pushes sent while disconnected are lost: read again on each reconnect.
      socket.on('connect', refresh);
    });
    return () => {
      stop();
      detach();
    };
  }, [enabled, sessionId, queryClient]);

  return query;
}
