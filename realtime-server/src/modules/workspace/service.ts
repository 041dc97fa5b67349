import { ERR, type AiLevel, type TAnalyticsSummary, type TCoachDashboard, type TDashboardClient } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { requireCoach } from '../../lib/roles.ts';
import type { TokenClaims } from '../../plugins/auth.ts';
import { findLiveUserById } from '../users/queries.ts';
import { clientStreaks } from '../gamification/service.ts';
import { summarize } from './analytics.ts';
import { analyticsInputs } from './analytics-queries.ts';
import { attentionItems } from './attention.ts';
import { attentionInputs } from './attention-queries.ts';
import type { DashboardCache } from './dashboard-cache.ts';
import { dashboardClients, upcomingSessions, type DashboardClientRow } from './dashboard-queries.ts';

/** The dashboard's upcoming sessions: this many days ahead, at most this many. */
export const UPCOMING_DAYS = 30;
export const UPCOMING_MAX = 20;
/** The AI level the coach dashboard shows for a client who has no room with the coach. */
const NO_ROOM_AI_LEVEL: AiLevel = 'DISABLED';

/** The analytics summary of a coach, computed now (the route and the live push). */
export async function computeAnalytics(ctx: AppContext, coachId: string): Promise<TAnalyticsSummary> {
  const now = ctx.clock.now();
  return summarize({ now, ...(await analyticsInputs(ctx.db, coachId, now)) });
}

/** GET /api/coaches/me/analytics/summary: the signed-in coach's own summary; others get 403. */
export async function analyticsSummary(ctx: AppContext, user: UserRow): Promise<TAnalyticsSummary> {
  requireCoach(user);
  return computeAnalytics(ctx, user.id);
}

function toDashboardClient(r: DashboardClientRow, streak: number): TDashboardClient {
  return {
    id: r.relationshipId,
    clientId: r.clientId,
    roomId: r.roomId,
    firstName: r.firstName,
    lastName: r.lastName,
    streak,
    aiInteractionLevel: r.aiInteractionLevel ?? NO_ROOM_AI_LEVEL,
    notes: {
      count: r.noteCount,
      latest: r.latestNote ? { ...r.latestNote, updatedAt: r.latestNote.updatedAt.toISOString() } : null,
    },
    sessionCount: r.sessionCount,
    unreadCount: r.unreadCount,
  };
}

/**
 * GET /api/coaches/me/dashboard (docs/coach-workspace.md#dashboard, with the needs-attention list):
 * the signed-in coach's own clients, sessions, analytics and attention items; others get 403. Every
 * part is one set-based statement over the coach's rows (the streaks one more for all rooms), run
 * side by side; nothing is read per client.
 */
export async function coachDashboard(ctx: AppContext, user: UserRow): Promise<TCoachDashboard> {
  requireCoach(user);
  const now = ctx.clock.now();
  const [rows, upcoming, analytics, attention] = await Promise.all([
    dashboardClients(ctx.db, user.id),
    upcomingSessions(ctx.db, user.id, now, UPCOMING_DAYS, UPCOMING_MAX),
    analyticsInputs(ctx.db, user.id, now),
    attentionInputs(ctx.db, user.id, now),
  ]);
  const roomIds = rows.flatMap((r) => (r.roomId ? [r.roomId] : []));
  const streaks = roomIds.length ? await clientStreaks(ctx, roomIds) : new Map<string, number>();
  return {
    coach: { id: user.id, firstName: user.firstName },
    clients: rows.map((r) => toDashboardClient(r, r.roomId ? (streaks.get(r.roomId) ?? 0) : 0)),
    upcomingSessions: upcoming,
    nextSession: upcoming[0] ?? null,
    analytics: summarize({ now, ...analytics }),
    attention: attentionItems({ now, ...attention }),
  };
}

/**
 * GET /api/coaches/me/dashboard as the JSON text the route sends ({ data }), for a token whose
 * signature was verified: from the node's cache when nothing of the coach's changed since it was
 * computed for this token version (dashboard-cache.ts); else the account is read (live, this token
 * version, else 401; a coach, else 403), the dashboard computed and kept.
 */
export async function coachDashboardBody(ctx: AppContext, cache: DashboardCache, claims: TokenClaims): Promise<string> {
  const now = ctx.clock.now().getTime();
  const cached = cache.get(claims.sub, claims.tv, now);
  if (cached !== undefined) return cached;
  const stamp = cache.stamp(claims.sub);
  const user = await findLiveUserById(ctx.db, claims.sub);
  if (!user || user.tokenVersion !== claims.tv) throw unauthorized(ERR.UNAUTHORIZED);
  requireCoach(user);
  const body = JSON.stringify({ data: await coachDashboard(ctx, user) });
  cache.keep(stamp, user.id, user.tokenVersion, body, now);
  return body;
}
