import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { applyInviteEvent, refreshInviteLists } from './cache.ts';

/** A coach's invites, changed in any tab or by the server (expiry, acceptance), in every loaded list. */
export function useInvitesRealtime() {
  useSocketEvent('invite:changed', applyInviteEvent);
  // A loaded invite list is read again, the pushes of a time without the socket being lost.
  useCatchUp(() => refreshInviteLists(0), { firstConnect: true });
}
