import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { TGamificationStats, TUser, TUserBadge } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { FakeSocket, onSocket } from '../../test/socket.ts';
import { useAuth } from '../auth/store.ts';
import { useGamificationRealtime } from '../gamification/realtime.ts';
import { useProgress } from '../gamification/store.ts';
import { useGoalsRealtime } from './realtime.ts';
import { useGoals } from './store.ts';
import { CLIENT, COACH, firstGoalBadge, goal, json, ROOM } from './goal.fixture.ts';

/** The goals and gamification pushes, heard on a fake socket by a tab signed in as `viewer`. */
function listening(viewer: TUser) {
  useAuth.setState({ user: viewer });
  const socket = new FakeSocket();
  renderHook(
    () => {
      useGoalsRealtime();
      useGamificationRealtime();
    },
    { wrapper: onSocket(socket) },
  );
  return { push: socket.push.bind(socket) };
}

const user = (id: string, primaryRoleId: number) => ({ id, primaryRoleId }) as TUser;
const stats = (dayStreak: number): TGamificationStats => ({ dayStreak, goalsCompleted: 0, weeklyMomentum: 10, badgeCount: 0 });
const userBadge = (id: string, userId = CLIENT): TUserBadge => ({
  id,
  userId,
  roomId: ROOM,
  earnedAt: '2026-11-22T10:00:00.000Z',
  notifiedAt: null,
  viewedAt: null,
  badge: firstGoalBadge,
});

beforeEach(() => {
  useGoals.getState().reset();
  useProgress.getState().reset();
});
afterEach(() => {
  useAuth.setState({ user: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('goal pushes', () => {
  it('goal:changed upserts by id (twice is once), goal:deleted removes', () => {
    const { push } = listening(user(CLIENT, 1));
    push('goal:changed', { goal: goal('a') });
    push('goal:changed', { goal: goal('b', { createdAt: '2026-11-22T11:00:00.000Z' }) });
    push('goal:changed', { goal: goal('a', { progress: 50, updatedAt: '2026-11-22T12:00:00.000Z' }) });
    push('goal:changed', { goal: goal('a', { progress: 50, updatedAt: '2026-11-22T12:00:00.000Z' }) });
    expect(useGoals.getState().byRoom[ROOM]!.map((g) => [g.id, g.progress])).toEqual([
      ['a', 50],
      ['b', 0],
    ]);
    push('goal:deleted', { roomId: ROOM, goalId: 'a' });
    expect(useGoals.getState().byRoom[ROOM]!.map((g) => g.id)).toEqual(['b']);
  });

  it('a completed cycle shows one toast, however often the same change arrives', () => {
    const toast = vi.spyOn(toaster, 'create');
    const { push } = listening(user(COACH, 2));
    const change = {
      goal: goal('r', {
        isRecurring: true,
        title: 'Stretch',
        currentStreak: 2,
        totalCompletions: 3,
        updatedAt: '2026-11-22T13:00:00.000Z',
      }),
      cycleCompleted: true,
    };
    push('goal:changed', change);
    push('goal:changed', change);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: 'Cycle complete!' });
    expect(String(toast.mock.calls[0]![0].description)).toContain('reset to 0%');
  });
});

describe('stats and badge pushes', () => {
  it("stats:updated shows the room client's figures and ignores another member's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path.startsWith('/api/gamification')
          ? json({ data: stats(1) })
          : json({ data: [], pagination: { nextCursor: null, total: 0, limit: 50 } }),
      ),
    );
    await useProgress.getState().load(ROOM, CLIENT);
    const { push } = listening(user(COACH, 2));
    push('stats:updated', { roomId: ROOM, userId: CLIENT, stats: stats(4) });
    expect(useProgress.getState().stats[ROOM]!.dayStreak).toBe(4);
    push('stats:updated', { roomId: ROOM, userId: COACH, stats: stats(9) });
    push('stats:updated', { roomId: ROOM, userId: '44444444-4444-4444-8444-444444444444', stats: stats(7) });
    expect(useProgress.getState().stats[ROOM]!.dayStreak).toBe(4);
  });

  it("badge:awarded joins the room's collection for everyone and is announced to its owner only", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => json({ data: { updated: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const toast = vi.spyOn(toaster, 'create');

    const coach = listening(user(COACH, 2));
    coach.push('badge:awarded', { userBadge: userBadge('55555555-5555-4555-8555-555555555551') });
    await vi.advanceTimersByTimeAsync(2000);
    expect(useProgress.getState().badges[ROOM]).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    const client = listening(user(CLIENT, 1));
    const mine = userBadge('55555555-5555-4555-8555-555555555552');
    client.push('badge:awarded', { userBadge: mine });
    client.push('badge:awarded', { userBadge: mine });
    await vi.advanceTimersByTimeAsync(2000);
    expect(useProgress.getState().badges[ROOM]).toHaveLength(2);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]![0]).toMatchObject({ title: 'Badge earned: Goal Setter', duration: 5000 });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, JSON.parse(String(init.body))]).toEqual(['/api/badges/user/mark', { userBadgeIds: [mine.id], mark: 'notified' }]);
  });
});
