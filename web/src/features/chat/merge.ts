import type { TMessage, TRoomUnread } from '@coach/contract';

/** A message typed here that the server has not confirmed yet (docs/chat-and-ai-coach.md#messages). */
export interface PendingMessage {
  clientId: string;
  roomId: string;
  content: string;
  /** 'waiting': the server answered 503 (briefly unavailable); the store sends it again by itself. */
  status: 'sending' | 'failed' | 'waiting';
  createdAt: string;
}

/** A server message may carry back the clientId it was sent with (not every push does). */
type WithClientId = TMessage & { clientId?: string | null };

const bySeq = (a: TMessage, b: TMessage) => a.seq - b.seq || a.createdAt.localeCompare(b.createdAt);

/**
 * Adds messages to a room's list: deduped by id (a later copy replaces an earlier one, so
 * 'message:updated' and gap fills are idempotent), ordered by seq. Returns the same array when
 * nothing changed, so subscribers do not re-render.
 */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  if (incoming.length === 0) return current as TMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  let changed = false;
  for (const m of incoming) {
    const had = byId.get(m.id);
    if (had && had.updatedAt > m.updatedAt) continue;
    if (had && had.updatedAt === m.updatedAt && had.actionData?.status === m.actionData?.status && had.content === m.content) continue;
    byId.set(m.id, m);
    changed = true;
  }
  if (!changed) return current as TMessage[];
  return [...byId.values()].sort(bySeq);
}

/**
 * Drops the optimistic copies that the server's messages confirm: matched by clientId when the
 * server echoes it, else the oldest pending message of the same author with the same text.
 */
export function reconcilePending(pending: readonly PendingMessage[], incoming: readonly TMessage[], myId: string): PendingMessage[] {
  if (pending.length === 0 || incoming.length === 0) return pending as PendingMessage[];
  const left = pending.slice();
  for (const m of incoming as WithClientId[]) {
    if (m.userId !== myId) continue;
    let at = m.clientId ? left.findIndex((p) => p.clientId === m.clientId) : -1;
    if (at === -1) at = left.findIndex((p) => p.roomId === m.roomId && p.content.trim() === m.content.trim());
    if (at !== -1) left.splice(at, 1);
  }
  return left.length === pending.length ? (pending as PendingMessage[]) : left;
}

export const setPendingStatus = (pending: readonly PendingMessage[], clientId: string, status: PendingMessage['status']) =>
  pending.map((p) => (p.clientId === clientId ? { ...p, status } : p));

/** Who wrote a room's last message, as the coach's client list says it ("You:", "AI Coach:", the client's name). */
export type LastMessageFrom = NonNullable<TRoomUnread['lastMessageFrom']>;

/**
 * A room's unread state: the server's count and last message ('room:unread', the rooms list), and
 * the first unread message when the rooms list said which (a returning conversation opens there).
 */
export type UnreadEntry = TRoomUnread & { firstUnreadMessageId?: string | null };
export type UnreadMap = Record<string, UnreadEntry>;

/**
 * 'room:unread' (the server's count is the truth). While the count only grows the first unread
 * message stays the one already known; a read (a lower count) makes it unknown again.
 */
export function applyUnread(map: UnreadMap, event: TRoomUnread): UnreadMap {
  const had = map[event.roomId];
  const keepFirst = had?.firstUnreadMessageId && had.unreadCount > 0 && event.unreadCount >= had.unreadCount;
  const lastMessageFrom = event.lastMessageFrom !== undefined ? event.lastMessageFrom : (had?.lastMessageFrom ?? null);
  return {
    ...map,
    [event.roomId]: {
      ...event,
      lastMessageFrom,
      firstUnreadMessageId: keepFirst ? had.firstUnreadMessageId : event.unreadCount === 0 ? null : undefined,
    },
  };
}

/** Who wrote a message, for a room whose client is known (else null: the list says it later). */
export function senderOf(message: TMessage, clientId: string | undefined): LastMessageFrom | null {
  if (message.user.isAI) return 'ai';
  if (!clientId) return null;
  return message.userId === clientId ? 'client' : 'coach';
}

/** A new message moves the room's preview, time and author; the count itself comes from 'room:unread'. */
export function applyPreview(map: UnreadMap, message: TMessage, previewChars: number, from: LastMessageFrom | null = null): UnreadMap {
  const had = map[message.roomId];
  if (had?.lastMessageAt && had.lastMessageAt > message.createdAt) return map;
  return {
    ...map,
    [message.roomId]: {
      ...had,
      roomId: message.roomId,
      unreadCount: had?.unreadCount ?? 0,
      lastMessageAt: message.createdAt,
      lastMessagePreview: message.content.slice(0, previewChars),
      lastMessageFrom: from,
    },
  };
}

/** Reading a room (here or in another tab) clears its badge. */
export function applyRead(map: UnreadMap, roomId: string): UnreadMap {
  const had = map[roomId];
  if (!had || had.unreadCount === 0) return map;
  return { ...map, [roomId]: { ...had, unreadCount: 0, firstUnreadMessageId: null } };
}

export type ThinkingMap = Record<string, boolean>;

/** 'ai:thinking' on or off; an AI message in the room also switches it off. */
export function applyThinking(map: ThinkingMap, roomId: string, active: boolean): ThinkingMap {
  if (!!map[roomId] === active) return map;
  const next = { ...map };
  if (active) next[roomId] = true;
  else delete next[roomId];
  return next;
}

export const thinkingAfterMessage = (map: ThinkingMap, message: TMessage): ThinkingMap =>
  message.user.isAI ? applyThinking(map, message.roomId, false) : map;

export type TypingMap = Record<string, Record<string, string>>;

export function applyTyping(map: TypingMap, roomId: string, userId: string, firstName: string | null): TypingMap {
  const room = map[roomId] ?? {};
  if (firstName === null && !(userId in room)) return map;
  if (firstName !== null && room[userId] === firstName) return map;
  const nextRoom = { ...room };
  if (firstName === null) delete nextRoom[userId];
  else nextRoom[userId] = firstName;
  return { ...map, [roomId]: nextRoom };
}

/** 'Anna is typing...' for the people typing in a room. */
export function typingText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing...`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are typing...`;
}
