import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { isCoach, useAuth } from '../auth/store.ts';
import { announceBadges } from './badgeToasts.ts';
import { useProgress } from './store.ts';

/** Badges and stats pushed to the room and the user (nothing polls for them: docs/web-app.md#fetching-and-caching). */
export function useGamificationRealtime() {
  useSocketEvent('stats:updated', ({ roomId, userId, stats }) => {
    // Rooms show their client's figures; a coach's own record (if ever pushed) is not one of them.
    const me = useAuth.getState().user;
    if (isCoach(me) && me?.id === userId) return;
    useProgress.getState().setStats(roomId, userId, stats);
  });
  useSocketEvent('badge:awarded', ({ userBadge }) => {
    useProgress.getState().addBadge(userBadge);
    // Only the badge's owner is told (the room's coach sees it in the collection).
    if (userBadge.userId === useAuth.getState().user?.id) announceBadges([userBadge]);
  });
  useCatchUp(() => useProgress.getState().reload());
}
