import { sql } from 'kysely';
import { PREPARED, type Db } from '@coach/db';
import type { TBadge, TUserBadge } from '@coach/contract';
import { badgeImageUrl } from './catalogue.ts';

/** Active days of each room's client (with the client's time zone), for the coach's client list. */
export async function clientActivity(
  db: Db,
  roomIds: string[],
  fromDay: string,
): Promise<{ roomId: string; day: string; timeZone: string }[]> {
  if (!roomIds.length) return [];
  const rows = await db
    .selectFrom('rooms')
    .innerJoin('roomActivity as a', (j) => j.onRef('a.roomId', '=', 'rooms.id').onRef('a.userId', '=', 'rooms.clientId'))
    .leftJoin('userProfiles as p', 'p.userId', 'rooms.clientId')
    .select(['rooms.id as roomId', sql<string>`a.day::text`.as('day'), 'p.timeZone'])
    .where('rooms.id', 'in', roomIds)
    .where('a.day', '>=', fromDay)
    .where('a.count', '>', 0)
    .execute();
  return rows.map((r) => ({ roomId: r.roomId, day: r.day, timeZone: r.timeZone ?? 'UTC' }));
}

export interface RoomCounts {
  messagesSent: number;
  goalsCreated: number;
  goalsCompleted: number;
  bestRecurringStreak: number;
  hasGradeAGoal: boolean;
}

export interface MemberRecord {
  /** Active days from `fromDay` on (primary-key range scan). */
  activity: { day: string; count: number }[];
  counts: RoomCounts;
  /** Codes of the badges the member holds in the room. */
  earned: string[];
  humanCoachId: string | null;
}

/** Everything the award engine and the stats read of a member in a room, in one prepared statement. */
export async function memberRecord(db: Db, roomId: string, userId: string, fromDay: string): Promise<MemberRecord> {
  const { rows } = await sql<{
    messagesSent: number;
    goalsCreated: number;
    goalsCompleted: string | number;
    bestRecurring: number;
    hasA: boolean;
    earned: string[];
    activity: { day: string; count: number }[];
    humanCoachId: string | null;
  }>`${sql.raw(PREPARED)}
    select
      coalesce((select sent_count from room_members where room_id = ${roomId} and user_id = ${userId}), 0) as messages_sent,
      (select count(*) from goals where room_id = ${roomId}) as goals_created,
      (select count(*) filter (where completed_at is not null) + coalesce(sum(total_completions), 0) from goals where room_id = ${roomId}) as goals_completed,
      (select coalesce(max(best_streak), 0) from goals where room_id = ${roomId} and is_recurring) as best_recurring,
      exists (select 1 from goals where room_id = ${roomId} and validation_score >= 90) as has_a,
      array(select badge_code from user_badges where user_id = ${userId} and room_id = ${roomId}) as earned,
      (select coalesce(json_agg(json_build_object('day', day::text, 'count', count)), '[]') from room_activity
        where room_id = ${roomId} and user_id = ${userId} and day >= ${fromDay}::date) as activity,
      (select human_coach_id from rooms where id = ${roomId}) as human_coach_id
  `.execute(db);
  const r = rows[0]!;
  return {
    activity: r.activity,
    counts: {
      messagesSent: Number(r.messagesSent),
      goalsCreated: Number(r.goalsCreated),
      goalsCompleted: Number(r.goalsCompleted),
      bestRecurringStreak: Number(r.bestRecurring),
      hasGradeAGoal: r.hasA,
    },
    earned: r.earned,
    humanCoachId: r.humanCoachId,
  };
}

/** Whose progress a room holds (its client) and who watches it (its human coach, if any). */
export function roomParties(db: Db, roomId: string): Promise<{ clientId: string; humanCoachId: string | null } | undefined> {
  return db.selectFrom('rooms').select(['clientId', 'humanCoachId']).where('id', '=', roomId).executeTakeFirst();
}

const toBadge = (b: { code: string; title: string; description: string; criteria: string; rarity: TBadge['rarity'] }): TBadge => ({
  badgeCode: b.code,
  title: b.title,
  description: b.description,
  criteria: b.criteria,
  rarity: b.rarity,
  imageUrl: badgeImageUrl(b.code),
});

export async function allBadges(db: Db): Promise<TBadge[]> {
  const rows = await db.selectFrom('badges').selectAll().orderBy('sortOrder').execute();
  return rows.map(toBadge);
}

export async function badgeExists(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('badges').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

function userBadgesQuery(db: Db) {
  return db
    .selectFrom('userBadges as ub')
    .innerJoin('badges as b', 'b.code', 'ub.badgeCode')
    .select([
      'ub.id',
      'ub.userId',
      'ub.roomId',
      'ub.earnedAt',
      'ub.notifiedAt',
      'ub.viewedAt',
      'b.code',
      'b.title',
      'b.description',
      'b.criteria',
      'b.rarity',
    ]);
}

type UserBadgeRow = Awaited<ReturnType<ReturnType<typeof userBadgesQuery>['execute']>>[number];
const toUserBadge = (r: UserBadgeRow): TUserBadge => ({
  id: r.id,
  userId: r.userId,
  roomId: r.roomId,
  earnedAt: r.earnedAt.toISOString(),
  notifiedAt: r.notifiedAt ? r.notifiedAt.toISOString() : null,
  viewedAt: r.viewedAt ? r.viewedAt.toISOString() : null,
  badge: toBadge(r),
});

export async function userBadgesInRoom(db: Db, userId: string, roomId: string): Promise<TUserBadge[]> {
  const rows = await userBadgesQuery(db)
    .where('ub.userId', '=', userId)
    .where('ub.roomId', '=', roomId)
    .orderBy('ub.earnedAt')
    .orderBy('b.sortOrder')
    .execute();
  return rows.map(toUserBadge);
}

export async function findUserBadge(db: Db, userId: string, roomId: string, code: string): Promise<TUserBadge | undefined> {
  const row = await userBadgesQuery(db)
    .where('ub.userId', '=', userId)
    .where('ub.roomId', '=', roomId)
    .where('ub.badgeCode', '=', code)
    .executeTakeFirst();
  return row ? toUserBadge(row) : undefined;
}

/** Inserts the award unless the user already has the badge in the room; the unique index decides under concurrency. */
export async function insertUserBadge(db: Db, userId: string, roomId: string, code: string, now: Date): Promise<string | undefined> {
  const row = await db
    .insertInto('userBadges')
    .values({ userId, roomId, badgeCode: code, earnedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'roomId', 'badgeCode']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markUserBadges(db: Db, userId: string, ids: string[], mark: 'notified' | 'viewed', now: Date): Promise<number> {
  const r = await db
    .updateTable('userBadges')
    .set(
      mark === 'notified'
        ? { notifiedAt: sql`coalesce(notified_at, ${now})` }
        : { notifiedAt: sql`coalesce(notified_at, ${now})`, viewedAt: sql`coalesce(viewed_at, ${now})` },
    )
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
