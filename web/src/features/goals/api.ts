import type {
  TCreateGoalBody,
  TGoal,
  TGoalList,
  TMakeRecurringBody,
  TScoreGoalBody,
  TSmartBreakdown,
  TSuccess,
  TUpdateGoalBody,
  TUpdateGoalResponse,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

export const goalsApi = {
  list: (roomId: string) => api<TGoalList>('GET', `/api/goals?roomId=${encodeURIComponent(roomId)}`),
  create: (body: TCreateGoalBody) => api<TGoal>('POST', '/api/goals', body),
  update: (id: string, body: TUpdateGoalBody) => api<TUpdateGoalResponse>('PUT', `/api/goals/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api<TSuccess>('DELETE', `/api/goals/${encodeURIComponent(id)}`),
  makeRecurring: (id: string, body: TMakeRecurringBody) => api<TGoal>('POST', `/api/goals/${encodeURIComponent(id)}/make-recurring`, body),
  score: (body: TScoreGoalBody, signal?: AbortSignal) => api<TSmartBreakdown>('POST', '/api/goals/score', body, { signal }),
};
