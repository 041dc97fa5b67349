import { describe, expect, it } from 'vitest';
import type { TMessage } from '@coach/contract';
import {
  arrived,
  firstUnreadId,
  jumped,
  jumpLabel,
  lastInView,
  lastSeen,
  opened,
  SEEN_PX,
  seenUpTo,
  unseenCount,
  type NewMessagesState,
} from './newMessages.ts';

const COACH = '00000000-0000-4000-8000-0000000000c1';
const CLIENT = '00000000-0000-4000-8000-0000000000c2';
const AI = '00000000-0000-4000-8000-0000000000c3';

/** Messages m1..mN with seq 10, 20, ...; `who` picks each author. */
function thread(who: string[]): TMessage[] {
  return who.map((userId, i) => ({
    id: `m${i + 1}`,
    roomId: 'room',
    userId,
    user: { id: userId, firstName: 'X', lastName: 'Y', isAI: userId === AI },
    content: `message ${i + 1}`,
    messageType: 'text',
    messageStatus: 'sent',
    seq: (i + 1) * 10,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    actionData: null,
  }));
}

describe('opening a conversation at its first unread message', () => {
  const messages = thread([CLIENT, COACH, CLIENT, AI, COACH, CLIENT, CLIENT]);

  it('counts back over the others’ messages only (the server counts those)', () => {
    expect(firstUnreadId(messages, COACH, { count: 1 })).toBe('m7');
    expect(firstUnreadId(messages, COACH, { count: 2 })).toBe('m6');
    // m5 is the coach's own: the third unread is the AI's m4.
    expect(firstUnreadId(messages, COACH, { count: 3 })).toBe('m4');
    expect(firstUnreadId(messages, COACH, { count: 0 })).toBeNull();
  });

  it('takes the message the rooms list named when it is loaded, else counts', () => {
    expect(firstUnreadId(messages, COACH, { count: 2, firstUnreadMessageId: 'm3' })).toBe('m3');
    expect(firstUnreadId(messages, COACH, { count: 2, firstUnreadMessageId: 'older-than-the-page' })).toBe('m6');
  });

  it('puts the line at the oldest loaded message from the others when more are unread than loaded', () => {
    expect(firstUnreadId(messages, COACH, { count: 40 })).toBe('m1');
    expect(firstUnreadId(thread([COACH, CLIENT]), COACH, { count: 40 })).toBe('m2');
  });

  it('opens with the line above the first unread and nothing after it seen', () => {
    const state = opened(messages, COACH, { count: 2 });
    expect(state.dividerId).toBe('m6');
    expect(lastSeen(state, messages)?.id).toBe('m5');
    expect(unseenCount(state, messages, COACH)).toBe(2);
  });

  it('opens at the bottom with no line when all is read', () => {
    const state = opened(messages, COACH, { count: 0 });
    expect(state).toEqual({ dividerId: null, seenSeq: 70 });
    expect(unseenCount(state, messages, COACH)).toBe(0);
  });

  it('works for the client’s own room the same way', () => {
    const state = opened(messages, CLIENT, { count: 2 });
    // The client's unread are the coach's m5 and the AI's m4 (their own m6 and m7 are not).
    expect(state.dividerId).toBe('m4');
    expect(unseenCount(state, messages, CLIENT)).toBe(2);
  });
});

describe('messages arriving in an open conversation', () => {
  const atBottom: NewMessagesState = { dividerId: null, seenSeq: 30 };

  it('at the bottom: no line, everything seen', () => {
    const after = thread([CLIENT, COACH, CLIENT, CLIENT, AI]);
    const state = arrived(atBottom, after, COACH, 30, true);
    expect(state).toEqual({ dividerId: null, seenSeq: 50 });
    expect(unseenCount(state, after, COACH)).toBe(0);
  });

  it('scrolled up: the line goes above the first new message and the button counts them', () => {
    const after = thread([CLIENT, COACH, CLIENT, CLIENT, AI]);
    const state = arrived(atBottom, after, COACH, 30, false);
    expect(state.dividerId).toBe('m4');
    expect(unseenCount(state, after, COACH)).toBe(2);
    expect(jumpLabel(2)).toBe('Jump to 2 new messages');
    expect(jumpLabel(1)).toBe('Jump to 1 new message');
    // Nothing new is marked read: the newest seen is still m3.
    expect(lastSeen(state, after)?.id).toBe('m3');
  });

  it('scrolled up: more arriving keep the line where the first unseen one is', () => {
    const two = thread([CLIENT, COACH, CLIENT, CLIENT]);
    const first = arrived(atBottom, two, COACH, 30, false);
    const three = thread([CLIENT, COACH, CLIENT, CLIENT, CLIENT]);
    const second = arrived(first, three, COACH, 40, false);
    expect(second.dividerId).toBe('m4');
    expect(unseenCount(second, three, COACH)).toBe(2);
  });

  it('the reader’s own messages (from another tab) get no line and are not counted', () => {
    const after = thread([CLIENT, COACH, CLIENT, COACH]);
    const state = arrived(atBottom, after, COACH, 30, false);
    expect(state.dividerId).toBeNull();
    expect(unseenCount(state, after, COACH)).toBe(0);
  });

  it('scrolling down to them sees them, one by one, and never back', () => {
    const after = thread([CLIENT, COACH, CLIENT, CLIENT, CLIENT]);
    let state = arrived(atBottom, after, COACH, 30, false);
    state = seenUpTo(state, 40);
    expect(unseenCount(state, after, COACH)).toBe(1);
    expect(lastSeen(state, after)?.id).toBe('m4');
    expect(seenUpTo(state, 20)).toBe(state);
    // The line stays where the new ones began while the reader reads on.
    expect(state.dividerId).toBe('m4');
  });

  it('once all were seen, the next arrival while scrolled up moves the line to it', () => {
    const after = thread([CLIENT, COACH, CLIENT, CLIENT]);
    const read = seenUpTo(arrived(atBottom, after, COACH, 30, false), 40);
    const more = thread([CLIENT, COACH, CLIENT, CLIENT, CLIENT]);
    expect(arrived(read, more, COACH, 40, false).dividerId).toBe('m5');
  });

  it('the jump clears the line and the count', () => {
    const after = thread([CLIENT, COACH, CLIENT, CLIENT, AI]);
    const state = jumped(after);
    expect(state).toEqual({ dividerId: null, seenSeq: 50 });
    expect(unseenCount(state, after, COACH)).toBe(0);
    expect(lastSeen(state, after)?.id).toBe('m5');
  });
});

describe('what the viewport shows', () => {
  const tops = [0, 100, 200, 300, 400, 500];
  const topAt = (i: number) => tops[i]!;

  it('finds the last message whose start shows above the bottom edge', () => {
    expect(lastInView(tops.length, topAt, 350)).toBe(3);
    // A message that only peeks in by less than its sender line is not seen yet.
    expect(lastInView(tops.length, topAt, 300 + SEEN_PX - 1)).toBe(2);
    expect(lastInView(tops.length, topAt, 300 + SEEN_PX)).toBe(3);
    expect(lastInView(tops.length, topAt, 10_000)).toBe(5);
    expect(lastInView(tops.length, topAt, 10)).toBe(-1);
    expect(lastInView(0, topAt, 500)).toBe(-1);
  });
});
