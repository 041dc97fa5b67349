import { Badge, VisuallyHidden } from '@chakra-ui/react';
import type { UnreadMap } from '../chat/merge.ts';
import { useChat } from '../chat/store.ts';

/** Every unread message of the user's rooms, as the chat store keeps them live ('room:unread'). */
export const sumUnread = (unread: UnreadMap) => Object.values(unread).reduce((sum, room) => sum + room.unreadCount, 0);

export function useUnreadTotal(): number {
  return useChat((s) => sumUnread(s.unread));
}

export const unreadLabel = (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`;

/** The count on a tab or a card, read out as "3 unread messages"; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" rounded="full" minW="5" justifyContent="center" data-testid="unread-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{unreadLabel(count)}</VisuallyHidden>
    </Badge>
  );
}
