import { setTitleUnread } from '../../components/usePageTitle.ts';
import type { UnreadMap } from './merge.ts';
import { useChat } from './store.ts';

const totalUnread = (unread: UnreadMap) => Object.values(unread).reduce((sum, room) => sum + room.unreadCount, 0);

/** Keeps the window title's unread count equal to the chat store's (every room of the user); returns the unsubscribe. */
export function followUnreadInTitle(): () => void {
  setTitleUnread(totalUnread(useChat.getState().unread));
  const stop = useChat.subscribe((s, prev) => {
    if (s.unread !== prev.unread) setTitleUnread(totalUnread(s.unread));
  });
  return () => {
    stop();
    setTitleUnread(0);
  };
}
