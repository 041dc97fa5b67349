import { z } from 'zod';
import { ZEnvelope, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];
/** Badge toasts last 5 s and are staggered 1 s apart (docs/goals-and-progress.md#badges). */
export const BADGE_TOAST_MS = 5000;
export const BADGE_TOAST_STAGGER_MS = 1000;
/** Days the weekly momentum looks back over, today included. */
export const MOMENTUM_DAYS = 7;

export const ZGamificationStats = z.object({
  /** Consecutive days with activity in the room up to today (or yesterday), in the user's time zone. */
  dayStreak: z.number().int(),
  goalsCompleted: z.number().int(),
  /** 0-100, see docs/goals-and-progress.md#weekly-momentum. */
  weeklyMomentum: z.number().int(),
  badgeCount: z.number().int(),
});
export type TGamificationStats = z.infer<typeof ZGamificationStats>;
/** GET /api/gamification/streak and /momentum: one figure of the stats. */
export const ZDayStreak = ZGamificationStats.pick({ dayStreak: true });
export type TDayStreak = z.infer<typeof ZDayStreak>;
export const ZWeeklyMomentum = ZGamificationStats.pick({ weeklyMomentum: true });
export type TWeeklyMomentum = z.infer<typeof ZWeeklyMomentum>;

export const ZBadge = z.object({
  badgeCode: z.string(),
  title: z.string(),
  description: z.string(),
  criteria: z.string(),
  rarity: z.enum(BADGE_RARITIES),
  /** Path of the badge's image, served by the web app. */
  imageUrl: z.string(),
});
export type TBadge = z.infer<typeof ZBadge>;
export const ZBadgeList = z.array(ZBadge);
export type TBadgeList = z.infer<typeof ZBadgeList>;

export const ZUserBadge = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  roomId: z.uuid(),
  earnedAt: ZIsoDate,
  notifiedAt: ZIsoDate.nullable(),
  viewedAt: ZIsoDate.nullable(),
  badge: ZBadge,
});
export type TUserBadge = z.infer<typeof ZUserBadge>;
export const ZUserBadgeList = z.array(ZUserBadge);
export type TUserBadgeList = z.infer<typeof ZUserBadgeList>;
export const ZBadgeCount = z.object({ count: z.number().int() });
export type TBadgeCount = z.infer<typeof ZBadgeCount>;

/** Stats are the room's client's unless `userId` names another member. */
export const ZStatsQuery = z.object({ roomId: z.uuid(), userId: z.uuid().optional() });
export type TStatsQuery = z.infer<typeof ZStatsQuery>;
export const ZUserBadgesParams = z.object({ userId: z.uuid() });
export type TUserBadgesParams = z.infer<typeof ZUserBadgesParams>;
export const ZUserBadgesQuery = z.object({ roomId: z.uuid() });
export type TUserBadgesQuery = z.infer<typeof ZUserBadgesQuery>;
export const ZAwardBadgeBody = z.strictObject({ userId: z.uuid(), roomId: z.uuid(), badgeCode: z.string().min(1).max(60) });
export type TAwardBadgeBody = z.infer<typeof ZAwardBadgeBody>;
/** `awarded` is false when the member already held the badge (the held one is returned). */
export const ZAwardBadgeResponse = z.object({ userBadge: ZUserBadge, awarded: z.boolean() });
export type TAwardBadgeResponse = z.infer<typeof ZAwardBadgeResponse>;
export const ZCheckEligibilityBody = z.strictObject({ roomId: z.uuid(), userId: z.uuid().optional() });
export type TCheckEligibilityBody = z.infer<typeof ZCheckEligibilityBody>;
export const ZCheckEligibilityResult = z.object({ awarded: z.array(ZUserBadge), stats: ZGamificationStats });
export type TCheckEligibilityResult = z.infer<typeof ZCheckEligibilityResult>;
export const ZMarkBadgesBody = z.strictObject({
  userBadgeIds: z.array(z.uuid()).min(1).max(100),
  mark: z.enum(['notified', 'viewed']),
});
export type TMarkBadgesBody = z.infer<typeof ZMarkBadgesBody>;
/** How many of the caller's own badges were marked; others' are left alone. */
export const ZMarkBadgesResponse = z.object({ updated: z.number().int() });
export type TMarkBadgesResponse = z.infer<typeof ZMarkBadgesResponse>;

/** A room member's progress figures (docs/goals-and-progress.md#day-streak, docs/goals-and-progress.md#weekly-momentum). */
export const gamificationEndpoints = defineEndpoints('Gamification', {
  getGamificationStats: {
    method: 'GET',
    path: '/api/gamification/stats',
    summary: "Read a room member's progress figures",
    auth: 'token',
    query: ZStatsQuery,
    response: ZEnvelope(ZGamificationStats),
    errors: [404],
  },
  // The single-figure reads: streak and momentum.
  getDayStreak: {
    method: 'GET',
    path: '/api/gamification/streak',
    summary: "Read a room member's day streak",
    auth: 'token',
    query: ZStatsQuery,
    response: ZEnvelope(ZDayStreak),
    errors: [404],
  },
  getWeeklyMomentum: {
    method: 'GET',
    path: '/api/gamification/momentum',
    summary: "Read a room member's weekly momentum",
    auth: 'token',
    query: ZStatsQuery,
    response: ZEnvelope(ZWeeklyMomentum),
    errors: [404],
  },
});

/** The badge catalogue and a member's badges (docs/goals-and-progress.md#badges). */
export const badgeEndpoints = defineEndpoints('Badges', {
  listBadges: {
    method: 'GET',
    path: '/api/badges',
    summary: 'List the badge catalogue',
    auth: 'token',
    response: ZEnvelope(ZBadgeList),
  },
  listUserBadges: {
    method: 'GET',
    path: '/api/badges/user/:userId',
    summary: "List a room member's badges",
    auth: 'token',
    params: ZUserBadgesParams,
    query: ZUserBadgesQuery,
    response: ZEnvelope(ZUserBadgeList),
    errors: [404],
  },
  countUserBadges: {
    method: 'GET',
    path: '/api/badges/user/:userId/count',
    summary: "Count a room member's badges",
    auth: 'token',
    params: ZUserBadgesParams,
    query: ZUserBadgesQuery,
    response: ZEnvelope(ZBadgeCount),
    errors: [404],
  },
  awardBadge: {
    method: 'POST',
    path: '/api/badges/award',
    summary: "Award a badge to the room's client",
    auth: 'token',
    body: ZAwardBadgeBody,
    response: ZEnvelope(ZAwardBadgeResponse),
    errors: [403, 404],
  },
  checkBadgeEligibility: {
    method: 'POST',
    path: '/api/badges/check-eligibility',
    summary: 'Award the badges a room member has earned',
    auth: 'token',
    body: ZCheckEligibilityBody,
    response: ZEnvelope(ZCheckEligibilityResult),
    errors: [404],
  },
  markBadges: {
    method: 'PUT',
    path: '/api/badges/user/mark',
    summary: 'Mark badges notified or viewed',
    auth: 'token',
    body: ZMarkBadgesBody,
    response: ZEnvelope(ZMarkBadgesResponse),
  },
});
