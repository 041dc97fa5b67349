import { z } from 'zod';
import { ZEnvelope, ZIdParams, ZIsoDate, ZSuccess } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZLifeDay } from './dates.ts';
import { pageQueryFields, ZPageCursor } from './paging.ts';

/** The category list depends on the room's context (docs/goals-and-progress.md#goal-categories). */
export const GOAL_CONTEXTS = ['individual', 'family', 'team'] as const;
export type GoalContext = (typeof GOAL_CONTEXTS)[number];
/** An individual room's categories, which the AI coach's goal drafts pick from. */
export const INDIVIDUAL_GOAL_CATEGORIES = [
  'Health & Fitness',
  'Career',
  'Finance',
  'Learning',
  'Relationships',
  'Personal Growth',
] as const;
export type IndividualGoalCategory = (typeof INDIVIDUAL_GOAL_CATEGORIES)[number];
export const GOAL_CATEGORIES: Record<GoalContext, readonly string[]> = {
  individual: INDIVIDUAL_GOAL_CATEGORIES,
  family: ['Financial', 'Bonding', 'Household', 'Health', 'Travel', 'Education'],
  team: ['Business', 'Project', 'Development', 'Performance', 'Strategic', 'Operational'],
};
export const GOAL_PRIORITY_LIST = ['low', 'medium', 'high'] as const;
export type GoalPriority = (typeof GOAL_PRIORITY_LIST)[number];
export const RECURRENCE_PATTERNS = ['daily', 'weekly', 'monthly'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** Recurrence intervals, progress steps and text maxima (docs/goals-and-progress.md#goals). */
export const RECURRENCE_INTERVAL_MIN = 1;
export const RECURRENCE_INTERVAL_MAX = 30;
export const PROGRESS_STEPS = [25, 50, 100] as const;
export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const GOAL_CATEGORY_MAX = 60;
/** Grade cut-offs (docs/goals-and-progress.md#smart-score): 90+ A, 80 B, 70 C, 60 D, else F. */
export const SMART_GRADES = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 80 },
  { grade: 'C', min: 70 },
  { grade: 'D', min: 60 },
  { grade: 'F', min: 0 },
] as const;
export type SmartGrade = (typeof SMART_GRADES)[number]['grade'];
export const gradeFor = (overall: number): SmartGrade => SMART_GRADES.find((g) => overall >= g.min)!.grade;
/** Score colour cut-offs: green at 80% and above, amber from 60%, red below. */
export const SCORE_COLOUR_GOOD = 80;
export const SCORE_COLOUR_FAIR = 60;
export const scoreColour = (percent: number) => (percent >= SCORE_COLOUR_GOOD ? 'green' : percent >= SCORE_COLOUR_FAIR ? 'orange' : 'red');
/** At most this many suggestions are shown. */
export const SMART_SUGGESTIONS_SHOWN = 2;
export const SMART_DIMENSIONS = ['specific', 'measurable', 'achievable', 'relevant', 'timeBound'] as const;
export type SmartDimension = (typeof SMART_DIMENSIONS)[number];
export const SMART_DIMENSION_LABEL: Record<SmartDimension, string> = {
  specific: 'Specific',
  measurable: 'Measurable',
  achievable: 'Achievable',
  relevant: 'Relevant',
  timeBound: 'Time-bound',
};

/** Out-of-range or missing intervals fall back to 1 (docs/goals-and-progress.md#recurring-goals). */
export const recurrenceInterval = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= RECURRENCE_INTERVAL_MIN && n <= RECURRENCE_INTERVAL_MAX ? n : 1;
};
export const clampProgress = (v: number) => Math.max(0, Math.min(100, Math.round(v)));

export const ZSmartDimensionScore = z.object({ score: z.number(), maxScore: z.number(), feedback: z.string() });
export type TSmartDimensionScore = z.infer<typeof ZSmartDimensionScore>;
export const ZSmartBreakdown = z.object({
  /** 0-100. */
  overall: z.number().int(),
  grade: z.enum(['A', 'B', 'C', 'D', 'F']),
  breakdown: z.object({
    specific: ZSmartDimensionScore,
    measurable: ZSmartDimensionScore,
    achievable: ZSmartDimensionScore,
    relevant: ZSmartDimensionScore,
    timeBound: ZSmartDimensionScore,
  }),
  /** Best first; the web shows at most SMART_SUGGESTIONS_SHOWN. */
  suggestions: z.array(z.string()),
});
export type TSmartBreakdown = z.infer<typeof ZSmartBreakdown>;

export const ZGoal = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.enum(GOAL_PRIORITY_LIST),
  /** A calendar day, YYYY-MM-DD, or null. */
  dueDate: z.string().nullable(),
  progress: z.number().int(),
  assigneeIds: z.array(z.uuid()),
  createdById: z.uuid().nullable(),
  isRecurring: z.boolean(),
  recurrencePattern: z.enum(RECURRENCE_PATTERNS).nullable(),
  recurrenceInterval: z.number().int().nullable(),
  totalCompletions: z.number().int(),
  /** Cycles completed in a row; 0 once a period was missed. */
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  lastCompletedAt: ZIsoDate.nullable(),
  /** When a one-off goal reached 100%. */
  completedAt: ZIsoDate.nullable(),
  validationScore: z.number().int(),
  smartBreakdown: ZSmartBreakdown,
  createdAt: ZIsoDate,
  updatedAt: ZIsoDate,
});
export type TGoal = z.infer<typeof ZGoal>;
export const ZGoalList = z.array(ZGoal);
export type TGoalList = z.infer<typeof ZGoalList>;

