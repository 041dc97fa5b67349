import type { TBadgeList, TGamificationStats, TMarkBadgesBody, TMarkBadgesResponse, TUserBadgeList } from '@coach/contract';
import { api } from '../../lib/api.ts';

export const gamificationApi = {
  stats: (roomId: string) => api<TGamificationStats>('GET', `/api/gamification/stats?roomId=${encodeURIComponent(roomId)}`),
  catalogue: () => api<TBadgeList>('GET', '/api/badges'),
  userBadges: (userId: string, roomId: string) =>
    api<TUserBadgeList>('GET', `/api/badges/user/${encodeURIComponent(userId)}?roomId=${encodeURIComponent(roomId)}`),
  mark: (userBadgeIds: TMarkBadgesBody['userBadgeIds'], mark: TMarkBadgesBody['mark']) =>
    api<TMarkBadgesResponse>('PUT', '/api/badges/user/mark', { userBadgeIds, mark }),
};
