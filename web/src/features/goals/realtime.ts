import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { announceGoalChange } from './goalToasts.ts';
import { useGoals } from './store.ts';

/** Goals pushed to the room into the goals store; after a reconnect every loaded room reads its goals again. */
export function useGoalsRealtime() {
  useSocketEvent('goal:changed', (change) => {
    useGoals.getState().upsert(change.goal);
    announceGoalChange(change);
  });
  useSocketEvent('goal:deleted', ({ roomId, goalId }) => useGoals.getState().remove(roomId, goalId));
  useCatchUp(() => useGoals.getState().reload());
}
