import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SESSION_FILTER,
  DEFAULT_SESSION_PAGE_SIZE,
  type SessionFilter,
  type SessionSortColumn,
  type TSessionTableQuery,
} from '@coach/contract';
import { sessionKeys, sessionsApi } from '../api.ts';
import { useSettled } from '../../../lib/useSettled.ts';

const SEARCH_SETTLE_MS = 300;

export interface TableState {
  search: string;
  status: SessionFilter;
  from: string;
  to: string;
  sort: SessionSortColumn;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const initialTableState = (search = ''): TableState => ({
  search,
  status: DEFAULT_SESSION_FILTER,
  from: '',
  to: '',
  sort: 'scheduledAt',
  order: 'asc',
  page: 1,
  pageSize: DEFAULT_SESSION_PAGE_SIZE,
});

/** The call's query: empty fields left out, the search as it settled. */
export const tableQuery = (s: TableState, search: string): TSessionTableQuery => ({
  search: search.trim() || undefined,
  status: s.status,
  from: s.from || undefined,
  to: s.to || undefined,
  sort: s.sort,
  order: s.order,
  page: s.page,
  pageSize: s.pageSize,
});

/**
 * The coach's session table: filters, sort and pages all on the server. A 'session:changed' push
 * invalidates `sessionKeys.all`, so the rows follow every change without polling; while another page
 * or filter loads, the last rows stay on screen.
 */
export function useSessionTable(coachId: string, initialSearch: string) {
  const [state, setState] = useState(() => initialTableState(initialSearch));
  const settledSearch = useSettled(state.search, SEARCH_SETTLE_MS);
  const query = tableQuery(state, settledSearch);
  const result = useQuery({
    queryKey: sessionKeys.coachTable(coachId, query),
    queryFn: () => sessionsApi.coachTable(coachId, query),
    placeholderData: keepPreviousData,
    enabled: coachId !== '',
  });
  /** Any filter change starts again from the first page. */
  const update = useCallback((patch: Partial<TableState>) => setState((s) => ({ ...s, page: 1, ...patch })), []);
  return { state, update, query, result };
}
