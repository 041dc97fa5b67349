import { beforeEach, describe, expect, it } from 'vitest';
import type { TGoal } from '@coach/contract';
import { emptyGoalForm, toCreateBody, validateGoalForm } from './goalForm.ts';
import { stepTo } from './GoalDetailDialog.tsx';
import { upsertGoal, useGoals } from './store.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const goal = (id: string, over: Partial<TGoal> = {}): TGoal =>
  ({
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
    smartBreakdown: { overall: 50, grade: 'F', breakdown: {} as never, suggestions: [] },
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...over,
  }) as TGoal;

describe('goals store', () => {
  beforeEach(() => useGoals.getState().reset());

  it('inserts in creation order and replaces by id, keeping the newer copy', () => {
    let list = upsertGoal([], goal('b', { createdAt: '2026-11-22T11:00:00.000Z' }));
    list = upsertGoal(list, goal('a'));
    expect(list.map((g) => g.id)).toEqual(['a', 'b']);
    list = upsertGoal(list, goal('a', { progress: 50, updatedAt: '2026-11-22T12:00:00.000Z' }));
    // A late copy from before the change does not undo it.
    list = upsertGoal(list, goal('a', { progress: 25, updatedAt: '2026-11-22T11:30:00.000Z' }));
    expect(list.find((g) => g.id === 'a')!.progress).toBe(50);
    expect(list).toHaveLength(2);
  });

  it('applies the same push twice as once, and removes by id', () => {
    const { upsert, remove } = useGoals.getState();
    upsert(goal('a'));
    upsert(goal('a'));
    expect(useGoals.getState().byRoom[ROOM]).toHaveLength(1);
    remove(ROOM, 'a');
    expect(useGoals.getState().byRoom[ROOM]).toEqual([]);
  });
});

describe('the add-goal form', () => {
  it('requires a title', () => {
    expect(validateGoalForm({ ...emptyGoalForm(), title: '   ' })).toBe('Title is required');
    expect(validateGoalForm({ ...emptyGoalForm(), title: 'Walk daily' })).toBeNull();
  });

  it('sends medium priority by default and falls back to interval 1 outside 1-30', () => {
    const base = { ...emptyGoalForm(), title: ' Walk daily ' };
    expect(toCreateBody(base, ROOM)).toMatchObject({ title: 'Walk daily', priority: 'medium', isRecurring: false, dueDate: null });
    expect(toCreateBody(base, ROOM)).not.toHaveProperty('pattern');
    for (const [typed, sent] of [['45', 1], ['0', 1], ['abc', 1], ['7', 7], ['30', 30]] as const)
      expect(toCreateBody({ ...base, isRecurring: true, pattern: 'daily', interval: typed }, ROOM)).toMatchObject({ pattern: 'daily', interval: sent });
  });

  it('steps progress by 25 and 50, clamped, and Complete goes to 100', () => {
    expect(stepTo(0, 25)).toBe(25);
    expect(stepTo(60, 50)).toBe(100);
    expect(stepTo(10, 100)).toBe(100);
  });
});
