import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAnalyticsResult, TAnalyticsSummary, TCoachDashboard, TSessionSummaryPush } from '@coach/contract';
import { watchSharedSocket, type AppSocket } from '../../lib/socket.ts';
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
export function useWorkspaceEvents(coachId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (!coachId) return;
    const analytics = ({ analytics: a }: { analytics: TAnalyticsSummary }) => applyAnalyticsPush(client, coachId, a);
    const summary = (push: TSessionSummaryPush) => applySummaryPush(client, push);
    const reconnect = () => void client.invalidateQueries({ queryKey: workspaceKeys.all });
    let current: AppSocket | null = null;
    const detach = () => {
      current?.off('analytics:updated', analytics);
      current?.off('session:summary', summary);
      current?.off('connect', reconnect);
      current = null;
    };
    const stop = watchSharedSocket((socket) => {
      detach();
      if (!socket) return;
      current = socket;
      socket.on('analytics:updated', analytics);
      socket.on('session:summary', summary);
      socket.on('connect', reconnect);
    });
    return () => {
      stop();
      detach();
    };
  }, [client, coachId]);
}
