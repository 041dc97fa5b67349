import type { ColumnType, Generated } from 'kysely';
import type { BadgeRarity, GoalPriority, RecurrencePattern } from '@coach/contract';
import type { CreatedAt, Json, Timestamp, WithDefault } from './types.ts';

/** Goals, streaks and badges (part of `Database` in types.ts). */

/** date columns are written as 'YYYY-MM-DD' and read back with ::text in queries (pg and PGlite parse them differently). */
export type DateColumn = ColumnType<unknown, string | null | undefined, string | null>;

export interface GoalsTable {
  id: Generated<string>;
  roomId: string;
  createdBy: string | null;
  title: string;
  description: WithDefault<string>;
  category: WithDefault<string>;
  priority: WithDefault<GoalPriority>;
  dueDate: DateColumn;
  progress: WithDefault<number>;
  isRecurring: WithDefault<boolean>;
  recurrencePattern: RecurrencePattern | null;
  recurrenceInterval: number | null;
  recurrenceAnchor: DateColumn;
  totalCompletions: WithDefault<number>;
  currentStreak: WithDefault<number>;
  bestStreak: WithDefault<number>;
  lastCompletedPeriod: number | null;
  lastCompletedAt: Timestamp | null;
  completedAt: Timestamp | null;
  validationScore: number;
  smartBreakdown: Json;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface GoalAssigneesTable {
  goalId: string;
  userId: string;
}

export interface RoomActivityTable {
  roomId: string;
  userId: string;
  day: DateColumn;
  count: number;
}

export interface BadgesTable {
  code: string;
  title: string;
  description: string;
  criteria: string;
  rarity: BadgeRarity;
  sortOrder: number;
}

export interface UserBadgesTable {
  id: Generated<string>;
  userId: string;
  roomId: string;
  badgeCode: string;
  earnedAt: ColumnType<Date, Date | string | undefined, never>;
  notifiedAt: Timestamp | null;
  viewedAt: Timestamp | null;
}
