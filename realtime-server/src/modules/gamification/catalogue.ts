/**
 * The award engine's rules, one per badge code of the catalogue (migration 20261122170000 seeds
 * the badges' texts). A rule reads facts about one member in one room; it is evaluated on domain
 * events (goal created, changed or completed, message sent, session completed) and on
 * POST /api/badges/check-eligibility.
 */
export interface BadgeFacts {
  messagesSent: number;
  goalsCreated: number;
  /** One-off goals at 100% plus every completed cycle of recurring goals. */
  goalsCompleted: number;
  dayStreak: number;
  /** The best A-grade goal exists (validation score 90+). */
  hasGradeAGoal: boolean;
  /** The longest run of consecutive cycles any recurring goal reached. */
  bestRecurringStreak: number;
  sessionsCompleted: number;
}

export const BADGE_RULES: Record<string, (f: BadgeFacts) => boolean> = {
  first_message: (f) => f.messagesSent >= 1,
  first_goal: (f) => f.goalsCreated >= 1,
  first_completion: (f) => f.goalsCompleted >= 1,
  streak_3: (f) => f.dayStreak >= 3,
  smart_planner: (f) => f.hasGradeAGoal,
  streak_7: (f) => f.dayStreak >= 7,
  goals_5: (f) => f.goalsCompleted >= 5,
  first_session: (f) => f.sessionsCompleted >= 1,
  habit_builder: (f) => f.bestRecurringStreak >= 4,
  streak_30: (f) => f.dayStreak >= 30,
  goals_10: (f) => f.goalsCompleted >= 10,
  messages_100: (f) => f.messagesSent >= 100,
  goals_25: (f) => f.goalsCompleted >= 25,
  streak_100: (f) => f.dayStreak >= 100,
};

/** The codes whose criteria the facts meet. */
export const eligibleBadgeCodes = (facts: BadgeFacts): string[] =>
  Object.entries(BADGE_RULES)
    .filter(([, rule]) => rule(facts))
    .map(([code]) => code);

export const badgeImageUrl = (code: string) => `/badges/${code}.svg`;
