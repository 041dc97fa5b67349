import { create } from 'zustand';
import type { TBadge, TGamificationStats, TUserBadge } from '@coach/contract';
import { gamificationApi } from './api.ts';

type Status = 'loading' | 'ready' | 'error';

interface ProgressState {
  /** Stats of each room's client, by room. */
  stats: Record<string, TGamificationStats>;
  status: Record<string, Status>;
  /** The earned badges of a room's client, by room, oldest first. */
  badges: Record<string, TUserBadge[]>;
  catalogue: TBadge[] | null;
  /** Whose record each loaded room shows, so a reconnect can read them again. */
  clients: Record<string, string>;
  load: (roomId: string, clientId: string) => Promise<void>;
  loadCatalogue: () => Promise<void>;
  /** A 'stats:updated' push: applied when it is about the room's client. */
  setStats: (roomId: string, userId: string, stats: TGamificationStats) => void;
  addBadge: (badge: TUserBadge) => void;
  reload: () => void;
  reset: () => void;
}

export const useProgress = create<ProgressState>((set, get) => ({
  stats: {},
  status: {},
  badges: {},
  catalogue: null,
  clients: {},
  load: async (roomId, clientId) => {
    set((s) => ({
      clients: { ...s.clients, [roomId]: clientId },
      status: { ...s.status, [roomId]: s.stats[roomId] ? 'ready' : 'loading' },
    }));
    const before = get().stats[roomId];
    try {
      const [stats, badges] = await Promise.all([gamificationApi.stats(roomId), gamificationApi.userBadges(clientId, roomId)]);
      const pushed = get().badges[roomId] ?? [];
      set((s) => ({
        // Figures pushed while the read was on its way are newer than the read's.
        stats: { ...s.stats, [roomId]: s.stats[roomId] !== before ? s.stats[roomId]! : stats },
        badges: { ...s.badges, [roomId]: [...badges, ...pushed.filter((p) => !badges.some((b) => b.id === p.id))] },
        status: { ...s.status, [roomId]: 'ready' },
      }));
    } catch {
      set((s) => ({ status: { ...s.status, [roomId]: 'error' } }));
    }
  },
  loadCatalogue: async () => {
    if (get().catalogue) return;
    try {
      const catalogue = await gamificationApi.catalogue();
      set({ catalogue });
    } catch {
      // The collection dialog shows the earned badges alone.
    }
  },
  setStats: (roomId, userId, stats) =>
    set((s) => {
      const client = s.clients[roomId];
      if (client && client !== userId) return s;
      return { stats: { ...s.stats, [roomId]: stats }, status: { ...s.status, [roomId]: 'ready' } };
    }),
  addBadge: (badge) =>
    set((s) => {
      const list = s.badges[badge.roomId] ?? [];
      if (list.some((b) => b.id === badge.id)) return s;
      return { badges: { ...s.badges, [badge.roomId]: [...list, badge] } };
    }),
  reload: () => {
    for (const [roomId, clientId] of Object.entries(get().clients)) void get().load(roomId, clientId);
  },
  reset: () => set({ stats: {}, status: {}, badges: {}, catalogue: null, clients: {} }),
}));
