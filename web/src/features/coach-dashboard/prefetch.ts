import type { QueryClient } from '@tanstack/react-query';
import { roomsQuery } from '../rooms/queries.ts';
import { analyticsQuery, dashboardQuery } from './workspace-api.ts';

/**
 * The dashboard's first reads, asked for right after sign-in (routes/preload.ts), under the same
 * keys the page reads: it paints from them instead of starting its calls once its code has run.
 */
export async function prefetchCoachHome(client: QueryClient, coachId: string): Promise<void> {
  await Promise.all([
    client.prefetchQuery(dashboardQuery(coachId)),
    client.prefetchQuery(analyticsQuery(client, coachId)),
    client.prefetchQuery(roomsQuery(coachId)),
  ]);
}
