import type {
  TCoachRequest,
  TCoachRequestList,
  TCreateCoachRequestBody,
  TDirectoryList,
  TDirectoryQuery,
  TMyCoachRequest,
} from '@coach/contract';
import { api } from '../../lib/api.ts';

/** The query string of the directory's filters; blank ones are left out. */
export function directoryQueryString(q: TDirectoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined && String(value).trim()) params.set(key, String(value).trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const directoryApi = {
  /** One page of the directory: `cursor` is the last page's nextCursor. */
  list: (q: TDirectoryQuery, cursor?: string) =>
    api<TDirectoryList>('GET', `/api/coaches/directory${directoryQueryString({ ...q, cursor })}`),
  mine: () => api<TMyCoachRequest>('GET', '/api/coach-requests/mine'),
  ask: (body: TCreateCoachRequestBody) => api<TCoachRequest>('POST', '/api/coach-requests', body),
  cancel: (id: string) => api<TCoachRequest>('POST', `/api/coach-requests/${id}/cancel`),
  pending: () => api<TCoachRequestList>('GET', '/api/coaches/me/requests'),
  accept: (id: string) => api<TCoachRequest>('POST', `/api/coach-requests/${id}/accept`),
  decline: (id: string) => api<TCoachRequest>('POST', `/api/coach-requests/${id}/decline`),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's requests. */
export const directoryKeys = {
  all: ['directory'] as const,
  lists: (userId: string) => [...directoryKeys.all, 'list', userId] as const,
  list: (userId: string, q: TDirectoryQuery) => [...directoryKeys.lists(userId), q] as const,
  mine: (userId: string) => [...directoryKeys.all, 'mine', userId] as const,
  pending: (userId: string) => [...directoryKeys.all, 'pending', userId] as const,
};
