import { useQueryClient } from '@tanstack/react-query';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { isCoach, useAuth } from '../auth/store.ts';
import { roomKeys } from './api.ts';
import { patchRoomInCache } from './cache.ts';

/** The cached room lists: a room's settings, a coach's session counts, previews and unread counts. */
export function useRoomsRealtime() {
  const queryClient = useQueryClient();
  const readRoomsAgain = () => void queryClient.invalidateQueries({ queryKey: roomKeys.all() });
  useSocketEvent('room:updated', ({ room }) => patchRoomInCache(room));
  // The coach's client rows carry each client's session count.
  useSocketEvent('session:changed', () => {
    if (isCoach(useAuth.getState().user)) readRoomsAgain();
  });
  // Room previews and unread counts pushed while the socket was down, or before its first
  // connect joined the rooms (a message sent between the list's read and the join).
  useCatchUp(readRoomsAgain, { firstConnect: true });
}
