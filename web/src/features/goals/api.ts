import type {
  TCreateGoalBody,
  TGoal,
  TGoalsPage,
  TGoalsQuery,
  TMakeRecurringBody,
  TScoreGoalBody,
  TSmartBreakdown,
  TSuccess,
  TUpdateGoalBody,
  TUpdateGoalResponse,
} from '@coach/contract';
import { api, apiBody } from '../../lib/api.ts';

export const goalsApi = {
  /** A page of the room's goals, oldest first; `pagination.nextCursor` asks for the next. */
  list: (query: TGoalsQuery) => {
    const params = new URLSearchParams({ roomId: query.roomId });
    if (query.limit) params.set('limit', String(query.limit));
    if (query.cursor) params.set('cursor', query.cursor);
    return apiBody<TGoalsPage>('GET', `/api/goals?${params}`);
  },
  create: (body: TCreateGoalBody) => api<TGoal>('POST', '/api/goals', body),
  update: (id: string, body: TUpdateGoalBody) => api<TUpdateGoalResponse>('PUT', `/api/goals/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api<TSuccess>('DELETE', `/api/goals/${encodeURIComponent(id)}`),
  makeRecurring: (id: string, body: TMakeRecurringBody) => api<TGoal>('POST', `/api/goals/${encodeURIComponent(id)}/make-recurring`, body),
  score: (body: TScoreGoalBody, signal?: AbortSignal) => api<TSmartBreakdown>('POST', '/api/goals/score', body, { signal }),
};
