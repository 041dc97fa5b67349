import type { Db } from '@coach/db';
import { sessionsSelect, toSession } from '../sessions/queries.ts';

export async function findFeedToken(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendarFeeds').select('token').where('userId', '=', userId).executeTakeFirst();
  return row?.token;
}

/** Keeps `token` unless the user has one already (two first calls at once agree on one). */
export async function insertFeedTokenIfNone(db: Db, userId: string, token: string): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Replaces the user's token: the old address stops working at once. */
export async function replaceFeedToken(db: Db, userId: string, token: string): Promise<void> {
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ token }))
    .execute();
}

/** Whose feed `token` opens: an account that still exists, or none. */
export async function findFeedOwner(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendarFeeds as f')
    .innerJoin('users as u', 'u.id', 'f.userId')
    .select('f.userId')
    .where('f.token', '=', token)
    .where('u.deletedAt', 'is', null)
    .executeTakeFirst();
  return row?.userId;
}

/** A feed holds at most this many sessions (about four months of a busy coach). */
const FEED_MAX = 2000;

/** The user's sessions, as coach or as client, starting in [from, to), with their SEQUENCE. */
export async function feedSessions(db: Db, userId: string, from: Date, to: Date) {
  const rows = await sessionsSelect(db)
    .select('s.icsSequence')
    .where((eb) => eb.or([eb('s.coachId', '=', userId), eb('s.clientId', '=', userId)]))
    .where('s.scheduledAt', '>=', from)
    .where('s.scheduledAt', '<', to)
    .orderBy('s.scheduledAt')
    .limit(FEED_MAX)
    .execute();
  return rows.map((r) => ({ session: toSession(r), sequence: r.icsSequence }));
}
