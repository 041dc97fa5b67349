import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK, CALENDAR_FEED_TEXT, DAY_MS, type TCalendarFeed } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { buildCalendar } from '../session-notify/ics.ts';
import { sessionEvent } from '../session-notify/views.ts';
import { feedSessions, findFeedOwner, findFeedToken, insertFeedTokenIfNone, replaceFeedToken } from './queries.ts';

/** Calendars poll; five minutes of caching spares the database without keeping changes long. */
export const FEED_CACHE_CONTROL = 'private, max-age=300';

/** 32 random bytes: the address is the only key to the feed, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');
const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/calendar/${token}.ics`;

/** The user's feed address, made on the first call. */
export async function getCalendarFeed(ctx: AppContext, user: UserRow): Promise<TCalendarFeed> {
  let token = await findFeedToken(ctx.db, user.id);
  if (!token) {
    await insertFeedTokenIfNone(ctx.db, user.id, newToken());
    token = await findFeedToken(ctx.db, user.id);
  }
  if (!token) throw new Error('the calendar feed token was not stored');
  return { url: feedUrl(ctx, token) };
}

/** A new address; calendars subscribed to the old one stop receiving sessions. */
export async function renewCalendarFeed(ctx: AppContext, user: UserRow): Promise<TCalendarFeed> {
  const token = newToken();
  await replaceFeedToken(ctx.db, user.id, token);
  return { url: feedUrl(ctx, token) };
}

/**
 * The iCalendar text of a feed: the owner's sessions from CALENDAR_FEED_DAYS_BACK ago to CALENDAR_FEED_DAYS_AHEAD
 * ahead, cancelled ones marked so, as the owner sees them (never the coach's private notes).
 */
export async function calendarFeedText(ctx: AppContext, token: string): Promise<string> {
  const userId = await findFeedOwner(ctx.db, token);
  if (!userId) throw notFound(CALENDAR_FEED_TEXT.NOT_FOUND, 'CALENDAR_FEED_NOT_FOUND');
  const now = ctx.clock.now();
  const rows = await feedSessions(
    ctx.db,
    userId,
    new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS),
    new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS),
  );
  const events = rows.map(({ session, sequence }) =>
    sessionEvent({ ...session, coachNotes: null }, userId, { publicUrl: ctx.config.publicUrl, sequence }),
  );
  return buildCalendar('PUBLISH', events, { now, calName: CALENDAR_FEED_TEXT.CALENDAR_NAME });
}
