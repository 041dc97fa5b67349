import { badgeEndpoints as b, gamificationEndpoints as e, type TMarkBadgesBody } from '@coach/contract';
import { callData } from '../../lib/api.ts';

export const gamificationApi = {
  stats: (roomId: string) => callData(e.getGamificationStats, { query: { roomId } }),
  catalogue: () => callData(b.listBadges),
  userBadges: (userId: string, roomId: string) => callData(b.listUserBadges, { params: { userId }, query: { roomId } }),
  mark: (userBadgeIds: TMarkBadgesBody['userBadgeIds'], mark: TMarkBadgesBody['mark']) =>
    callData(b.markBadges, { body: { userBadgeIds, mark } }),
};
