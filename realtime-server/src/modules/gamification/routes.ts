import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAwardBadgeBody,
  ZAwardBadgeResponse,
  ZBadgeCount,
  ZBadgeList,
  ZCheckEligibilityBody,
  ZCheckEligibilityResult,
  ZDayStreak,
  ZEnvelope,
  ZGamificationStats,
  ZMarkBadgesBody,
  ZMarkBadgesResponse,
  ZStatsQuery,
  ZUserBadgeList,
  ZUserBadgesParams,
  ZUserBadgesQuery,
  ZWeeklyMomentum,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as gamification from './service.ts';

export const gamificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { onRequest: app.authenticate };
  const stats = ['Gamification'];
  const badges = ['Badges'];

  app.get(
    '/api/gamification/stats',
    {
      ...secured,
      schema: {
        summary: "Read a room member's progress figures",
        operationId: 'getGamificationStats',
        errors: [404],
        tags: stats,
        querystring: ZStatsQuery,
        response: { 200: ZEnvelope(ZGamificationStats) },
      },
    },
    async (req) => ({ data: await gamification.stats(ctx, currentUser(req), req.query.roomId, req.query.userId) }),
  );

  // The single-figure reads of the spec: streak and momentum.
  const figure = { dayStreak: ZDayStreak, weeklyMomentum: ZWeeklyMomentum };
  for (const [path, field, operationId, summary] of [
    ['/api/gamification/streak', 'dayStreak', 'getDayStreak', "Read a room member's day streak"],
    ['/api/gamification/momentum', 'weeklyMomentum', 'getWeeklyMomentum', "Read a room member's weekly momentum"],
  ] as const) {
    app.get(
      path,
      {
        ...secured,
        schema: { summary, operationId, errors: [404], tags: stats, querystring: ZStatsQuery, response: { 200: ZEnvelope(figure[field]) } },
      },
      async (req) => {
        const s = await gamification.stats(ctx, currentUser(req), req.query.roomId, req.query.userId);
        return { data: { [field]: s[field] } as Record<typeof field, number> };
      },
    );
  }

  app.get(
    '/api/badges',
    {
      ...secured,
      schema: {
        summary: 'List the badge catalogue',
        operationId: 'listBadges',
        tags: badges,
        response: { 200: ZEnvelope(ZBadgeList) },
      },
    },
    async () => ({ data: await gamification.badgeCatalogue(ctx) }),
  );

  app.get(
    '/api/badges/user/:userId',
    {
      ...secured,
      schema: {
        summary: "List a room member's badges",
        operationId: 'listUserBadges',
        errors: [404],
        tags: badges,
        params: ZUserBadgesParams,
        querystring: ZUserBadgesQuery,
        response: { 200: ZEnvelope(ZUserBadgeList) },
      },
    },
    async (req) => ({ data: await gamification.badgesOf(ctx, currentUser(req), req.params.userId, req.query.roomId) }),
  );

  app.get(
    '/api/badges/user/:userId/count',
    {
      ...secured,
      schema: {
        summary: "Count a room member's badges",
        operationId: 'countUserBadges',
        errors: [404],
        tags: badges,
        params: ZUserBadgesParams,
        querystring: ZUserBadgesQuery,
        response: { 200: ZEnvelope(ZBadgeCount) },
      },
    },
    async (req) => ({ data: { count: (await gamification.badgesOf(ctx, currentUser(req), req.params.userId, req.query.roomId)).length } }),
  );

  app.post(
    '/api/badges/award',
    {
      ...secured,
      schema: {
        summary: "Award a badge to the room's client",
        operationId: 'awardBadge',
        errors: [403, 404],
        tags: badges,
        body: ZAwardBadgeBody,
        response: { 200: ZEnvelope(ZAwardBadgeResponse) },
      },
    },
    async (req) => ({ data: await gamification.award(ctx, currentUser(req), req.body) }),
  );

  app.post(
    '/api/badges/check-eligibility',
    {
      ...secured,
      schema: {
        summary: 'Award the badges a room member has earned',
        operationId: 'checkBadgeEligibility',
        errors: [404],
        tags: badges,
        body: ZCheckEligibilityBody,
        response: { 200: ZEnvelope(ZCheckEligibilityResult) },
      },
    },
    async (req) => ({ data: await gamification.checkEligibility(ctx, currentUser(req), req.body.roomId, req.body.userId) }),
  );

  app.put(
    '/api/badges/user/mark',
    {
      ...secured,
      schema: {
        summary: 'Mark badges notified or viewed',
        operationId: 'markBadges',
        tags: badges,
        body: ZMarkBadgesBody,
        response: { 200: ZEnvelope(ZMarkBadgesResponse) },
      },
    },
    async (req) => ({ data: { updated: await gamification.markBadges(ctx, currentUser(req), req.body.userBadgeIds, req.body.mark) } }),
  );
};
