import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCoachRequest, TCoachRequestList, TMyCoachRequest } from '@coach/contract';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { roomKeys } from '../rooms/api.ts';
import { directoryKeys } from './api.ts';

/**
 * A 'coachRequest:changed' push (or the answer of the tab's own call): the client's request shows
 * its new status, the coach's pending list gains or loses it, and on an accept both read their
 * rooms again (the coach's list gains the client's room; the client's room names its coach).
 */
export function applyCoachRequest(client: QueryClient, viewerId: string, request: TCoachRequest) {
  if (request.client.id === viewerId) client.setQueryData<TMyCoachRequest>(directoryKeys.mine(viewerId), { request });
  if (request.coach.id === viewerId) {
    client.setQueryData<TCoachRequestList>(directoryKeys.pending(viewerId), (list) => {
      const others = (list?.requests ?? []).filter((r) => r.id !== request.id);
      const requests = request.status === 'pending' ? [...others, request] : others;
      return { requests: requests.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
    });
  }
  if (request.status === 'accepted') void client.invalidateQueries({ queryKey: roomKeys.all() });
  // A decision can change who the directory lists (a coach who is now full).
  void client.invalidateQueries({ queryKey: directoryKeys.lists(viewerId) });
}

/** Keeps the viewer's coach requests live while a view of them is open; every read is asked again on reconnect. */
export function useCoachRequestsRealtime(viewerId: string) {
  const client = useQueryClient();
  useSocketEvent('coachRequest:changed', ({ request }) => {
    if (viewerId) applyCoachRequest(client, viewerId, request);
  });
  useCatchUp(
    () => {
      if (viewerId) void client.invalidateQueries({ queryKey: directoryKeys.all });
    },
    { firstConnect: true },
  );
}
