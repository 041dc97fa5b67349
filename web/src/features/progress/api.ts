import type { TBadge, TGamificationStats, TUserBadge } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const progressApi = {
  stats: (roomId: string) => api<TGamificationStats>('GET', `/api/gamification/stats?roomId=${encodeURIComponent(roomId)}`),
  catalogue: () => api<TBadge[]>('GET', '/api/badges'),
  userBadges: (userId: string, roomId: string) =>
    api<TUserBadge[]>('GET', `/api/badges/user/${encodeURIComponent(userId)}?roomId=${encodeURIComponent(roomId)}`),
  mark: (userBadgeIds: string[], mark: 'notified' | 'viewed') => api<{ updated: number }>('PUT', '/api/badges/user/mark', { userBadgeIds, mark }),
};
