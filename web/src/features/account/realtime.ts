import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { useAuth } from '../auth/store.ts';
import { accountKeys } from './api.ts';
import { patchAvatarInRooms } from '../rooms/cache.ts';

/**
 * The user's account in their other tabs: a new photo shows at once in the navigation and the
 * account header ('avatar:changed'; sent for the people they share a room with too, whose photo
 * then changes in the chat, the client list and the room card), and a saved
 * section is read again ('profile:changed').
 */
export function useAccountRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent('avatar:changed', ({ userId, avatarUrl }) => {
    const { user, setUser } = useAuth.getState();
    if (user?.id === userId && user.avatarUrl !== avatarUrl) setUser({ ...user, avatarUrl });
    // The people this user shares a room with: their chat, client list and room card.
    patchAvatarInRooms(userId, avatarUrl, queryClient);
  });
  useSocketEvent('profile:changed', ({ sections }) => {
    if (sections.some((s) => s !== 'preferences')) void queryClient.invalidateQueries({ queryKey: accountKeys.extended() });
    if (sections.includes('preferences')) void queryClient.invalidateQueries({ queryKey: accountKeys.preferences() });
  });
}