/** GET /api/goals: goals a page (default and most). */
export const GOALS_PAGE_DEFAULT = 50;
export const GOALS_PAGE_MAX = 100;
/** GET /api/goals: a page of the room's goals, oldest first. */
export const ZGoalsQuery = z.object({
  roomId: z.uuid(),
  ...pageQueryFields(GOALS_PAGE_DEFAULT, GOALS_PAGE_MAX),
});
/** The query as the web writes it (limit may be left out). */
export type TGoalsQuery = z.input<typeof ZGoalsQuery>;
/** The page's goals as `data`, and beside it where the next page starts and how many there are. */
export const ZGoalsPage = z.object({
  data: ZGoalList,
  pagination: z.object({ nextCursor: ZPageCursor.nullable(), total: z.number().int(), limit: z.number().int() }),
});
export type TGoalsPage = z.infer<typeof ZGoalsPage>;
export const ZGoalParams = ZIdParams;
export type TGoalParams = z.infer<typeof ZGoalParams>;

const ZInterval = z.unknown().transform(recurrenceInterval);

export const ZCreateGoalBody = z.strictObject({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(GOAL_TITLE_MAX),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX).default(''),
  category: z.string().trim().max(GOAL_CATEGORY_MAX).default(''),
  dueDate: ZLifeDay.nullable().optional(),
  priority: z.enum(GOAL_PRIORITY_LIST).default('medium'),
  roomId: z.uuid(),
  /** Room members the goal is for; defaults to the room's client. */
  assigneeIds: z.array(z.uuid()).max(20).optional(),
  isRecurring: z.boolean().default(false),
  pattern: z.enum(RECURRENCE_PATTERNS).optional(),
  interval: ZInterval.optional(),
});
export type TCreateGoalBody = z.input<typeof ZCreateGoalBody>;

export const ZUpdateGoalBody = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(GOAL_TITLE_MAX).optional(),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX).optional(),
  category: z.string().trim().max(GOAL_CATEGORY_MAX).optional(),
  dueDate: ZLifeDay.nullable().optional(),
  priority: z.enum(GOAL_PRIORITY_LIST).optional(),
  /** Clamped to 0-100. */
  progress: z.number().transform(clampProgress).optional(),
});
export type TUpdateGoalBody = z.input<typeof ZUpdateGoalBody>;

export const ZMakeRecurringBody = z.strictObject({ pattern: z.enum(RECURRENCE_PATTERNS), interval: ZInterval.optional() });
export type TMakeRecurringBody = z.input<typeof ZMakeRecurringBody>;

/** POST /api/goals/score: the add-goal dialog's live score. Nothing is stored. */
export const ZScoreGoalBody = z.strictObject({
  title: z.string().max(GOAL_TITLE_MAX).default(''),
  description: z.string().max(GOAL_DESCRIPTION_MAX).default(''),
  category: z.string().max(GOAL_CATEGORY_MAX).default(''),
  dueDate: ZLifeDay.nullable().optional(),
  isRecurring: z.boolean().default(false),
  pattern: z.enum(RECURRENCE_PATTERNS).optional(),
  interval: ZInterval.optional(),
});
export type TScoreGoalBody = z.input<typeof ZScoreGoalBody>;
export type TScoreGoalInput = z.output<typeof ZScoreGoalBody>;

/** What a progress change did, so both sides can say so (docs/goals-and-progress.md#progress). */
export const ZGoalChange = z.object({
  goal: ZGoal,
  /** A recurring goal reached 100%: a cycle was counted and progress reset. */
  cycleCompleted: z.boolean().optional(),
  /** A one-off goal reached 100%. */
  completed: z.boolean().optional(),
});
export type TGoalChange = z.infer<typeof ZGoalChange>;
/** PUT /api/goals/:id: the goal as it is now and what the change did, both flags always set. */
export const ZUpdateGoalResponse = ZGoalChange.required();
export type TUpdateGoalResponse = z.infer<typeof ZUpdateGoalResponse>;

/** The goals calls (a room's goals: its client and coaches). */
export const goalEndpoints = defineEndpoints('Goals', {
  listGoals: {
    method: 'GET',
    path: '/api/goals',
    summary: "List a room's goals",
    auth: 'token',
    query: ZGoalsQuery,
    response: ZGoalsPage,
    errors: [404],
  },
  createGoal: {
    method: 'POST',
    path: '/api/goals',
    summary: 'Create a goal',
    auth: 'token',
    body: ZCreateGoalBody,
    status: 201,
    response: ZEnvelope(ZGoal),
    errors: [404],
  },
  scoreGoal: {
    method: 'POST',
    path: '/api/goals/score',
    summary: 'Score a goal draft (SMART)',
    auth: 'token',
    body: ZScoreGoalBody,
    response: ZEnvelope(ZSmartBreakdown),
  },
  updateGoal: {
    method: 'PUT',
    path: '/api/goals/:id',
    summary: 'Update a goal',
    auth: 'token',
    params: ZGoalParams,
    body: ZUpdateGoalBody,
    response: ZEnvelope(ZUpdateGoalResponse),
    errors: [404],
  },
  deleteGoal: {
    method: 'DELETE',
    path: '/api/goals/:id',
    summary: 'Delete a goal',
    auth: 'token',
    params: ZGoalParams,
    response: ZEnvelope(ZSuccess),
    errors: [404],
  },
  makeGoalRecurring: {
    method: 'POST',
    path: '/api/goals/:id/make-recurring',
    summary: 'Make a goal recurring',
    auth: 'token',
    params: ZGoalParams,
    body: ZMakeRecurringBody,
    response: ZEnvelope(ZGoal),
    errors: [404],
  },
});
