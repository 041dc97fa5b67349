import { describe, expect, it } from 'vitest';
import { ASSIST_MIN_INTERVAL_MS, ASSIST_MIN_NEW_LINES, type VideoRole } from '@coach/contract';
import type { AssistProposal } from '../../../providers/ai/types.ts';
import { assistDue, builtinAssist } from './suggest.ts';

const now = new Date('2026-11-27T09:30:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('assistDue', () => {
  it.each([
    ['the first suggestion after enough lines', { enabled: true, newLines: ASSIST_MIN_NEW_LINES, lastSuggestionAt: null }, true],
    ['too few lines for the first', { enabled: true, newLines: ASSIST_MIN_NEW_LINES - 1, lastSuggestionAt: null }, false],
    [
      'enough lines and long enough since the last',
      { enabled: true, newLines: ASSIST_MIN_NEW_LINES, lastSuggestionAt: ago(ASSIST_MIN_INTERVAL_MS) },
      true,
    ],
    ['enough lines but too soon', { enabled: true, newLines: 50, lastSuggestionAt: ago(ASSIST_MIN_INTERVAL_MS - 1) }, false],
    [
      'long enough but too few lines',
      { enabled: true, newLines: ASSIST_MIN_NEW_LINES - 1, lastSuggestionAt: ago(10 * ASSIST_MIN_INTERVAL_MS) },
      false,
    ],
    ['disabled', { enabled: false, newLines: 50, lastSuggestionAt: null }, false],
    ['disabled, long since the last', { enabled: false, newLines: 50, lastSuggestionAt: ago(10 * ASSIST_MIN_INTERVAL_MS) }, false],
  ])('%s -> %s', (_name, c, due) => {
    expect(assistDue({ ...c, now })).toBe(due);
  });
});

const client = (text: string) => ({ speaker: 'Cleo Client', speakerRole: 'coachee' as VideoRole, text });
const coach = (text: string) => ({ speaker: 'Cora Coach', speakerRole: 'coach' as VideoRole, text });

describe('builtinAssist', () => {
  it.each<[string, string, AssistProposal]>([
    [
      'a goal stated -> GROW',
      'My goal is to get promoted this year.',
      {
        type: 'GROW',
        text: 'Sharpen the goal: "You want to get promoted this year. What would success look like by the end of next month, and how will you know you got there?"',
      },
    ],
    [
      'ambivalence -> MI reflection of both sides',
      "I want to start running but I don't have the time.",
      {
        type: 'MI',
        text: `Reflect both sides: "On one hand you want to start running; on the other, you don't have the time. What makes it worth it to you?"`,
      },
    ],
    [
      'torn -> MI',
      "Part of me thinks it's time to leave.",
      {
        type: 'MI',
        text: 'Reflect the ambivalence: "It sounds like part of you wants this and part of you is holding back. What would make the change worth it to you?"',
      },
    ],
    [
      'an absolute -> Reframe',
      'I always fail at interviews.',
      {
        type: 'Reframe',
        text: `Gently test the absolute: "You said you always fail at interviews. Has there been a time, even a small one, when that wasn't true? What was different then?"`,
      },
    ],
    [
      "I can't -> Reframe",
      "Honestly I can't speak up in meetings.",
      {
        type: 'Reframe',
        text: 'Reframe the self-criticism: "When you say you can\'t speak up in meetings, what would you tell a friend who said that about themselves? Which part of this is within your control?"',
      },
    ],
    [
      'self-criticism -> Reframe',
      "I'm so useless with money.",
      {
        type: 'Reframe',
        text: 'Reframe the self-criticism: "When you say you\'re so useless with money, what would you tell a friend who said that about themselves? Which part of this is within your control?"',
      },
    ],
    [
      'a plan without a date -> Commitment: first step and when',
      "I'm going to talk to my manager about it.",
      {
        type: 'Commitment',
        text: `Pin down the plan: "You're going to talk to your manager about it. What will you do first, and by when?"`,
      },
    ],
    [
      'a dated plan -> Commitment: confidence',
      'I will send the application by Friday.',
      {
        type: 'Commitment',
        text: `Check the commitment: "On a scale of 1 to 10, how confident are you that you'll send the application by Friday? What would make it a 10?"`,
      },
    ],
    [
      'nothing to work on -> the GROW flow',
      'The weather was nice on the way here.',
      { type: 'GROW', text: 'Explore the reality: "What is happening now, and what have you tried so far?"' },
    ],
    [
      "I can't wait is not self-criticism",
      "I can't wait to start.",
      { type: 'GROW', text: 'Explore the reality: "What is happening now, and what have you tried so far?"' },
    ],
  ])('%s', (_name, said, expected) => {
    expect(builtinAssist({ lines: [coach('How has your week been?'), client(said)], previous: [] })).toEqual(expected);
  });

  it("reads the client's lines, not the coach's", () => {
    const proposal = builtinAssist({ lines: [coach('I always fail to keep time, sorry.'), client('Fine, thanks.')], previous: [] });
    expect(proposal.type).toBe('GROW');
    expect(proposal.text).toMatch(/^Explore the reality/);
  });

  it('prefers the newest sentence of the client for the same rule', () => {
    const proposal = builtinAssist({ lines: [client('I will call Sam.'), client('Then I will book the course.')], previous: [] });
    expect(proposal.text).toContain('book the course');
  });

  it('attends to ambivalence before a plan in the same turn', () => {
    const proposal = builtinAssist({ lines: [client('I will look at jobs. I want to leave but I am scared.')], previous: [] });
    expect(proposal.type).toBe('MI');
  });

  it('does not repeat one of the last two suggestions, and moves along the GROW flow', () => {
    const lines = [client('It was an ordinary week.')];
    const first = builtinAssist({ lines, previous: [] });
    const second = builtinAssist({ lines, previous: [first] });
    const third = builtinAssist({ lines, previous: [second, first] });
    const fourth = builtinAssist({ lines, previous: [third, second, first] });
    expect([first, second, third].map((p) => p.text.split(':')[0])).toEqual(['Explore the reality', 'Open up options', 'Move to the will']);
    expect(fourth).toEqual(first);

    const goal = [client('My goal is to run a marathon.')];
    const once = builtinAssist({ lines: goal, previous: [] });
    const again = builtinAssist({ lines: goal, previous: [once] });
    expect(again.text).not.toBe(once.text);
  });

  it('is deterministic', () => {
    const input = { lines: [client('I want to write more but I keep putting it off.')], previous: [] };
    expect(builtinAssist(input)).toEqual(builtinAssist(input));
  });
});
