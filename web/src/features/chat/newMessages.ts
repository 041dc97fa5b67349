import type { TMessage } from '@coach/contract';

/**
 * What an open conversation knows about the reader: where the 'New messages' line sits and the
 * newest message they have had in view. Messages after `seenSeq` are unseen; read marks follow it,
 * so a message that arrives while the reader is scrolled up stays unread until they reach it.
 */
export interface NewMessagesState {
  /** The message the 'New messages' line sits above, or null for none. */
  dividerId: string | null;
  /** The seq of the newest message the reader has had in view. */
  seenSeq: number;
}

/** The room's unread count as the conversation opens, and the first unread message when the rooms list named it. */
export interface OpeningUnread {
  count: number;
  firstUnreadMessageId?: string | null;
}

export const NEW_MESSAGES_TEXT = 'New messages';
export const newMessagesCount = (n: number) => `${n} new ${n === 1 ? 'message' : 'messages'}`;
export const jumpLabel = (n: number) => `Jump to ${newMessagesCount(n)}`;

const byOthers = (m: TMessage, viewerId: string) => m.userId !== viewerId;
const newestSeq = (messages: readonly TMessage[]) => messages[messages.length - 1]?.seq ?? 0;

/**
 * The first message the viewer has not read: the one the rooms list named when it is loaded, else
 * counted back from the newest (the server counts the others' messages after the read mark). When
 * more are unread than are loaded, the oldest loaded message from the others.
 */
export function firstUnreadId(messages: readonly TMessage[], viewerId: string, unread: OpeningUnread): string | null {
  if (unread.count <= 0) return null;
  const named = unread.firstUnreadMessageId;
  if (named && messages.some((m) => m.id === named)) return named;
  let left = unread.count;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (byOthers(m, viewerId) && --left === 0) return m.id;
  }
  return messages.find((m) => byOthers(m, viewerId))?.id ?? null;
}

/** A conversation opening: at its first unread message (the line above it, nothing after it seen), else at the bottom. */
export function opened(messages: readonly TMessage[], viewerId: string, unread: OpeningUnread): NewMessagesState {
  const id = firstUnreadId(messages, viewerId, unread);
  const first = id ? messages.find((m) => m.id === id) : undefined;
  return first ? { dividerId: first.id, seenSeq: first.seq - 1 } : { dividerId: null, seenSeq: newestSeq(messages) };
}

/**
 * Messages came in below `prevNewestSeq`. At the bottom the reader sees them. Scrolled up, the line
 * goes above the first of them from someone else, unless older unseen messages already have one.
 */
export function arrived(
  state: NewMessagesState,
  messages: readonly TMessage[],
  viewerId: string,
  prevNewestSeq: number,
  atBottom: boolean,
): NewMessagesState {
  if (atBottom) return seenUpTo(state, newestSeq(messages));
  const unseenBefore = messages.some((m) => byOthers(m, viewerId) && m.seq > state.seenSeq && m.seq <= prevNewestSeq);
  if (unseenBefore && state.dividerId) return state;
  const first = messages.find((m) => m.seq > prevNewestSeq && byOthers(m, viewerId));
  return first ? { ...state, dividerId: first.id } : state;
}

/** The reader has had messages up to `seq` in view (never goes back). */
export const seenUpTo = (state: NewMessagesState, seq: number): NewMessagesState =>
  seq > state.seenSeq ? { ...state, seenSeq: seq } : state;

/** The jump button (or sending a message): at the bottom, everything seen, no line. */
export const jumped = (messages: readonly TMessage[]): NewMessagesState => ({ dividerId: null, seenSeq: newestSeq(messages) });

/** Messages from others the reader has not had in view: the jump button's count. */
export const unseenCount = (state: NewMessagesState, messages: readonly TMessage[], viewerId: string) =>
  messages.reduce((n, m) => (m.seq > state.seenSeq && byOthers(m, viewerId) ? n + 1 : n), 0);

/** The newest message the reader has seen: what the room is marked read up to. */
export function lastSeen(state: NewMessagesState, messages: readonly TMessage[]): TMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.seq <= state.seenSeq) return messages[i];
  return undefined;
}

/** How much of a message must show for it to count as seen: its sender line and first line of text. */
export const SEEN_PX = 24;

/**
 * The last of `count` messages (laid out top to bottom, `topAt(i)` their top edges) whose first
 * SEEN_PX show above `viewBottom`; -1 when none does. A binary search: long rooms stay cheap to scroll.
 */
export function lastInView(count: number, topAt: (i: number) => number, viewBottom: number): number {
  let lo = 0;
  let hi = count - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (topAt(mid) + SEEN_PX <= viewBottom) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
