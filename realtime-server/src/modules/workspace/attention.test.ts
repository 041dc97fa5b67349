import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '@coach/contract';
import {
  attentionHref,
  attentionItems,
  inactiveClients,
  lastActivityAt,
  overdueGoals,
  sessionsLeftInProgress,
  sessionsWithoutGoals,
  unansweredMessages,
  unansweredText,
  type AttentionGoal,
  type AttentionOpenSession,
  type AttentionSession,
  type ClientActivity,
} from './attention.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => NOW.getTime() - ms;

const CLIENT = {
  clientId: '11111111-1111-4111-8111-111111111111',
  clientName: 'Cleo Client',
  roomId: '22222222-2222-4222-8222-222222222222',
};

const activity = (over: Partial<ClientActivity> = {}): ClientActivity => ({
  ...CLIENT,
  relationshipStartedAt: ago(60 * DAY),
  lastClientMessageAt: null,
  lastGoalChangeAt: null,
  lastSessionAt: null,
  firstUnansweredAt: null,
  ...over,
});
const goal = (dueDate: string, over: Partial<AttentionGoal> = {}): AttentionGoal => ({
  ...CLIENT,
  goalId: '33333333-3333-4333-8333-333333333333',
  title: 'Run 5k',
  dueDate,
  completed: false,
  ...over,
});
const upcoming = (inMs: number, over: Partial<AttentionSession> = {}): AttentionSession => ({
  ...CLIENT,
  sessionId: '44444444-4444-4444-8444-444444444444',
  title: 'Weekly check-in',
  scheduledAt: NOW.getTime() + inMs,
  status: 'SCHEDULED',
  sessionGoals: null,
  ...over,
});

describe('inactive clients (7 days)', () => {
  it.each<[string, Partial<ClientActivity>, string | null]>([
    ['a message exactly 7 days ago', { lastClientMessageAt: ago(7 * DAY) }, 'No activity for 7 days'],
    ['a message a moment under 7 days ago', { lastClientMessageAt: ago(7 * DAY - 1) }, null],
    ['a message 9 and a half days ago', { lastClientMessageAt: ago(9.5 * DAY) }, 'No activity for 9 days'],
    ['nothing since the relationship began 60 days ago', {}, 'No activity for 60 days'],
    ['a relationship begun 2 days ago', { relationshipStartedAt: ago(2 * DAY) }, null],
    ['an old message but a goal moved 3 days ago', { lastClientMessageAt: ago(20 * DAY), lastGoalChangeAt: ago(3 * DAY) }, null],
    ['an old message but a session 6 days ago', { lastClientMessageAt: ago(20 * DAY), lastSessionAt: ago(6 * DAY) }, null],
    [
      'everything 8 days old or more',
      { lastClientMessageAt: ago(10 * DAY), lastGoalChangeAt: ago(8 * DAY), lastSessionAt: ago(12 * DAY) },
      'No activity for 8 days',
    ],
  ])('%s', (_label, over, text) => {
    const items = inactiveClients([activity(over)], NOW);
    expect(items.map((i) => i.text)).toEqual(text ? [text] : []);
  });

  it('says since when, and links to the client', () => {
    const [item] = inactiveClients([activity({ lastClientMessageAt: ago(9 * DAY) })], NOW);
    expect(item).toEqual({
      kind: 'inactive_client',
      ...CLIENT,
      goalId: null,
      sessionId: null,
      text: 'No activity for 9 days',
      at: new Date(ago(9 * DAY)).toISOString(),
      href: `/coach-dashboard?tab=clients&client=${CLIENT.clientId}`,
    });
  });

  it('takes the latest of the activities', () => {
    expect(
      lastActivityAt(activity({ lastClientMessageAt: ago(5 * DAY), lastGoalChangeAt: ago(4 * DAY), lastSessionAt: ago(9 * DAY) })),
    ).toBe(ago(4 * DAY));
  });
});

