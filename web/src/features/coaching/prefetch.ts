import type { QueryClient } from '@tanstack/react-query';
import { coachingApi, coachingKeys } from '../coaching-access/api.ts';
import { roomsQuery } from '../rooms/queries.ts';

/** The coaching page's first reads, asked for right after sign-in (routes/preload.ts), under the page's own keys. */
export async function prefetchClientHome(client: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    client.prefetchQuery(roomsQuery(userId)),
    client.prefetchQuery({ queryKey: coachingKeys.access(userId), queryFn: coachingApi.access }),
  ]);
}
