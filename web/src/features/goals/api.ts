import {
  goalEndpoints as e,
  type TCreateGoalBody,
  type TGoalsQuery,
  type TMakeRecurringBody,
  type TScoreGoalBody,
  type TUpdateGoalBody,
} from '@coach/contract';
import { call, callData } from '../../lib/api.ts';

export const goalsApi = {
  /** A page of the room's goals, oldest first; `pagination.nextCursor` asks for the next. */
  list: (query: TGoalsQuery) => call(e.listGoals, { query }),
  create: (body: TCreateGoalBody) => callData(e.createGoal, { body }),
  update: (id: string, body: TUpdateGoalBody) => callData(e.updateGoal, { params: { id }, body }),
  remove: (id: string) => callData(e.deleteGoal, { params: { id } }),
  makeRecurring: (id: string, body: TMakeRecurringBody) => callData(e.makeGoalRecurring, { params: { id }, body }),
  score: (body: TScoreGoalBody, signal?: AbortSignal) => callData(e.scoreGoal, { body }, { signal }),
};