describe('unanswered messages (24 hours)', () => {
  it.each<[string, number | null, string | null]>([
    ['answered (none after the coach)', null, null],
    ['written exactly 24 hours ago', 24 * HOUR, 'Message unanswered for 24 hours'],
    ['written a moment under 24 hours ago', 24 * HOUR - 1, null],
    ['written 26 and a half hours ago', 26.5 * HOUR, 'Message unanswered for 26 hours'],
    ['written 47 hours ago', 47 * HOUR, 'Message unanswered for 47 hours'],
    ['written 3 days ago', 3 * DAY + HOUR, 'Message unanswered for 3 days'],
  ])('%s', (_label, age, text) => {
    const items = unansweredMessages([activity({ firstUnansweredAt: age === null ? null : ago(age) })], NOW);
    expect(items.map((i) => i.text)).toEqual(text ? [text] : []);
  });

  it('links to the conversation, dated by the first unanswered message', () => {
    const [item] = unansweredMessages([activity({ firstUnansweredAt: ago(30 * HOUR) })], NOW);
    expect(item?.kind).toBe('unanswered_message');
    expect(item?.at).toBe(new Date(ago(30 * HOUR)).toISOString());
    expect(item?.href).toBe(attentionHref.client(CLIENT.clientId));
  });

  it('words hours and days', () => {
    expect(unansweredText(HOUR)).toBe('Message unanswered for 1 hour');
    expect(unansweredText(48 * HOUR)).toBe('Message unanswered for 2 days');
  });
});

describe('overdue goals', () => {
  it.each<[string, Partial<AttentionGoal>, string | null]>([
    ['due today', {}, null],
    ['due tomorrow', { dueDate: '2026-11-26' }, null],
    ['due yesterday', { dueDate: '2026-11-24' }, "Goal 'Run 5k' was due 1 day ago"],
    ['due 3 days ago', { dueDate: '2026-11-22' }, "Goal 'Run 5k' was due 3 days ago"],
    ['due 3 days ago but completed', { dueDate: '2026-11-22', completed: true }, null],
  ])('%s', (_label, over, text) => {
    const items = overdueGoals([goal('2026-11-25', over)], NOW, 'UTC');
    expect(items.map((i) => i.text)).toEqual(text ? [text] : []);
  });

  it("reads the due date against the coach's today", () => {
    // 03:00 UTC on the 25th is still the 24th in New York.
    const early = new Date('2026-11-25T03:00:00Z');
    expect(overdueGoals([goal('2026-11-24')], early, 'America/New_York')).toEqual([]);
    expect(overdueGoals([goal('2026-11-24')], early, 'UTC').map((i) => i.text)).toEqual(["Goal 'Run 5k' was due 1 day ago"]);
  });

  it("links to the client's progress, dated by the due day", () => {
    const [item] = overdueGoals([goal('2026-11-22')], NOW, 'America/New_York');
    expect(item).toMatchObject({
      kind: 'overdue_goal',
      goalId: '33333333-3333-4333-8333-333333333333',
      sessionId: null,
      at: '2026-11-22T05:00:00.000Z',
      href: `/coach-dashboard?tab=clients&client=${CLIENT.clientId}&view=progress`,
    });
  });
});

describe('sessions without goals (next 48 hours)', () => {
  it.each<[string, number, Partial<AttentionSession>, boolean]>([
    ['starting now', 0, {}, true],
    ['starting exactly 48 hours ahead', 48 * HOUR, {}, true],
    ['starting a moment after 48 hours', 48 * HOUR + 1, {}, false],
    ['already started', -1, {}, false],
    ['with blank goals', 5 * HOUR, { sessionGoals: '  \n ' }, true],
    ['with goals', 5 * HOUR, { sessionGoals: 'Review the week' }, false],
    ['confirmed', 5 * HOUR, { status: 'CONFIRMED' as SessionStatus }, true],
    ['cancelled', 5 * HOUR, { status: 'CANCELLED' as SessionStatus }, false],
    ['completed', 5 * HOUR, { status: 'COMPLETED' as SessionStatus }, false],
  ])('%s: %s', (_label, inMs, over, listed) => {
    expect(sessionsWithoutGoals([upcoming(inMs, over)], NOW)).toHaveLength(listed ? 1 : 0);
  });

  it('names the session and links to it', () => {
    const [item] = sessionsWithoutGoals([upcoming(5 * HOUR)], NOW);
    expect(item).toMatchObject({
      kind: 'session_without_goals',
      sessionId: '44444444-4444-4444-8444-444444444444',
      goalId: null,
      text: "Session 'Weekly check-in' has no goals yet",
      at: new Date(NOW.getTime() + 5 * HOUR).toISOString(),
      href: '/coach/sessions?session=44444444-4444-4444-8444-444444444444',
    });
  });
});

