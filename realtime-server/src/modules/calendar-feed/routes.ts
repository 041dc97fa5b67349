import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_FEED_SUFFIX, CALENDAR_FEED_TEXT, calendarFeedEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import { calendarFeedText, FEED_CACHE_CONTROL, getCalendarFeed, renewCalendarFeed } from './service.ts';

/** The secret feed address on the account page, and the feed itself, opened by its address alone. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The address must not be kept by shared caches or browsers beyond the signed-in page.
  const noStore = { 'cache-control': 'no-store' };

  route(app, e.getCalendarFeed, async (req, reply) => {
    void reply.headers(noStore);
    return { data: await getCalendarFeed(ctx, currentUser(req)) };
  });
  route(app, e.renewCalendarFeed, async (req, reply) => {
    void reply.headers(noStore);
    return { data: await renewCalendarFeed(ctx, currentUser(req)) };
  });

  // find-my-way cannot hold a parameter with a static suffix, so the file name is the parameter
  // and the suffix is checked here ('/api/calendar/<token>.ics').
  route(app, e.getCalendarFeedFile, async (req, reply) => {
    const file = req.params.token;
    if (!file.endsWith(CALENDAR_FEED_SUFFIX)) throw notFound(CALENDAR_FEED_TEXT.NOT_FOUND, 'CALENDAR_FEED_NOT_FOUND');
    const text = await calendarFeedText(ctx, file.slice(0, -CALENDAR_FEED_SUFFIX.length));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .header('content-disposition', 'inline; filename="coaching-sessions.ics"')
      .send(text);
  });
};
