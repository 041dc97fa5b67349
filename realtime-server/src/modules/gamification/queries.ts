import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@coach/db';
import type { TBadge, TUserBadge } from '@coach/contract';
import { badgeImageUrl } from './catalogue.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Counts one thing a member did in a room on a local day; returns the day's count after it. */
export async function bumpActivity(db: Db, roomId: string, userId: string, day: string): Promise<number> {
  const row = await db
    .insertInto('roomActivity')
    .values({ roomId, userId, day, count: 1 })
    .onConflict((oc) => oc.columns(['roomId', 'userId', 'day']).doUpdateSet({ count: sql`room_activity.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The member's active days in the room from `fromDay` on (primary-key range scan). */
export async function activitySince(db: Db, roomId: string, userId: string, fromDay: string): Promise<{ day: string; count: number }[]> {
  return db
    .selectFrom('roomActivity')
    .select([sql<string>`day::text`.as('day'), 'count'])
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .where('day', '>=', fromDay)
    .execute();
}

/** Active days of each room's client (with the client's time zone), for the coach's client list. */
export async function clientActivity(db: Db, roomIds: string[], fromDay: string): Promise<{ roomId: string; day: string; timeZone: string }[]> {
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
  badgeCount: number;
}

/** Everything the award engine counts, in one round trip. */
export async function roomCounts(db: Db, roomId: string, userId: string): Promise<RoomCounts> {
  const { rows } = await sql<{
    messagesSent: string | number;
    goalsCreated: string | number;
    goalsCompleted: string | number;
    bestRecurring: string | number;
    hasA: boolean;
    badgeCount: string | number;
  }>`
    select
      (select count(*) from messages where room_id = ${roomId} and user_id = ${userId}) as "messagesSent",
      (select count(*) from goals where room_id = ${roomId}) as "goalsCreated",
      (select count(*) filter (where completed_at is not null) + coalesce(sum(total_completions), 0) from goals where room_id = ${roomId}) as "goalsCompleted",
      (select coalesce(max(best_streak), 0) from goals where room_id = ${roomId} and is_recurring) as "bestRecurring",
      exists (select 1 from goals where room_id = ${roomId} and validation_score >= 90) as "hasA",
      (select count(*) from user_badges where user_id = ${userId} and room_id = ${roomId}) as "badgeCount"
  `.execute(db);
  const r = rows[0]!;
  return {
    messagesSent: Number(r.messagesSent),
    goalsCreated: Number(r.goalsCreated),
    goalsCompleted: Number(r.goalsCompleted),
    bestRecurringStreak: Number(r.bestRecurring),
    hasGradeAGoal: r.hasA,
    badgeCount: Number(r.badgeCount),
  };
}

export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('userProfiles').select('timeZone').where('userId', '=', userId).executeTakeFirst();
  return row?.timeZone ?? 'UTC';
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
  const rows = await userBadgesQuery(db).where('ub.userId', '=', userId).where('ub.roomId', '=', roomId).orderBy('ub.earnedAt').orderBy('b.sortOrder').execute();
  return rows.map(toUserBadge);
}

export async function findUserBadge(db: Db, userId: string, roomId: string, code: string): Promise<TUserBadge | undefined> {
  const row = await userBadgesQuery(db).where('ub.userId', '=', userId).where('ub.roomId', '=', roomId).where('ub.badgeCode', '=', code).executeTakeFirst();
  return row ? toUserBadge(row) : undefined;
}

export async function earnedCodes(db: Db, userId: string, roomId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('userBadges').select('badgeCode').where('userId', '=', userId).where('roomId', '=', roomId).execute();
  return new Set(rows.map((r) => r.badgeCode));
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
