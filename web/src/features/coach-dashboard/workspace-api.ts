import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { sessionBriefEndpoints, workspaceEndpoints } from '@coach/contract';
import { callData } from '../../lib/api.ts';

/**
 * The coach's workspace calls (docs/coach-workspace.md#calls).
 * Nothing here polls: 'analytics:updated' and 'session:summary' keep the cache live (useWorkspaceRealtime).
 */
export const workspaceApi = {
  dashboard: () => callData(workspaceEndpoints.getCoachDashboard),
  analytics: () => callData(workspaceEndpoints.getCoachAnalyticsSummary),
  summary: (sessionId: string) => callData(sessionBriefEndpoints.getSessionSummary, { params: { id: sessionId } }),
  /** Asks for a new brief: answers at once with isGenerating true; 'session:summary' brings the result. */
  regenerate: (sessionId: string) => callData(sessionBriefEndpoints.regenerateSessionSummary, { params: { id: sessionId } }),
};

/** Keyed by coach (another sign-in on this tab never reads the last coach's figures) and by session. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  dashboard: (coachId: string) => ['workspace', 'dashboard', coachId] as const,
  analytics: (coachId: string) => ['workspace', 'analytics', coachId] as const,
  summaries: () => ['workspace', 'summary'] as const,
  summary: (sessionId: string) => ['workspace', 'summary', sessionId] as const,
};

/**
 * The dashboard call (clients, sessions, analytics, needs attention). Read on every mount (staleTime 0):
 * while the page is away its pushes are not followed; while it is open a push refetches it.
 */
export const dashboardQuery = (coachId: string) =>
  queryOptions({ queryKey: workspaceKeys.dashboard(coachId), queryFn: workspaceApi.dashboard, enabled: !!coachId, staleTime: 0 });

/** The analytics summary, live by 'analytics:updated'; read on every mount. */
export const analyticsQuery = (client: QueryClient, coachId: string) =>
  queryOptions({
    queryKey: workspaceKeys.analytics(coachId),
    queryFn: pushAware(client, workspaceKeys.analytics(coachId), workspaceApi.analytics),
    enabled: !!coachId,
    staleTime: 0,
  });

/** A session's brief, live by 'session:summary'; read on every mount. */
export const summaryQuery = (client: QueryClient, sessionId: string) =>
  queryOptions({
    queryKey: workspaceKeys.summary(sessionId),
    queryFn: pushAware(client, workspaceKeys.summary(sessionId), () => workspaceApi.summary(sessionId)),
    staleTime: 0,
  });

/**
 * Pushes against reads in flight: a push may overtake the answer of a read that started before it
 * (the server pushes a brief the moment its job ends, the read's answer is still on its way). Each
 * push is marked; a read that started before the latest push of its key keeps the pushed data.
 */
let pushSeq = 0;
const pushMarks = new Map<string, number>();
const markOf = (key: readonly unknown[]) => JSON.stringify(key);
export const notePush = (key: readonly unknown[]) => pushMarks.set(markOf(key), ++pushSeq);
/** Where the pushes stand now: pass it to pushedSince later. */
export const pushClock = () => pushSeq;
/** Whether `key` had a push after `since` (a pushClock reading). */
export const pushedSince = (key: readonly unknown[], since: number) => (pushMarks.get(markOf(key)) ?? 0) > since;

/** A read whose answer gives way to a push that came while it was in flight. */
export function pushAware<T>(client: QueryClient, key: readonly unknown[], read: () => Promise<T>): () => Promise<T> {
  return async () => {
    const since = pushClock();
    const answer = await read();
    return pushedSince(key, since) ? (client.getQueryData<T>(key) ?? answer) : answer;
  };
}
