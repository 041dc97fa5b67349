import { describe, expect, it } from 'vitest';
import type { TMessage } from '@coach/contract';
import {
  applyPreview,
  applyRead,
  applyThinking,
  applyTyping,
  applyUnread,
  mergeMessages,
  reconcilePending,
  senderOf,
  thinkingAfterMessage,
  typingText,
  type PendingMessage,
} from './merge.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const AI = '00000000-0000-4000-8000-000000000003';
const ROOM = '00000000-0000-4000-8000-0000000000aa';

function msg(id: string, seq: number, over: Partial<TMessage> = {}): TMessage {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString();
  return {
    id,
    roomId: ROOM,
    userId: ME,
    user: { id: ME, firstName: 'Ann', lastName: 'Lee', isAI: false },
    content: `m${seq}`,
    messageType: 'text',
    messageStatus: 'sent',
    seq,
    createdAt: at,
    updatedAt: at,
    actionData: null,
    ...over,
  };
}
const aiMsg = (id: string, seq: number) => msg(id, seq, { userId: AI, user: { id: AI, firstName: 'AI', lastName: 'Coach', isAI: true } });

describe('mergeMessages', () => {
  it('keeps messages sorted by seq whatever order they arrive in', () => {
    const out = mergeMessages([msg('b', 5)], [msg('c', 9), msg('a', 2)]);
    expect(out.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('dedupes by id (a gap fill repeating pushes adds nothing)', () => {
    const current = [msg('a', 1), msg('b', 2)];
    const out = mergeMessages(current, [msg('b', 2), msg('a', 1)]);
    expect(out).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('replaces a message with a newer copy (message:updated) and ignores an older one', () => {
    const pending = msg('a', 1, { messageType: 'action', actionData: { type: 'goal_suggestion', status: 'pending' } });
    const approved = {
      ...pending,
      updatedAt: '2026-01-02T00:00:00.000Z',
      actionData: { type: 'goal_suggestion' as const, status: 'approved' as const },
    };
    const once = mergeMessages([pending], [approved]);
    expect(once[0]!.actionData?.status).toBe('approved');
    expect(mergeMessages(once, [pending])).toBe(once);
  });
});

describe('reconcilePending', () => {
  const pending: PendingMessage[] = [
    { clientId: 'c1', roomId: ROOM, content: 'hello', status: 'sending', createdAt: '' },
    { clientId: 'c2', roomId: ROOM, content: 'hello', status: 'failed', createdAt: '' },
  ];

  it('drops the optimistic copy the server message confirms (by clientId when echoed)', () => {
    const out = reconcilePending(pending, [{ ...msg('x', 1, { content: 'hello' }), clientId: 'c2' } as TMessage], ME);
    expect(out.map((p) => p.clientId)).toEqual(['c1']);
  });

  it('falls back to the oldest pending message with the same text', () => {
    const out = reconcilePending(pending, [msg('x', 1, { content: ' hello ' })], ME);
    expect(out.map((p) => p.clientId)).toEqual(['c2']);
  });

  it("leaves pending messages alone for other people's messages", () => {
    expect(reconcilePending(pending, [aiMsg('x', 1)], ME)).toBe(pending);
    expect(reconcilePending(pending, [msg('y', 2, { content: 'other' })], ME)).toBe(pending);
  });
});

describe('unread', () => {
  const ev = { roomId: ROOM, unreadCount: 3, lastMessageAt: '2026-01-01T00:00:05.000Z', lastMessagePreview: 'hey' };

  it('takes the count from room:unread and clears it on read', () => {
    const map = applyUnread({}, ev);
    expect(map[ROOM]!.unreadCount).toBe(3);
    expect(applyRead(map, ROOM)[ROOM]!.unreadCount).toBe(0);
    const zero = applyRead(map, ROOM);
    expect(applyRead(zero, ROOM)).toBe(zero);
  });

  it('moves the preview on a newer message (first 50 characters), not on an older one', () => {
    const map = applyUnread({}, ev);
    const long = msg('n', 9, { content: 'x'.repeat(80) });
    const next = applyPreview(map, long, 50);
    expect(next[ROOM]!.lastMessagePreview).toHaveLength(50);
    expect(next[ROOM]!.unreadCount).toBe(3);
    expect(applyPreview(map, msg('o', 1), 50)).toBe(map);
  });

  it('says who wrote the last message: the client, the coach or the AI', () => {
    const CLIENT = '00000000-0000-4000-8000-0000000000c2';
    const fromClient = msg('c', 9, { userId: CLIENT, user: { id: CLIENT, firstName: 'Cy', lastName: 'Doe', isAI: false } });
    expect(senderOf(fromClient, CLIENT)).toBe('client');
    expect(senderOf(msg('m', 9), CLIENT)).toBe('coach');
    expect(senderOf(aiMsg('a', 9), CLIENT)).toBe('ai');
    expect(senderOf(aiMsg('a', 9), undefined)).toBe('ai');
    // A room whose client this tab does not know yet: the list says it later.
    expect(senderOf(msg('m', 9), undefined)).toBeNull();

    const map = applyUnread({}, { ...ev, lastMessageFrom: 'client' });
    expect(map[ROOM]!.lastMessageFrom).toBe('client');
    expect(applyPreview(map, msg('n', 9), 50, 'coach')[ROOM]!.lastMessageFrom).toBe('coach');
    // A push from an older server without the field keeps what was known.
    expect(applyUnread(map, ev)[ROOM]!.lastMessageFrom).toBe('client');
  });

  it('keeps the first unread message while the count only grows; a read forgets it', () => {
    const map: ReturnType<typeof applyUnread> = { [ROOM]: { ...ev, firstUnreadMessageId: 'first' } };
    expect(applyUnread(map, { ...ev, unreadCount: 4 })[ROOM]!.firstUnreadMessageId).toBe('first');
    // Read part way: the first unread is another message now, unknown here.
    expect(applyUnread(map, { ...ev, unreadCount: 1 })[ROOM]!.firstUnreadMessageId).toBeUndefined();
    expect(applyUnread(map, { ...ev, unreadCount: 0 })[ROOM]!.firstUnreadMessageId).toBeNull();
    expect(applyRead(map, ROOM)[ROOM]!.firstUnreadMessageId).toBeNull();
    // A new message's preview keeps it.
    expect(applyPreview(map, msg('n', 9), 50)[ROOM]!.firstUnreadMessageId).toBe('first');
  });
});

describe('thinking and typing', () => {
  it('turns thinking on and off, and off when an AI message arrives', () => {
    const on = applyThinking({}, ROOM, true);
    expect(on[ROOM]).toBe(true);
    expect(applyThinking(on, ROOM, true)).toBe(on);
    expect(thinkingAfterMessage(on, msg('h', 1))).toBe(on);
    expect(thinkingAfterMessage(on, aiMsg('a', 2))[ROOM]).toBeUndefined();
  });

  it('tracks who is typing and words it', () => {
    let map = applyTyping({}, ROOM, 'u1', 'Ann');
    map = applyTyping(map, ROOM, 'u2', 'Bo');
    expect(typingText(Object.values(map[ROOM]!))).toBe('Ann and Bo are typing...');
    map = applyTyping(map, ROOM, 'u2', null);
    expect(typingText(Object.values(map[ROOM]!))).toBe('Ann is typing...');
    expect(typingText([])).toBeNull();
  });
});