const leftOpen = (endedMsAgo: number, over: Partial<AttentionOpenSession> = {}): AttentionOpenSession => ({
  ...CLIENT,
  sessionId: '66666666-6666-4666-8666-666666666666',
  title: 'Weekly check-in',
  endsAt: ago(endedMsAgo),
  ...over,
});

describe('sessions left in progress (2 hours after their end)', () => {
  it.each<[string, number, string | null]>([
    ['ended a moment under 2 hours ago', 2 * HOUR - 1, null],
    ['ended exactly 2 hours ago', 2 * HOUR, "Session 'Weekly check-in' is still in progress, 2 hours after its end"],
    ['ended 30 hours ago', 30 * HOUR, "Session 'Weekly check-in' is still in progress, 30 hours after its end"],
    ['ended 3 days ago', 3 * DAY, "Session 'Weekly check-in' is still in progress, 3 days after its end"],
    ['not ended yet', -HOUR, null],
  ])('%s', (_label, endedAgo, text) => {
    expect(sessionsLeftInProgress([leftOpen(endedAgo)], NOW).map((i) => i.text)).toEqual(text ? [text] : []);
  });

  it('links to the session, the oldest end first', () => {
    const items = sessionsLeftInProgress(
      [leftOpen(3 * HOUR, { title: 'Newer' }), leftOpen(9 * HOUR, { title: 'Older', sessionId: '77777777-7777-4777-8777-777777777777' })],
      NOW,
    );
    expect(items.map((i) => i.text)).toEqual([
      "Session 'Older' is still in progress, 9 hours after its end",
      "Session 'Newer' is still in progress, 3 hours after its end",
    ]);
    expect(items[0]).toMatchObject({
      kind: 'session_left_in_progress',
      sessionId: '77777777-7777-4777-8777-777777777777',
      href: attentionHref.session('77777777-7777-4777-8777-777777777777'),
    });
  });
});

describe('attentionItems', () => {
  it('is empty when nothing needs attention', () => {
    expect(
      attentionItems({
        now: NOW,
        timeZone: 'UTC',
        clients: [activity({ lastClientMessageAt: ago(HOUR) })],
        goals: [],
        sessions: [],
        openSessions: [],
      }),
    ).toEqual([]);
  });

  it('lists unanswered messages, sessions, goals, then inactive clients, oldest or soonest first in each', () => {
    const other = { clientId: '55555555-5555-4555-8555-555555555555', clientName: 'Otto Other', roomId: null };
    const items = attentionItems({
      now: NOW,
      timeZone: 'UTC',
      clients: [
        activity({ lastClientMessageAt: ago(8 * DAY), firstUnansweredAt: ago(8 * DAY) }),
        activity({ ...other, lastClientMessageAt: ago(2 * DAY), firstUnansweredAt: ago(2 * DAY) }),
      ],
      goals: [goal('2026-11-23', { title: 'B' }), goal('2026-11-20', { title: 'A' })],
      sessions: [upcoming(30 * HOUR, { title: 'Later' }), upcoming(2 * HOUR, { title: 'Soon' })],
      openSessions: [leftOpen(2 * HOUR, { title: 'Left' })],
    });
    expect(items.map((i) => [i.kind, i.text])).toEqual([
      ['unanswered_message', 'Message unanswered for 8 days'],
      ['unanswered_message', 'Message unanswered for 2 days'],
      ['session_left_in_progress', "Session 'Left' is still in progress, 2 hours after its end"],
      ['session_without_goals', "Session 'Soon' has no goals yet"],
      ['session_without_goals', "Session 'Later' has no goals yet"],
      ['overdue_goal', "Goal 'A' was due 5 days ago"],
      ['overdue_goal', "Goal 'B' was due 2 days ago"],
      ['inactive_client', 'No activity for 8 days'],
    ]);
  });
});
