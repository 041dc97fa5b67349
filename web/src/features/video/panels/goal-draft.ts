import { GOAL_ERR, VIDEO_GOAL_CATEGORIES, VIDEO_UI, type GoalPriority, type TCreateGoalBody } from '@coach/contract';

/** What the room's Create SMART Goal dialog holds (docs/video-room.md#goals-in-the-room). */
export interface GoalDraft {
  title: string;
  description: string;
  category: string;
  priority: GoalPriority;
}

export const emptyGoalDraft = (): GoalDraft => ({ title: '', description: '', category: '', priority: 'medium' });

export type GoalDraftErrors = Partial<Record<'title' | 'description' | 'category', string>>;

/** A non-blank title and description, and a category from the room's list (docs/video-room.md#goals-in-the-room). */
export function validateGoalDraft(d: GoalDraft): GoalDraftErrors {
  const errors: GoalDraftErrors = {};
  if (!d.title.trim()) errors.title = GOAL_ERR.TITLE_REQUIRED;
  if (!d.description.trim()) errors.description = VIDEO_UI.GOAL_DESCRIPTION_REQUIRED;
  if (!(VIDEO_GOAL_CATEGORIES as readonly string[]).includes(d.category)) errors.category = VIDEO_UI.GOAL_CATEGORY_REQUIRED;
  return errors;
}

/** The goals feature's create body: the goal lands in the coach and client's chat room. */
export const goalDraftBody = (d: GoalDraft, roomId: string): TCreateGoalBody => ({
  roomId,
  title: d.title.trim(),
  description: d.description.trim(),
  category: d.category,
  priority: d.priority,
});
