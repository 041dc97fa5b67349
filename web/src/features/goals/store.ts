import { create } from 'zustand';
import type { TGoal } from '@coach/contract';
import { goalsApi } from './api.ts';

type Status = 'loading' | 'ready' | 'error';

interface GoalsState {
  byRoom: Record<string, TGoal[]>;
  status: Record<string, Status>;
  /** Where a room's next page starts; null once all its goals are loaded. */
  nextCursor: Record<string, string | null>;
  loadingMore: Record<string, boolean>;
  /** Reads the first page of a room's goals; pushes keep them current afterwards. */
  load: (roomId: string) => Promise<void>;
  /** The room's next page, merged in creation order. */
  loadMore: (roomId: string) => Promise<void>;
  /** A created or changed goal (from a response or a push): inserted or replaced by id, oldest first. */
  upsert: (goal: TGoal) => void;
  remove: (roomId: string, goalId: string) => void;
  /** After a reconnect: every loaded room reads its goals again (pushes sent meanwhile were lost). */
  reload: () => void;
  reset: () => void;
}

/** Keeps the newer of two copies of a goal: pushes and responses can arrive in either order. */
const newer = (a: TGoal, b: TGoal) => (Date.parse(b.updatedAt) >= Date.parse(a.updatedAt) ? b : a);

export function upsertGoal(list: TGoal[], goal: TGoal): TGoal[] {
  const i = list.findIndex((g) => g.id === goal.id);
  if (i === -1) return [...list, goal].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const next = [...list];
  next[i] = newer(list[i]!, goal);
  return next;
}

export const useGoals = create<GoalsState>((set, get) => ({
  byRoom: {},
  status: {},
  nextCursor: {},
  loadingMore: {},
  load: async (roomId) => {
    set((s) => ({ status: { ...s.status, [roomId]: s.byRoom[roomId] ? 'ready' : 'loading' } }));
    try {
      const { data: goals, pagination } = await goalsApi.list({ roomId });
      // Pushes that landed while the list was on its way win over the older copies in it.
      const pushed = get().byRoom[roomId] ?? [];
      const merged = pushed.reduce(upsertGoal, goals);
      set((s) => ({
        byRoom: { ...s.byRoom, [roomId]: merged },
        status: { ...s.status, [roomId]: 'ready' },
        nextCursor: { ...s.nextCursor, [roomId]: pagination.nextCursor },
      }));
    } catch {
      set((s) => ({ status: { ...s.status, [roomId]: 'error' } }));
    }
  },
  loadMore: async (roomId) => {
    const cursor = get().nextCursor[roomId];
    if (!cursor || get().loadingMore[roomId]) return;
    set((s) => ({ loadingMore: { ...s.loadingMore, [roomId]: true } }));
    try {
      const { data: goals, pagination } = await goalsApi.list({ roomId, cursor });
      set((s) => ({
        // The cursor is the server's, not the last goal held: a goal pushed meanwhile leaves no gap.
        byRoom: { ...s.byRoom, [roomId]: goals.reduce(upsertGoal, s.byRoom[roomId] ?? []) },
        nextCursor: { ...s.nextCursor, [roomId]: pagination.nextCursor },
      }));
    } catch {
      set((s) => ({ status: { ...s.status, [roomId]: 'error' } }));
    } finally {
      set((s) => ({ loadingMore: { ...s.loadingMore, [roomId]: false } }));
    }
  },
  upsert: (goal) => set((s) => ({ byRoom: { ...s.byRoom, [goal.roomId]: upsertGoal(s.byRoom[goal.roomId] ?? [], goal) } })),
  remove: (roomId, goalId) => set((s) => ({ byRoom: { ...s.byRoom, [roomId]: (s.byRoom[roomId] ?? []).filter((g) => g.id !== goalId) } })),
  reload: () => {
    for (const roomId of Object.keys(get().status)) void get().load(roomId);
  },
  reset: () => set({ byRoom: {}, status: {}, nextCursor: {}, loadingMore: {} }),
}));
