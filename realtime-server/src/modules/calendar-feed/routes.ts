import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_FEED_TEXT, ZCalendarFeed, ZCalendarFeedParams, ZEnvelope } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { calendarFeedText, FEED_CACHE_CONTROL, getCalendarFeed, renewCalendarFeed } from './service.ts';

const ICS_SUFFIX = '.ics';

/** The secret feed address on the account page, and the feed itself, opened by its address alone. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['Calendar feed'];
  const secured = { onRequest: app.authenticate };
  // The address must not be kept by shared caches or browsers beyond the signed-in page.
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/account/calendar-feed',
    {
      ...secured,
      schema: {
        summary: 'Read the secret calendar feed address (made on the first call)',
        operationId: 'getCalendarFeed',
        tags,
        response: { 200: ZEnvelope(ZCalendarFeed) },
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return { data: await getCalendarFeed(ctx, currentUser(req)) };
    },
  );

  app.post(
    '/api/account/calendar-feed',
    {
      ...secured,
      schema: {
        summary: 'Make a new calendar feed address; the old one stops working',
        operationId: 'renewCalendarFeed',
        tags,
        response: { 200: ZEnvelope(ZCalendarFeed) },
      },
    },
    async (req, reply) => {
      void reply.headers(noStore);
      return { data: await renewCalendarFeed(ctx, currentUser(req)) };
    },
  );

  // find-my-way cannot hold a parameter with a static suffix, so the file name is the parameter
  // and the suffix is checked here ('/api/calendar/<token>.ics').
  app.get(
    '/api/calendar/:token',
    {
      schema: {
        summary: 'The sessions of a calendar feed, as iCalendar (the address is the secret)',
        description: `The path ends in ${ICS_SUFFIX}: /api/calendar/{token}${ICS_SUFFIX}. Sessions from 30 days back to 90 days ahead.`,
        operationId: 'getCalendarFeedFile',
        tags,
        params: ZCalendarFeedParams,
        errors: [404],
        response: {
          200: { description: 'An iCalendar file (METHOD:PUBLISH)', content: { 'text/calendar': { schema: z.string() } } },
        },
      },
    },
    async (req, reply) => {
      const file = req.params.token;
      if (!file.endsWith(ICS_SUFFIX)) throw notFound(CALENDAR_FEED_TEXT.NOT_FOUND, 'CALENDAR_FEED_NOT_FOUND');
      const text = await calendarFeedText(ctx, file.slice(0, -ICS_SUFFIX.length));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', FEED_CACHE_CONTROL)
        .header('content-disposition', 'inline; filename="coaching-sessions.ics"')
        .send(text);
    },
  );
};
