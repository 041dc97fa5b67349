import { create } from 'zustand';
import {
  AI_THINKING_TIMEOUT_MS,
  CHAT_INITIAL_LIMIT,
  CHAT_OLDER_PAGE,
  CHAT_PREVIEW_CHARS,
  type TMessage,
  type TRoom,
  type TRoomUnread,
} from '@coach/contract';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../auth/store.ts';
import { chatApi } from './api.ts';
import {
  applyPreview,
  applyRead,
  applyThinking,
  applyTyping,
  applyUnread,
  mergeMessages,
  reconcilePending,
  senderOf,
  setPendingStatus,
  thinkingAfterMessage,
  type PendingMessage,
  type ThinkingMap,
  type TypingMap,
  type UnreadMap,
} from './merge.ts';
import type { OpeningUnread } from './newMessages.ts';

/** How long a 'typing' push keeps the indicator up without a repeat. */
export const TYPING_SHOW_MS = 4000;

export interface RoomChat {
  messages: TMessage[];
  pending: PendingMessage[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  older: 'idle' | 'loading' | 'error';
}

const emptyRoom: RoomChat = { messages: [], pending: [], status: 'loading', hasMore: false, older: 'idle' };

interface ChatState {
  ownerId: string | null;
  rooms: Record<string, RoomChat>;
  unread: UnreadMap;
  thinking: ThinkingMap;
  typing: TypingMap;
  /** Rooms greeted by this tab (POST welcome is asked once). */
  welcomed: Record<string, true>;
  /** Each known room's client (from the rooms list): who wrote a message, for the row preview. */
  clients: Record<string, string>;
  /**
   * What a room's badge said when this tab cleared it without the server (a coach selecting the
   * client): the conversation opening next opens at that first unread. The server's next count replaces it.
   */
  cleared: Record<string, OpeningUnread>;

  load: (roomId: string) => Promise<void>;
  loadOlder: (roomId: string) => Promise<void>;
  /** Asks for what was missed while the socket was down (every loaded room). */
  gapFill: () => Promise<void>;
  receive: (messages: TMessage[]) => void;
  /** False when the message failed and waits for the user; a message the server will take shortly is kept and sent again. */
  send: (roomId: string, content: string) => Promise<boolean>;
  retry: (roomId: string, clientId: string) => Promise<boolean>;
  discard: (roomId: string, clientId: string) => void;
  markRead: (roomId: string, messageId: string) => Promise<void>;
  welcome: (roomId: string) => Promise<void>;
  seedRooms: (rooms: TRoom[]) => void;
  setUnread: (event: TRoomUnread) => void;
  readElsewhere: (roomId: string) => void;
  /** The unread messages a conversation opens at; null when this tab knows nothing about the room. */
  openingUnread: (roomId: string) => OpeningUnread | null;
  setThinking: (roomId: string, active: boolean) => void;
  setTyping: (roomId: string, userId: string, firstName: string) => void;
  reset: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
function restartTimer(key: string, ms: number, fn: () => void) {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => (timers.delete(key), fn()), ms),
  );
}
function stopTimer(key: string) {
  clearTimeout(timers.get(key));
  timers.delete(key);
}

/**
 * Rooms this tab marked read whose new count the server has not pushed yet: the 'room:read' echo
 * of our own mark must not clear a badge that a partial read leaves standing ('room:unread' follows it).
 */
const markedHere = new Set<string>();
const without = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in map)) return map;
  const next = { ...map };
  delete next[key];
  return next;
};

/** How long a message waits before it is sent again after a 503: the server's Retry-After, within bounds. */
export function resendDelayMs(err: ApiError): number {
  const seconds = err.body.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.min(seconds, 60) * 1000 : 5000;
}

