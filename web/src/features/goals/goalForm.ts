import {
  GOAL_CATEGORIES,
  GOAL_ERR,
  recurrenceInterval,
  type GoalContext,
  type GoalPriority,
  type RecurrencePattern,
  type TCreateGoalBody,
} from '@coach/contract';

export interface GoalFormValues {
  title: string;
  description: string;
  category: string;
  priority: GoalPriority;
  dueDate: string;
  isRecurring: boolean;
  pattern: RecurrencePattern;
  interval: string;
}

export const emptyGoalForm = (): GoalFormValues => ({
  title: '',
  description: '',
  category: '',
  priority: 'medium',
  dueDate: '',
  isRecurring: false,
  pattern: 'weekly',
  interval: '1',
});

/** Adding a goal (docs/goals-and-progress.md#goals): the title is required; everything else has a default. */
export const validateGoalForm = (v: GoalFormValues): string | null => (v.title.trim() ? null : GOAL_ERR.TITLE_REQUIRED);

export const categoriesFor = (context: GoalContext = 'individual') => GOAL_CATEGORIES[context];

/** The create payload: interval outside 1-30 falls back to 1 (docs/goals-and-progress.md#recurring-goals). */
export function toCreateBody(v: GoalFormValues, roomId: string): TCreateGoalBody {
  return {
    roomId,
    title: v.title.trim(),
    description: v.description.trim(),
    category: v.category,
    priority: v.priority,
    dueDate: v.dueDate || null,
    isRecurring: v.isRecurring,
    ...(v.isRecurring ? { pattern: v.pattern, interval: recurrenceInterval(v.interval) } : {}),
  };
}
