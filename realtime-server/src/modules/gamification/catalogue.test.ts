import { describe, expect, it } from 'vitest';
import { eligibleBadgeCodes, type BadgeFacts } from './catalogue.ts';

const none: BadgeFacts = {
  messagesSent: 0,
  goalsCreated: 0,
  goalsCompleted: 0,
  dayStreak: 0,
  hasGradeAGoal: false,
  bestRecurringStreak: 0,
  sessionsCompleted: 0,
};

describe('badge rules', () => {
  it('awards nothing to someone who has done nothing', () => {
    expect(eligibleBadgeCodes(none)).toEqual([]);
  });

  it.each([
    [{ messagesSent: 1 }, ['first_message']],
    [{ goalsCreated: 1 }, ['first_goal']],
    [{ goalsCompleted: 1 }, ['first_completion']],
    [{ dayStreak: 3 }, ['streak_3']],
    [{ dayStreak: 7 }, ['streak_3', 'streak_7']],
    [{ dayStreak: 30 }, ['streak_3', 'streak_7', 'streak_30']],
    [{ goalsCompleted: 5 }, ['first_completion', 'goals_5']],
    [{ goalsCompleted: 25 }, ['first_completion', 'goals_5', 'goals_10', 'goals_25']],
    [{ hasGradeAGoal: true }, ['smart_planner']],
    [{ bestRecurringStreak: 3 }, []],
    [{ bestRecurringStreak: 4 }, ['habit_builder']],
    [{ sessionsCompleted: 1 }, ['first_session']],
    [{ messagesSent: 99 }, ['first_message']],
    [{ messagesSent: 100 }, ['first_message', 'messages_100']],
  ] as [Partial<BadgeFacts>, string[]][])('%j earns %j', (facts, codes) => {
    expect(eligibleBadgeCodes({ ...none, ...facts }).sort()).toEqual([...codes].sort());
  });
});
