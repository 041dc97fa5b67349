import type { TBadge, TGoal, TSmartBreakdown } from '@coach/contract';

/** Test data: a room's goal and a SMART breakdown as the server sends them. */
export const ROOM = '11111111-1111-4111-8111-111111111111';
/** The room's client and coach. */
export const CLIENT = '22222222-2222-4222-8222-222222222222';
export const COACH = '33333333-3333-4333-8333-333333333333';

/** The badge a first goal earns, as GET /api/badges lists it. */
export const firstGoalBadge: TBadge = {
  badgeCode: 'first_goal',
  title: 'Goal Setter',
  description: 'Every journey starts with a goal.',
  criteria: 'Create your first goal.',
  rarity: 'common',
  imageUrl: '/badges/first_goal.svg',
};

const dim = (score: number, feedback: string) => ({ score, maxScore: 20, feedback });
export const smart = (overall = 50): TSmartBreakdown => ({
  overall,
  grade: overall >= 90 ? 'A' : overall >= 80 ? 'B' : overall >= 70 ? 'C' : overall >= 60 ? 'D' : 'F',
  breakdown: {
    specific: dim(10, 'Say what you will do.'),
    measurable: dim(10, 'Add a number to count.'),
    achievable: dim(10, 'Looks realistic.'),
    relevant: dim(10, 'Say why it matters.'),
    timeBound: dim(10, 'Add a due date.'),
  },
  suggestions: ['Try: run 5 km.', 'Try: by 1 March.', 'Try: so that I sleep better.'],
});

export const goal = (id: string, over: Partial<TGoal> = {}): TGoal => ({
  id,
  roomId: ROOM,
  title: `Goal ${id}`,
  description: '',
  category: '',
  priority: 'medium',
  dueDate: null,
  progress: 0,
  assigneeIds: [],
  createdById: null,
  isRecurring: false,
  recurrencePattern: null,
  recurrenceInterval: null,
  totalCompletions: 0,
  currentStreak: 0,
  bestStreak: 0,
  lastCompletedAt: null,
  completedAt: null,
  validationScore: 50,
  smartBreakdown: smart(50),
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

export { json } from '../../test/http.ts';
export const sent = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
