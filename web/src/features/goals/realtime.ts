import type { TUser } from '@coach/contract';
import type { AppSocket } from '../../lib/socket.ts';
import { isCoach } from '../auth/store.ts';
import { announceBadges } from '../gamification/badgeToasts.ts';
import { useProgress } from '../gamification/store.ts';
import { announceGoalChange } from './goalToasts.ts';
import { useGoals } from './store.ts';

type Listener = Pick<AppSocket, 'on'>;

/**
 * Goals, badges and stats pushes into their stores (RealtimeProvider calls this on the tab's one
 * socket; its cleanup removes every listener). They replace the spec's 4-second badge poll.
 */
export function listenForGoalsAndProgress(socket: Listener, viewer: () => TUser | null) {
  socket.on('goal:changed', (change) => {
    useGoals.getState().upsert(change.goal);
    announceGoalChange(change);
  });
  socket.on('goal:deleted', ({ roomId, goalId }) => useGoals.getState().remove(roomId, goalId));
  socket.on('stats:updated', ({ roomId, userId, stats }) => {
    // Rooms show their client's figures; a coach's own record (if ever pushed) is not one of them.
    const me = viewer();
    if (isCoach(me) && me?.id === userId) return;
    useProgress.getState().setStats(roomId, userId, stats);
  });
  socket.on('badge:awarded', ({ userBadge }) => {
    useProgress.getState().addBadge(userBadge);
    // Only the badge's owner is told (the room's coach sees it in the collection).
    if (userBadge.userId === viewer()?.id) announceBadges([userBadge]);
  });
}
