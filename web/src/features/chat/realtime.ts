import { useCatchUp } from '../../lib/realtime/useCatchUp.ts';
import { useSocketEvent } from '../../lib/realtime/useSocketEvent.ts';
import { useChat } from './store.ts';

const chat = () => useChat.getState();

/** Chat pushes go to the chat store; on every (re)connect each loaded room asks for what it missed. */
export function useChatRealtime() {
  useSocketEvent('message:new', ({ message }) => chat().receive([message]));
  useSocketEvent('message:updated', ({ message }) => chat().receive([message]));
  useSocketEvent('ai:thinking', ({ roomId, active }) => chat().setThinking(roomId, active));
  useSocketEvent('room:unread', (event) => chat().setUnread(event));
  useSocketEvent('room:read', ({ roomId }) => chat().readElsewhere(roomId));
  useSocketEvent('typing', ({ roomId, userId, firstName }) => chat().setTyping(roomId, userId, firstName));
  useCatchUp(() => void chat().gapFill(), { firstConnect: true });
}
