import { GOAL_ERR, ROLE, type TBadge, type TGamificationStats, type TUserBadge } from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { roomForMember, type GoalRoom } from '../goals/queries.ts';
import { addDays, localDay } from '../../lib/local-days.ts';
import { recordActivity } from '../activity/service.ts';
import { timeZoneOf } from '../users/queries.ts';
import { roomProgressAccess } from './access.ts';
import { dayStreak, weeklyMomentum } from './streaks.ts';
import { eligibleBadgeCodes } from './catalogue.ts';
import {
  allBadges,
  badgeExists,
  clientActivity,
  findUserBadge,
  insertUserBadge,
  markUserBadges,
  memberRecord,
  roomParties,
  userBadgesInRoom,
} from './queries.ts';

/** Activity older than this cannot change a streak the badges care about (the longest is 100 days). */
const STREAK_LOOKBACK_DAYS = 400;
/**
 * After this many actions in a day, a message changes neither the streak nor the momentum (its
 * action count is capped at 14), so the engine re-evaluates only every MESSAGE_RECHECK_EVERY
 * messages of that day (enough for the message-count badges) instead of on each one.
 */
const DAILY_ACTIONS_EVALUATED = 14;
const MESSAGE_RECHECK_EVERY = 10;

interface Snapshot {
  stats: TGamificationStats;
  /** Badges the record qualifies for, and those already held. */
  codes: string[];
  held: Set<string>;
  humanCoachId: string | null;
}

/** The member's stats in the room and the badge codes their record qualifies for: one read. */
async function snapshot(db: Db, roomId: string, userId: string, timeZone: string, now: Date): Promise<Snapshot> {
  const today = localDay(now, timeZone);
  const { activity, counts, earned, humanCoachId } = await memberRecord(db, roomId, userId, addDays(today, -STREAK_LOOKBACK_DAYS));
  const streak = dayStreak(
    activity.filter((a) => a.count > 0).map((a) => a.day),
    now,
    timeZone,
  );
  const stats: TGamificationStats = {
    dayStreak: streak,
    goalsCompleted: counts.goalsCompleted,
    weeklyMomentum: weeklyMomentum(activity, now, timeZone),
    badgeCount: earned.length,
  };
  const codes = eligibleBadgeCodes({
    messagesSent: counts.messagesSent,
    goalsCreated: counts.goalsCreated,
    goalsCompleted: counts.goalsCompleted,
    dayStreak: streak,
    hasGradeAGoal: counts.hasGradeAGoal,
    bestRecurringStreak: counts.bestRecurringStreak,
    // Sessions arrive with the sessions issue; until then nobody has completed one.
    sessionsCompleted: 0,
  });
  return { stats, codes, held: new Set(earned), humanCoachId };
}

/**
 * The award engine: evaluates the member's record, awards each badge they now qualify for and
 * do not hold (at most once per user and room: the unique index decides between concurrent
 * evaluations, and only the one that inserted announces it), then pushes the fresh stats.
 */
export async function evaluate(
  ctx: AppContext,
  roomId: string,
  userId: string,
  timeZone?: string,
): Promise<{ awarded: TUserBadge[]; stats: TGamificationStats }> {
  const now = ctx.clock.now();
  const tz = timeZone ?? (await timeZoneOf(ctx.db, userId));
  const { stats, codes, held, humanCoachId } = await snapshot(ctx.db, roomId, userId, tz, now);
  const awarded: TUserBadge[] = [];
  for (const code of codes.filter((c) => !held.has(c))) {
    if (!(await insertUserBadge(ctx.db, userId, roomId, code, now))) continue;
    const userBadge = await findUserBadge(ctx.db, userId, roomId, code);
    if (userBadge) awarded.push(userBadge);
  }
  const finalStats = { ...stats, badgeCount: stats.badgeCount + awarded.length };
  for (const userBadge of awarded) ctx.events.publish('badge.awarded', { userBadge });
  ctx.events.publish('stats.updated', { roomId, userId, stats: finalStats, humanCoachId });
  return { awarded, stats: finalStats };
}

/** The day streak of each room's client, for a coach's client list: one query for every room. */
export async function clientStreaks(ctx: AppContext, roomIds: string[]): Promise<Map<string, number>> {
  const now = ctx.clock.now();
  const rows = await clientActivity(ctx.db, roomIds, addDays(localDay(now, 'UTC'), -STREAK_LOOKBACK_DAYS - 1));
  const byRoom = new Map<string, { timeZone: string; days: string[] }>();
  for (const r of rows) {
    const entry = byRoom.get(r.roomId) ?? { timeZone: r.timeZone, days: [] };
    entry.days.push(r.day);
    byRoom.set(r.roomId, entry);
  }
  return new Map([...byRoom].map(([roomId, e]) => [roomId, dayStreak(e.days, now, e.timeZone)]));
}

