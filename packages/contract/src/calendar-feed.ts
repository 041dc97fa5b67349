/**
 * The secret calendar feed (issue 23, beyond the spec): each user's sessions as an iCalendar
 * address to subscribe to.
 */
import { z } from 'zod';

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
