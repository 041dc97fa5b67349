import type { TCreateGoalBody, TGoal, TMakeRecurringBody, TScoreGoalBody, TSmartBreakdown, TUpdateGoalBody } from '@coach/contract';
import { api, apiBody } from '../../lib/api.ts';

export interface GoalUpdate {
  data: TGoal;
  cycleCompleted: boolean;
  completed: boolean;
}

export const goalsApi = {
  list: (roomId: string) => api<TGoal[]>('GET', `/api/goals?roomId=${encodeURIComponent(roomId)}`),
  create: (body: TCreateGoalBody) => api<TGoal>('POST', '/api/goals', body),
  update: (id: string, body: TUpdateGoalBody) => apiBody<GoalUpdate>('PUT', `/api/goals/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api<{ success: true }>('DELETE', `/api/goals/${encodeURIComponent(id)}`),
  makeRecurring: (id: string, body: TMakeRecurringBody) => api<TGoal>('POST', `/api/goals/${encodeURIComponent(id)}/make-recurring`, body),
  score: (body: TScoreGoalBody, signal?: AbortSignal) => api<TSmartBreakdown>('POST', '/api/goals/score', body, { signal }),
};
