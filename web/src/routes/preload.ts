import type { QueryClient } from '@tanstack/react-query';
import type { TUser } from '@coach/contract';

/**
 * The signed-in area's code, fetched while the person signs in (otherwise a coach would wait
 * behind 'Loading coach dashboard...' for the coach group's chunk, then for its data). The same
 * imports as App.tsx's groups, so the router finds the modules already loaded.
 */
const GROUPS = {
  client: () => import('./client.ts'),
  coach: () => import('./coach.ts'),
} as const;

const started = new Map<keyof typeof GROUPS, Promise<unknown>>();

/** Starts loading a group's chunk once; a failure is left for the route to show when it opens. */
function load(group: keyof typeof GROUPS): Promise<unknown> {
  let pending = started.get(group);
  if (!pending) {
    pending = GROUPS[group]().catch(() => {
      started.delete(group);
      return null;
    });
    started.set(group, pending);
  }
  return pending;
}

/** Someone is signing in and who they are is not known yet: both signed-in groups start loading. */
export function preloadSignedInArea(): void {
  void load('client');
  void load('coach');
}

/** Signed in: the home's data is asked for now, while its page's code arrives. */
export async function prefetchHome(queryClient: QueryClient, user: TUser, isCoach: boolean): Promise<void> {
  const group = (await load(isCoach ? 'coach' : 'client')) as {
    prefetchHome?: (client: QueryClient, userId: string) => Promise<void>;
  } | null;
  await group?.prefetchHome?.(queryClient, user.id);
}

/** For tests: resolves once every chunk started here has loaded (or failed). */
export const preloadsSettled = () => Promise.all(started.values());

/** For tests: forget what was started. */
export const resetPreloads = () => started.clear();
