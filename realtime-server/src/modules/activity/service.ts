/**
 * A member's activity in a room: how many things they did (messages sent, goals created or moved)
 * on each of their local days. Goals and chat record it; gamification reads it for streaks,
 * momentum and badges. (The chat's one-statement send counts its message in that statement.)
 */
import { localDay } from '../../lib/local-days.ts';
import { bumpActivity } from './queries.ts';

/** Counts an action of a member in a room on their local day (a message, a goal created or moved). */
export async function recordActivity(
  db: Parameters<typeof bumpActivity>[0],
  roomId: string,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  return bumpActivity(db, roomId, userId, localDay(now, timeZone));
}
