import { beforeEach, describe, expect, it } from 'vitest';
import { emptyGoalForm, toCreateBody, validateGoalForm } from './goalForm.ts';
import { stepTo, typedProgress } from './GoalProgress.tsx';
import { upsertGoal, useGoals } from './store.ts';
import { goal, json, ROOM } from './goal.fixture.ts';
import { serveHttp } from '../../test/http.ts';

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

describe('loading a room', () => {
  beforeEach(() => useGoals.getState().reset());

  it('keeps what was pushed while the list was on its way', async () => {
    let answer!: (r: Response) => void;
    serveHttp(() => new Promise<Response>((r) => (answer = r)));
    const loading = useGoals.getState().load(ROOM);
    expect(useGoals.getState().status[ROOM]).toBe('loading');
    // A push lands first: a newer copy of 'a' and a goal created after the list was read.
    useGoals.getState().upsert(goal('a', { progress: 75, updatedAt: '2026-11-22T12:00:00.000Z' }));
    useGoals.getState().upsert(goal('c', { createdAt: '2026-11-22T12:30:00.000Z' }));
    answer(
      json({
        data: [goal('a', { progress: 25 }), goal('b', { createdAt: '2026-11-22T11:00:00.000Z' })],
        pagination: { nextCursor: null, total: 2, limit: 50 },
      }),
    );
    await loading;
    expect(useGoals.getState().status[ROOM]).toBe('ready');
    expect(useGoals.getState().byRoom[ROOM]!.map((g) => [g.id, g.progress])).toEqual([
      ['a', 75],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('pages: Load more asks from the server\u2019s cursor and merges the page in creation order', async () => {
    const fetch = serveHttp(async (_path: string) => json({ data: [goal('a')], pagination: { nextCursor: 'c1', total: 3, limit: 1 } }));
    await useGoals.getState().load(ROOM);
    expect(useGoals.getState().nextCursor[ROOM]).toBe('c1');
    // A goal pushed meanwhile (the newest) does not move where the next page starts.
    useGoals.getState().upsert(goal('z', { createdAt: '2026-11-23T00:00:00.000Z' }));
    fetch.mockResolvedValueOnce(
      json({ data: [goal('b', { createdAt: '2026-11-22T11:00:00.000Z' })], pagination: { nextCursor: null, total: 3, limit: 1 } }),
    );
    await useGoals.getState().loadMore(ROOM);
    expect(fetch.mock.calls.at(-1)![0]).toContain('cursor=c1');
    expect(useGoals.getState().byRoom[ROOM]!.map((g) => g.id)).toEqual(['a', 'b', 'z']);
    expect(useGoals.getState().nextCursor[ROOM]).toBeNull();
    const calls = fetch.mock.calls.length;
    await useGoals.getState().loadMore(ROOM);
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('marks the room failed when the list cannot be read', async () => {
    serveHttp(async () => json({ error: 'Room not found' }, 404));
    await useGoals.getState().load(ROOM);
    expect(useGoals.getState().status[ROOM]).toBe('error');
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
    for (const [typed, sent] of [
      ['45', 1],
      ['0', 1],
      ['abc', 1],
      ['7', 7],
      ['30', 30],
    ] as const)
      expect(toCreateBody({ ...base, isRecurring: true, pattern: 'daily', interval: typed }, ROOM)).toMatchObject({
        pattern: 'daily',
        interval: sent,
      });
  });

  it('steps progress by 25 and 50, clamped, and Complete goes to 100', () => {
    expect(stepTo(0, 25)).toBe(25);
    expect(stepTo(60, 50)).toBe(100);
    expect(stepTo(10, 100)).toBe(100);
  });

  it('takes a typed progress only within 0-100', () => {
    expect(typedProgress('40')).toBe(40);
    expect(typedProgress('0')).toBe(0);
    expect(typedProgress('100')).toBe(100);
    expect(typedProgress('33.6')).toBe(34);
    for (const bad of ['', ' ', '-1', '101', '150', 'abc']) expect(typedProgress(bad)).toBeNull();
  });
});
