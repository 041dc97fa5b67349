import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAnalyticsResult, TAnalyticsSummary, TCoachDashboard, TSessionSummaryPush } from '@coach/contract';
import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { notePush, workspaceKeys } from './workspace-api.ts';

/**
 * 'analytics:updated': the cards take the pushed figures as they are (no request), and the
 * dashboard (its needs-attention list) is read again, since the same inputs move it.
 */
export function applyAnalyticsPush(client: QueryClient, coachId: string, analytics: TAnalyticsSummary) {
  notePush(workspaceKeys.analytics(coachId));
  client.setQueryData<TAnalyticsResult>(workspaceKeys.analytics(coachId), { analytics });
  client.setQueryData<TCoachDashboard>(workspaceKeys.dashboard(coachId), (d) => (d ? { ...d, analytics } : d));
  void client.invalidateQueries({ queryKey: workspaceKeys.dashboard(coachId) });
}

/** 'session:summary': the brief of that session, ready (or generating again); it wins over a read in flight. */
export function applySummaryPush(client: QueryClient, { sessionId, summary }: TSessionSummaryPush) {
  notePush(workspaceKeys.summary(sessionId));
  client.setQueryData(workspaceKeys.summary(sessionId), summary);
}

/**
 * Keeps the coach's workspace live while the dashboard is open: the server pushes each change
 * (debounced) on the tab's socket, so nothing polls. Pushes sent while the socket was down are
 * lost: every workspace read is asked again on each reconnect.
 */
export function useWorkspaceRealtime(coachId: string) {
  const client = useQueryClient();
  useSocketEvent('analytics:updated', ({ analytics }) => {
    if (coachId) applyAnalyticsPush(client, coachId, analytics);
  });
  useSocketEvent('session:summary', (push) => {
    if (coachId) applySummaryPush(client, push);
  });
  useCatchUp(
    () => {
      if (coachId) void client.invalidateQueries({ queryKey: workspaceKeys.all });
    },
    { firstConnect: true },
  );
}