const myId = () => useAuth.getState().user?.id ?? '';
const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Chat state for every room this tab has open, kept live by socket pushes (RealtimeProvider). */
export const useChat = create<ChatState>()((set, get) => {
  const patchRoom = (roomId: string, fn: (r: RoomChat) => Partial<RoomChat>) =>
    set((s) => {
      const room = s.rooms[roomId] ?? emptyRoom;
      return { rooms: { ...s.rooms, [roomId]: { ...room, ...fn(room) } } };
    });
  /** Signing in as someone else on this tab starts from nothing. */
  const own = () => {
    const id = myId();
    if (get().ownerId !== id) get().reset();
    if (get().ownerId !== id) set({ ownerId: id });
  };

  const postSend = async (roomId: string, clientId: string, content: string) => {
    try {
      get().receive([await chatApi.send(roomId, content, clientId)]);
      // The server copy may already have come by socket and reconciled the pending one.
      patchRoom(roomId, (r) => ({ pending: r.pending.filter((p) => p.clientId !== clientId) }));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) {
        // The server is up but briefly unable to store (its database is away): the message stays
        // and goes again by itself, with the same clientId, when the server says to try again.
        patchRoom(roomId, (r) => ({ pending: setPendingStatus(r.pending, clientId, 'waiting') }));
        restartTimer(`resend:${clientId}`, resendDelayMs(err), () => void get().retry(roomId, clientId));
        return true;
      }
      patchRoom(roomId, (r) => ({ pending: setPendingStatus(r.pending, clientId, 'failed') }));
      return false;
    }
  };

  return {
    ownerId: null,
    rooms: {},
    unread: {},
    thinking: {},
    typing: {},
    welcomed: {},
    clients: {},
    cleared: {},

    load: async (roomId) => {
      own();
      patchRoom(roomId, () => ({ status: 'loading' }));
      try {
        const { data, pagination } = await chatApi.page(roomId, CHAT_INITIAL_LIMIT);
        patchRoom(roomId, (r) => ({
          messages: mergeMessages(r.messages, data),
          status: 'ready',
          hasMore: pagination.hasMore,
        }));
      } catch {
        patchRoom(roomId, () => ({ status: 'error' }));
      }
    },

    loadOlder: async (roomId) => {
      const room = get().rooms[roomId];
      const oldest = room?.messages[0];
      if (!room || !oldest || room.older === 'loading') return;
      patchRoom(roomId, () => ({ older: 'loading' }));
      try {
        const data = await chatApi.before(roomId, oldest.id, CHAT_OLDER_PAGE);
        patchRoom(roomId, (r) => ({
          messages: mergeMessages(r.messages, data),
          older: 'idle',
          hasMore: data.length >= CHAT_OLDER_PAGE,
        }));
      } catch {
        patchRoom(roomId, () => ({ older: 'error' }));
      }
    },

    gapFill: async () => {
      own();
      await Promise.all(
        Object.entries(get().rooms).map(async ([roomId, room]) => {
          const newest = room.messages[room.messages.length - 1];
          if (room.status === 'loading') return;
          if (room.status === 'error' || !newest) return get().load(roomId);
          try {
            get().receive(await chatApi.since(roomId, newest.id));
          } catch {
            /* the next reconnect asks again */
          }
        }),
      );
    },

    receive: (messages) => {
      if (messages.length === 0) return;
      const me = myId();
      set((s) => {
        const rooms = { ...s.rooms };
        let { unread, thinking, typing } = s;
        for (const m of messages) {
          const room = rooms[m.roomId];
          if (room) {
            rooms[m.roomId] = {
              ...room,
              messages: mergeMessages(room.messages, [m]),
              pending: reconcilePending(room.pending, [m], me),
            };
          }
          unread = applyPreview(unread, m, CHAT_PREVIEW_CHARS, senderOf(m, s.clients[m.roomId]));
          thinking = thinkingAfterMessage(thinking, m);
          typing = applyTyping(typing, m.roomId, m.userId, null);
          if (m.user.isAI) stopTimer(`think:${m.roomId}`);
        }
        return { rooms, unread, thinking, typing };
      });
    },

    send: async (roomId, content) => {
      const text = content.trim();
      if (!text) return false;
      const clientId = newClientId();
      const pending: PendingMessage = { clientId, roomId, content: text, status: 'sending', createdAt: new Date().toISOString() };
      patchRoom(roomId, (r) => ({ pending: [...r.pending, pending] }));
      return postSend(roomId, clientId, text);
    },

    retry: async (roomId, clientId) => {
      const p = get().rooms[roomId]?.pending.find((x) => x.clientId === clientId);
      if (!p) return false;
      stopTimer(`resend:${clientId}`);
      patchRoom(roomId, (r) => ({ pending: setPendingStatus(r.pending, clientId, 'sending') }));
      // The same clientId: a send that reached the server before failing is stored once.
      return postSend(roomId, clientId, p.content);
    },

    discard: (roomId, clientId) => {
      stopTimer(`resend:${clientId}`);
      patchRoom(roomId, (r) => ({ pending: r.pending.filter((p) => p.clientId !== clientId) }));
    },

    markRead: async (roomId, messageId) => {
      // Read to the newest message: the badge goes now. Read part way: the server's count follows.
      const messages = get().rooms[roomId]?.messages ?? [];
      const toNewest = messages.length === 0 || messages[messages.length - 1]!.id === messageId;
      markedHere.add(roomId);
      set((s) => ({ unread: toNewest ? applyRead(s.unread, roomId) : s.unread, cleared: without(s.cleared, roomId) }));
      try {
        await chatApi.markRead(roomId, messageId);
      } catch (err) {
        // Marking read failures are only logged (docs/chat-and-ai-coach.md#reading-unread-counts-and-catch-up).
        console.warn('mark-read failed', err);
      }
    },

    welcome: async (roomId) => {
      if (get().welcomed[roomId]) return;
      set((s) => ({ welcomed: { ...s.welcomed, [roomId]: true } }));
      try {
        const message = await chatApi.welcome(roomId);
        if (message) get().receive([message]);
      } catch (err) {
        console.warn('welcome failed', err);
      }
    },

    seedRooms: (rooms) =>
      set((s) => {
        const unread = { ...s.unread };
        const clients = { ...s.clients };
        let { cleared } = s;
        for (const r of rooms) {
          clients[r.id] = r.client.id;
          if (r.unreadCount === undefined) continue;
          const live = unread[r.id];
          // What pushes already said about the same or a newer message wins over the list.
          if (live && (live.lastMessageAt ?? '') >= (r.lastMessageAt ?? '')) continue;
          unread[r.id] = {
            roomId: r.id,
            unreadCount: r.unreadCount,
            lastMessageAt: r.lastMessageAt ?? null,
            lastMessagePreview: r.lastMessagePreview ?? null,
            lastMessageFrom: r.lastMessageFrom ?? null,
            firstUnreadMessageId: r.firstUnreadMessageId ?? (r.unreadCount === 0 ? null : undefined),
          };
          cleared = without(cleared, r.id);
        }
        return { unread, clients, cleared };
      }),

    setUnread: (event) => {
      markedHere.delete(event.roomId);
      set((s) => ({ unread: applyUnread(s.unread, event), cleared: without(s.cleared, event.roomId) }));
    },
    readElsewhere: (roomId) => {
      if (markedHere.has(roomId)) return;
      set((s) => {
        const had = s.unread[roomId];
        if (!had || had.unreadCount === 0) return s;
        const snapshot = { count: had.unreadCount, firstUnreadMessageId: had.firstUnreadMessageId ?? null };
        return { unread: applyRead(s.unread, roomId), cleared: { ...s.cleared, [roomId]: snapshot } };
      });
    },
    openingUnread: (roomId) => {
      const { unread, cleared } = get();
      const live = unread[roomId];
      if (live && live.unreadCount > 0) return { count: live.unreadCount, firstUnreadMessageId: live.firstUnreadMessageId ?? null };
      return cleared[roomId] ?? (live ? { count: 0 } : null);
    },

    setThinking: (roomId, active) => {
      set((s) => ({ thinking: applyThinking(s.thinking, roomId, active) }));
      // The placeholder goes after AI_THINKING_TIMEOUT_MS even if no reply came.
      if (active) restartTimer(`think:${roomId}`, AI_THINKING_TIMEOUT_MS, () => get().setThinking(roomId, false));
      else stopTimer(`think:${roomId}`);
    },

    setTyping: (roomId, userId, firstName) => {
      if (userId === myId()) return;
      set((s) => ({ typing: applyTyping(s.typing, roomId, userId, firstName) }));
      restartTimer(`type:${roomId}:${userId}`, TYPING_SHOW_MS, () => set((s) => ({ typing: applyTyping(s.typing, roomId, userId, null) })));
    },

    reset: () => {
      for (const key of [...timers.keys()]) stopTimer(key);
      markedHere.clear();
      set({ ownerId: null, rooms: {}, unread: {}, thinking: {}, typing: {}, welcomed: {}, clients: {}, cleared: {} });
    },
  };
});
