/**
 * The secret calendar feed: each user's sessions as an iCalendar address to subscribe to
 * (docs/sessions-and-availability.md#emails-reminders-and-the-calendar-feed).
 */
import { z } from 'zod';
import { ZEnvelope } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** The feed spans this many days back and ahead of now. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 90;

export const CALENDAR_FEED_TEXT = {
  TITLE: 'Calendar feed',
  INTRO:
    'Subscribe to this private address to see your coaching sessions in Google Calendar, Apple Calendar or Outlook. It shows the last 30 days and the next 90, and calendars refresh it on their own (Google can take several hours).',
  HOW_TO:
    'Google Calendar: Other calendars, +, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add calendar, Subscribe from web.',
  SECRET: 'Anyone with this address can see your session times. Keep it to yourself; if it leaks, make a new link.',
  URL_LABEL: 'Your calendar feed address',
  COPY: 'Copy',
  COPIED: 'Copied',
  COPY_FAILED: 'Could not copy: select the address and copy it yourself.',
  RENEW: 'Make a new link',
  RENEW_TITLE: 'Make a new calendar link?',
  RENEW_BODY:
    'The current address stops working at once: calendars subscribed to it stop showing your sessions until you subscribe with the new one.',
  RENEW_CONFIRM: 'Make a new link',
  RENEWED: 'New calendar link made. Subscribe to it in your calendar.',
  LOADING: 'Loading your calendar feed...',
  LOAD_FAILED: 'Failed to load your calendar feed address',
  RENEW_FAILED: 'Failed to make a new calendar link',
  NOT_FOUND: 'Calendar feed not found',
  CALENDAR_NAME: 'Coaching sessions',
} as const;

export const ZCalendarFeed = z.object({ url: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZCalendarFeedParams = z.object({ token: z.string().max(200) });
export type TCalendarFeedParams = z.infer<typeof ZCalendarFeedParams>;

/** The feed file's name ends in this; the rest of the name is the feed's secret token. */
export const CALENDAR_FEED_SUFFIX = '.ics';

/** The secret feed address on the account page, and the feed itself, opened by its address alone. */
export const calendarFeedEndpoints = defineEndpoints('Calendar feed', {
  getCalendarFeed: {
    method: 'GET',
    path: '/api/account/calendar-feed',
    summary: 'Read the secret calendar feed address (made on the first call)',
    auth: 'token',
    response: ZEnvelope(ZCalendarFeed),
  },
  renewCalendarFeed: {
    method: 'POST',
    path: '/api/account/calendar-feed',
    summary: 'Make a new calendar feed address; the old one stops working',
    auth: 'token',
    response: ZEnvelope(ZCalendarFeed),
  },
  // find-my-way cannot hold a parameter with a static suffix, so the file name is the parameter
  // and the server checks the suffix ('/api/calendar/<token>.ics'). The answer is iCalendar text, not JSON.
  getCalendarFeedFile: {
    method: 'GET',
    path: '/api/calendar/:token',
    summary: 'The sessions of a calendar feed, as iCalendar (the address is the secret)',
    description: `The path ends in ${CALENDAR_FEED_SUFFIX}: /api/calendar/{token}${CALENDAR_FEED_SUFFIX}. Sessions from ${CALENDAR_FEED_DAYS_BACK} days back to ${CALENDAR_FEED_DAYS_AHEAD} days ahead.`,
    auth: 'public',
    params: ZCalendarFeedParams,
    rawResponse: { contentTypes: ['text/calendar'], description: 'An iCalendar file (METHOD:PUBLISH)' },
    errors: [404],
  },
});
