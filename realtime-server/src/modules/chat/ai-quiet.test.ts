import { describe, expect, it } from 'vitest';
import type { AiLevel } from '@coach/contract';
import { addressedByName, aiStaysQuiet, quietBookingCard, remainingThinkingMs, thinkingDelayMs, type QuietReason } from './ai-quiet.ts';

const NOW = new Date('2026-11-30T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;

interface Case {
  why: string;
  level: AiLevel;
  content: string;
  coach?: { first: string; last: string } | null;
  wroteAt?: Date | null;
  reason: QuietReason | null;
}

const casey = { first: 'Casey', last: 'Coach' };

const cases: Case[] = [
  // The name of the human coach, as a word, anywhere, in any case.
  { why: 'name first, with a comma', level: 'ENHANCED', content: 'Casey, can we book a session for Thursday?', reason: 'addressed_coach' },
  { why: 'name at the end', level: 'ENHANCED', content: 'I finished the worksheet, thanks casey', reason: 'addressed_coach' },
  { why: 'name in the middle', level: 'ENHANCED', content: 'I think Casey would know what to do here', reason: 'addressed_coach' },
  { why: '@name', level: 'ENHANCED', content: '@Casey are you around?', reason: 'addressed_coach' },
  { why: 'upper case', level: 'ENHANCED', content: 'CASEY HELP', reason: 'addressed_coach' },
  { why: 'possessive', level: 'ENHANCED', content: "Is Casey's offer still open", reason: 'addressed_coach' },
  { why: 'full name', level: 'ENHANCED', content: 'Message for casey coach: running late', reason: 'addressed_coach' },
  { why: 'title and last name', level: 'ENHANCED', content: 'Hello Dr. Coach, quick one', reason: 'addressed_coach' },
  { why: 'curly quotes straightened', level: 'ENHANCED', content: 'Casey\u2019s plan worked', reason: 'addressed_coach' },
  // Not the name: part of another word.
  { why: 'inside another word', level: 'ENHANCED', content: 'We drove through Caseyville today', reason: null },
  { why: 'prefix of another word', level: 'ENHANCED', content: 'Mcasey is my neighbour', reason: null },
  // Asking for the coach by role.
  { why: 'my coach', level: 'ENHANCED', content: 'Can I book a session with my coach?', reason: 'addressed_coach' },
  { why: 'talk to my coach', level: 'ENHANCED', content: 'I want to talk to my coach about this', reason: 'addressed_coach' },
  { why: 'human coach', level: 'ENHANCED', content: 'is the human coach there', reason: 'addressed_coach' },
  { why: 'real person', level: 'LIMITED', content: 'Can I speak to a real person?', reason: 'addressed_coach' },
  { why: 'asking the AI if it is a person is for the AI', level: 'ENHANCED', content: 'Are you a real person?', reason: null },
  { why: 'my AI coach is the AI', level: 'ENHANCED', content: 'my ai coach helps a lot', reason: null },
  // Written to the AI.
  { why: '@ai beats the name', level: 'ENHANCED', content: '@ai what would Casey say about this?', reason: null },
  { why: 'AI, first', level: 'LIMITED', content: 'AI, should I ask Casey?', reason: null },
  { why: 'the AI named beside my coach', level: 'ENHANCED', content: 'should I ask my coach, AI?', reason: null },
  {
    why: 'the name beats a mention of the AI',
    level: 'ENHANCED',
    content: 'Casey, the AI said to rest. Is that right?',
    reason: 'addressed_coach',
  },
  // Levels.
  { why: 'AUTONOMOUS answers the name', level: 'AUTONOMOUS', content: 'Casey, can we book a session for Thursday?', reason: null },
  { why: 'AUTONOMOUS answers while the coach is active', level: 'AUTONOMOUS', content: 'I walked today', wroteAt: ago(MIN), reason: null },
  { why: 'DISABLED never', level: 'DISABLED', content: 'What should I do?', reason: 'disabled' },
  { why: 'LIMITED: a statement is not answered anyway', level: 'LIMITED', content: 'Casey I walked today', reason: 'not_asked' },
  { why: 'LIMITED: a question with the name', level: 'LIMITED', content: 'casey, are you free?', reason: 'addressed_coach' },
  { why: 'LIMITED: a plain question', level: 'LIMITED', content: 'What should I do?', reason: null },
  { why: 'ENHANCED: a plain statement', level: 'ENHANCED', content: 'I walked today', reason: null },
  // The coach wrote recently (30 minutes, inclusive).
  { why: 'coach wrote a minute ago', level: 'ENHANCED', content: 'I walked today', wroteAt: ago(MIN), reason: 'coach_active' },
  { why: 'coach wrote 10 minutes ago', level: 'LIMITED', content: 'What next?', wroteAt: ago(10 * MIN), reason: 'coach_active' },
  { why: 'coach wrote 29:59 ago', level: 'ENHANCED', content: 'ok', wroteAt: ago(30 * MIN - 1000), reason: 'coach_active' },
  { why: 'coach wrote exactly 30 minutes ago', level: 'ENHANCED', content: 'ok', wroteAt: ago(30 * MIN), reason: 'coach_active' },
  { why: 'coach wrote 30 minutes and 1 ms ago', level: 'ENHANCED', content: 'ok', wroteAt: ago(30 * MIN + 1), reason: null },
  { why: 'coach wrote 31 minutes ago', level: 'ENHANCED', content: 'I walked today', wroteAt: ago(31 * MIN), reason: null },
  {
    why: 'coach wrote after the message (meanwhile)',
    level: 'ENHANCED',
    content: 'ok',
    wroteAt: new Date(NOW.getTime() + 5),
    reason: 'coach_active',
  },
  {
    why: 'the AI named explicitly while the coach is active',
    level: 'ENHANCED',
    content: 'what does the AI think?',
    wroteAt: ago(MIN),
    reason: null,
  },
  // No human coach in the room: nothing to defer to.
  { why: 'no human coach, "my coach"', level: 'ENHANCED', content: 'I want to talk to my coach', coach: null, reason: null },
  { why: 'no human coach, LIMITED question', level: 'LIMITED', content: 'Casey, what now?', coach: null, reason: null },
  // A coach whose first name is an everyday word.
  { why: '"will" the word', level: 'ENHANCED', content: 'I will try again tomorrow', coach: { first: 'Will', last: 'Hart' }, reason: null },
  {
    why: '"Will" at the start of a question',
    level: 'ENHANCED',
    content: 'Will this help me sleep?',
    coach: { first: 'Will', last: 'Hart' },
    reason: null,
  },
  {
    why: '"Will," addressing',
    level: 'ENHANCED',
    content: 'Will, can we talk?',
    coach: { first: 'Will', last: 'Hart' },
    reason: 'addressed_coach',
  },
  { why: 'thanks will', level: 'ENHANCED', content: 'thanks will', coach: { first: 'Will', last: 'Hart' }, reason: 'addressed_coach' },
  {
    why: 'capitalised Will mid-sentence',
    level: 'ENHANCED',
    content: 'I told Will about it',
    coach: { first: 'Will', last: 'Hart' },
    reason: 'addressed_coach',
  },
  { why: '@will', level: 'ENHANCED', content: '@will ping', coach: { first: 'Will', last: 'Hart' }, reason: 'addressed_coach' },
  // Names of other scripts and of two words.
  { why: 'accented name', level: 'ENHANCED', content: 'merci zoë', coach: { first: 'Zoë', last: 'Laurent' }, reason: 'addressed_coach' },
  { why: 'accented name inside a word', level: 'ENHANCED', content: 'zoëtrope', coach: { first: 'Zoë', last: 'Laurent' }, reason: null },
  {
    why: 'two-word first name',
    level: 'ENHANCED',
    content: 'Mary  Ann, hi!',
    coach: { first: 'Mary Ann', last: 'Lee' },
    reason: 'addressed_coach',
  },
];

describe('aiStaysQuiet', () => {
  it.each(cases)('$level "$content" ($why) -> $reason', (c) => {
    const coach = c.coach === undefined ? casey : c.coach;
    const decision = aiStaysQuiet({
      level: c.level,
      content: c.content,
      coachFirstName: coach?.first ?? null,
      coachLastName: coach?.last ?? null,
      coachWroteAt: c.wroteAt ?? null,
      now: NOW,
    });
    expect(decision).toEqual({ quiet: c.reason !== null, reason: c.reason });
  });

  it('has a table of at least 20 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
});

describe('addressedByName', () => {
  it('ignores a name too short to tell from a letter, and matches a title with the last name only as a word', () => {
    expect(addressedByName('a b c', 'A', 'B')).toBe(false);
    expect(addressedByName('Thanks Ms Hart!', 'Will', 'Hart')).toBe(true);
    expect(addressedByName('my heart is racing', 'Will', 'Hart')).toBe(false);
    expect(addressedByName('Ms Hartley said so', 'Will', 'Hart')).toBe(false);
  });
});

describe('quietBookingCard', () => {
  it("offers the booking card alone for a booking request to the coach, with the coach's name", () => {
    expect(quietBookingCard('Casey, can we book a session for Thursday?', 'Casey', 'Coach')).toEqual({
      content: "Here are Casey's open times.",
      action: { type: 'session_booking', status: 'pending' },
    });
    expect(quietBookingCard('Can I book a session with my coach?', 'Chris', 'Lee')?.content).toBe("Here are Chris' open times.");
  });

  it('offers nothing for a message that is not a booking request', () => {
    expect(quietBookingCard('Casey, I walked today', 'Casey', 'Coach')).toBeNull();
    expect(quietBookingCard("Casey, don't book a session yet", 'Casey', 'Coach')).toBeNull();
    expect(quietBookingCard('Our last session was great, Casey', 'Casey', 'Coach')).toBeNull();
  });
});

describe('thinkingDelayMs', () => {
  it('is 1 s plus 15 ms a character, at most 2.5 s', () => {
    expect(thinkingDelayMs('')).toBe(1000);
    expect(thinkingDelayMs('x'.repeat(10))).toBe(1150);
    expect(thinkingDelayMs('x'.repeat(100))).toBe(2500);
    expect(thinkingDelayMs('x'.repeat(99))).toBe(2485);
    expect(thinkingDelayMs('x'.repeat(5000))).toBe(2500);
  });

  it('leaves out the time the provider already took, never below zero', () => {
    expect(remainingThinkingMs('x'.repeat(10), 150)).toBe(1000);
    expect(remainingThinkingMs('x'.repeat(10), 0)).toBe(1150);
    expect(remainingThinkingMs('x'.repeat(10), 5000)).toBe(0);
    expect(remainingThinkingMs('', -20)).toBe(1000);
  });
});
