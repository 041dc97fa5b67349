import { directoryEndpoints as e, queryString, type TCreateCoachRequestBody, type TDirectoryQuery } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/** The directory's filters as sent: strings trimmed, blank ones left out. */
function filledDirectoryQuery(q: TDirectoryQuery): TDirectoryQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || !String(value).trim()) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as TDirectoryQuery;
}

/** The query string of the directory's filters; blank ones are left out. */
export const directoryQueryString = (q: TDirectoryQuery): string => queryString(filledDirectoryQuery(q));

export const directoryApi = {
  /** One page of the directory: `cursor` is the last page's nextCursor. */
  list: (q: TDirectoryQuery, cursor?: string) => callData(e.listCoachDirectory, { query: filledDirectoryQuery({ ...q, cursor }) }),
  mine: () => callData(e.getMyCoachRequest),
  ask: (body: TCreateCoachRequestBody) => callData(e.createCoachRequest, { body }),
  cancel: (id: string) => callData(e.cancelCoachRequest, { params: { id } }),
  pending: () => callData(e.listMyCoachRequests),
  accept: (id: string) => callData(e.acceptCoachRequest, { params: { id } }),
  decline: (id: string) => callData(e.declineCoachRequest, { params: { id } }),
};

/** Keyed by user, so another sign-in on this tab never reads the last user's requests. */
export const directoryKeys = {
  all: ['directory'] as const,
  lists: (userId: string) => [...directoryKeys.all, 'list', userId] as const,
  list: (userId: string, q: TDirectoryQuery) => [...directoryKeys.lists(userId), q] as const,
  mine: (userId: string) => [...directoryKeys.all, 'mine', userId] as const,
  pending: (userId: string) => [...directoryKeys.all, 'pending', userId] as const,
};
