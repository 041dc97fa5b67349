import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeEndpoints as b, gamificationEndpoints as e } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { route } from '../../plugins/endpoint.ts';
import * as gamification from './service.ts';

export const gamificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, e.getGamificationStats, async (req) => ({
    data: await gamification.stats(ctx, currentUser(req), req.query.roomId, req.query.userId),
  }));
  // The single-figure reads: streak and momentum.
  route(app, e.getDayStreak, async (req) => {
    const s = await gamification.stats(ctx, currentUser(req), req.query.roomId, req.query.userId);
    return { data: { dayStreak: s.dayStreak } };
  });
  route(app, e.getWeeklyMomentum, async (req) => {
    const s = await gamification.stats(ctx, currentUser(req), req.query.roomId, req.query.userId);
    return { data: { weeklyMomentum: s.weeklyMomentum } };
  });

  route(app, b.listBadges, async () => ({ data: await gamification.badgeCatalogue(ctx) }));
  route(app, b.listUserBadges, async (req) => ({
    data: await gamification.badgesOf(ctx, currentUser(req), req.params.userId, req.query.roomId),
  }));
  route(app, b.countUserBadges, async (req) => ({
    data: { count: (await gamification.badgesOf(ctx, currentUser(req), req.params.userId, req.query.roomId)).length },
  }));
  route(app, b.awardBadge, async (req) => ({ data: await gamification.award(ctx, currentUser(req), req.body) }));
  route(app, b.checkBadgeEligibility, async (req) => ({
    data: await gamification.checkEligibility(ctx, currentUser(req), req.body.roomId, req.body.userId),
  }));
  route(app, b.markBadges, async (req) => ({
    data: { updated: await gamification.markBadges(ctx, currentUser(req), req.body.userBadgeIds, req.body.mark) },
  }));
};