/** The room of a gamification call and whose record it reads: the room's client unless `userId` names another member. */
const requireRoom = (ctx: AppContext, viewer: UserRow, roomId: string, userId?: string) =>
  requireAccess(ctx.db, roomProgressAccess, viewer, { roomId, userId });

const tzFor = async (ctx: AppContext, room: GoalRoom, userId: string) =>
  userId === room.clientId ? room.timeZone : timeZoneOf(ctx.db, userId);

export async function stats(ctx: AppContext, viewer: UserRow, roomId: string, userId?: string): Promise<TGamificationStats> {
  const t = await requireRoom(ctx, viewer, roomId, userId);
  return (await snapshot(ctx.db, roomId, t.userId, await tzFor(ctx, t.room, t.userId), ctx.clock.now())).stats;
}

export async function checkEligibility(ctx: AppContext, viewer: UserRow, roomId: string, userId?: string) {
  const t = await requireRoom(ctx, viewer, roomId, userId);
  return evaluate(ctx, roomId, t.userId, await tzFor(ctx, t.room, t.userId));
}

export const badgeCatalogue = (ctx: AppContext): Promise<TBadge[]> => allBadges(ctx.db);

export async function badgesOf(ctx: AppContext, viewer: UserRow, userId: string, roomId: string): Promise<TUserBadge[]> {
  await requireRoom(ctx, viewer, roomId, userId);
  return userBadgesInRoom(ctx.db, userId, roomId);
}

/** POST /api/badges/award: the room's coach (or an admin) recognises the client with a catalogue badge. */
export async function award(ctx: AppContext, viewer: UserRow, v: { userId: string; roomId: string; badgeCode: string }) {
  const t = await requireRoom(ctx, viewer, v.roomId, v.userId);
  if (viewer.id !== t.room.humanCoachId && viewer.primaryRoleId !== ROLE.ADMIN) throw forbidden(GOAL_ERR.BADGE_COACH_ONLY);
  // Badges mark the client's own progress: a coach awarding one to themselves would fake theirs.
  if (t.userId !== t.room.clientId) throw new AppError('BADGE_CLIENT_ONLY', 403, GOAL_ERR.BADGE_CLIENT_ONLY);
  if (!(await badgeExists(ctx.db, v.badgeCode))) throw notFound('Badge not found', 'BADGE_NOT_FOUND');
  const inserted = await insertUserBadge(ctx.db, t.userId, v.roomId, v.badgeCode, ctx.clock.now());
  const userBadge = (await findUserBadge(ctx.db, t.userId, v.roomId, v.badgeCode))!;
  if (inserted) {
    ctx.events.publish('badge.awarded', { userBadge });
    const snap = await snapshot(ctx.db, v.roomId, t.userId, await tzFor(ctx, t.room, t.userId), ctx.clock.now());
    ctx.events.publish('stats.updated', { roomId: v.roomId, userId: t.userId, stats: snap.stats, humanCoachId: snap.humanCoachId });
  }
  return { userBadge, awarded: inserted !== undefined };
}

/** PUT /api/badges/user/mark: only the caller's own badges change. */
export const markBadges = (ctx: AppContext, viewer: UserRow, ids: string[], mark: 'notified' | 'viewed') =>
  markUserBadges(ctx.db, viewer.id, ids, mark, ctx.clock.now());

/**
 * Listens to the domain events that can earn badges or move stats. Runs after the change has
 * committed; a message counts as activity of its sender, and the room's client is evaluated.
 */
export function startAwardEngine(ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('message.created', async ({ message, sender }) => {
      if (message.user.isAI) return;
      let clientId: string;
      let tz: string;
      let count: number;
      if (sender) {
        // The send already counted the message as the sender's activity of the day.
        ({ roomClientId: clientId, timeZone: tz, activityCount: count } = sender);
      } else {
        const room = await roomForMember(ctx.db, message.roomId, message.userId);
        if (!room) return;
        clientId = room.clientId;
        tz = message.userId === room.clientId ? room.timeZone : await timeZoneOf(ctx.db, message.userId);
        count = await recordActivity(ctx.db, message.roomId, message.userId, tz, ctx.clock.now());
      }
      if (message.userId !== clientId) return;
      if (count <= DAILY_ACTIONS_EVALUATED || count % MESSAGE_RECHECK_EVERY === 0) await evaluate(ctx, message.roomId, clientId, tz);
    }),
    ctx.events.on('goal.changed', async ({ change }) => {
      const room = await roomParties(ctx.db, change.goal.roomId);
      if (room) await evaluate(ctx, change.goal.roomId, room.clientId);
    }),
    ctx.events.on('goal.deleted', async ({ roomId }) => {
      const room = await roomParties(ctx.db, roomId);
      if (room) await evaluate(ctx, roomId, room.clientId);
    }),
  ];
  return () => offs.forEach((off) => off());
}
