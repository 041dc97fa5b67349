import type { TGoalChange } from '@coach/contract';
import { celebrate } from '../../components/toaster.tsx';

const said = new Set<string>();

/**
 * docs/goals-and-progress.md#recurring-goals: a completed cycle (and a completed one-off goal) says so. The tab that
 * made the change hears it from its response and again from the room's push: one toast per change.
 */
export function announceGoalChange({ goal, cycleCompleted, completed }: TGoalChange) {
  if (!cycleCompleted && !completed) return;
  const key = `${goal.id}@${goal.updatedAt}`;
  if (said.has(key)) return;
  said.add(key);
  if (said.size > 200) said.delete(said.values().next().value!);
  if (cycleCompleted)
    celebrate({
      type: 'success',
      title: 'Cycle complete!',
      description: `"${goal.title}" was reset to 0% for its next cycle. ${goal.currentStreak} in a row, ${goal.totalCompletions} in all.`,
    });
  else celebrate({ type: 'success', title: 'Goal completed!', description: `"${goal.title}" is done. Well done!` });
}
