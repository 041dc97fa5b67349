import { describe, expect, it } from 'vitest';
import { builtinSummary } from '../video/live/summary.ts';
import { BRIEF_CHARS_MAX, briefFacts, type BriefGoal, type BriefInput, type BriefMessage } from './brief-input.ts';
import { builtinBrief, tidyBrief } from './brief.ts';

const NOW = '2026-12-03T10:00:00.000Z';

/** A brief's input with nothing in it but the session: a first session. */
function input(over: Partial<BriefInput> = {}): BriefInput {
  return {
    now: NOW,
    timeZone: 'Europe/Paris',
    coachName: 'Cora',
    client: { firstName: 'Cleo', fullName: 'Cleo Client' },
    session: { title: 'Weekly check-in', scheduledAt: '2026-12-04T13:00:00.000Z', duration: 60, sessionGoals: null, description: null },
    messages: [],
    goals: [],
    lastSession: null,
    ...over,
  };
}

/** A goal to reach once (not recurring), `progress`% of the way. */
const oneOffGoal = (title: string, progress: number, dueDate: string | null, completedAt: string | null = null): BriefGoal => ({
  title,
  progress,
  dueDate,
  completedAt,
  isRecurring: false,
  recurrencePattern: null,
  currentStreak: 0,
});

const msg = (from: BriefMessage['from'], content: string, at: string): BriefMessage => ({ from, content, at });
const section = (brief: string, title: string) => brief.split('\n\n').find((s) => s.startsWith(title)) ?? '';
const focus = (brief: string) =>
  section(brief, 'Suggested focus')
    .split('\n')
    .slice(1)
    .map((l) => l.replace(/^\d\. /, ''));

const lastSession = {
  title: 'Kick-off',
  scheduledAt: '2026-11-26T13:00:00.000Z',
  coachNotes: 'Cleo is nervous about interviews.',
  sharedNotes: null,
  completionNotes: null,
  notes: [
    {
      kind: 'SESSION_TRANSCRIPT_SUMMARY' as const,
      title: 'Session Summary: Kick-off',
      content: builtinSummary({
        title: 'Kick-off',
        startedAt: '2026-11-26T13:00:00.000Z',
        lines: [
          {
            speaker: 'Cleo Client',
            speakerRole: 'coachee',
            text: 'Interviews scare me. I will apply on Monday.',
            timestamp: '2026-11-26T13:01:00.000Z',
          },
          {
            speaker: 'Cora Coach',
            speakerRole: 'coach',
            text: 'What would help you prepare for interviews?',
            timestamp: '2026-11-26T13:02:00.000Z',
          },
        ],
      }),
    },
  ],
};

describe('builtinBrief: a first session', () => {
  const brief = builtinBrief(input());

  it('says it is the first session and that there is no history, inventing none', () => {
    expect(brief).toContain('Preparation brief: "Weekly check-in" with Cleo Client, Fri 4 Dec 2026, 14:00 GMT+1 (60 min).');
    expect(section(brief, 'Recent chat')).toBe('Recent chat\n- No chat messages with Cleo yet.');
    expect(section(brief, 'Goals')).toBe('Goals\n- No goals set yet with Cleo.');
    expect(section(brief, 'From the last session')).toContain(
      'This is your first session with Cleo: there is no earlier session, chat or goal to build on yet.',
    );
    expect(brief).not.toMatch(/overdue|wrote|Since last session/);
  });

  it('suggests three opening questions for a first session', () => {
    expect(focus(brief)).toEqual([
      'What brings Cleo to coaching now, and what would make this work worth it for them?',
      'What is one goal to set first, and how will you both know it is reached?',
      'Where does Cleo want to be in three months?',
    ]);
  });

  it('puts what the client wants to work on first when the booking said it', () => {
    const b = builtinBrief(input({ session: { ...input().session, sessionGoals: 'Prepare for my interview' } }));
    expect(b).toContain('What Cleo wants to work on: "Prepare for my interview"');
    expect(focus(b)[0]).toBe('What would make "Prepare for my interview" a success by the end of this session?');
  });
});

describe('builtinBrief: goals', () => {
  const goals = [
    oneOffGoal('Save money', 80, '2026-12-20'),
    oneOffGoal('Run 5k', 40, '2026-12-01'),
    { title: 'Read daily', progress: 0, dueDate: null, completedAt: null, isRecurring: true, recurrencePattern: 'daily', currentStreak: 3 },
    oneOffGoal('Update CV', 100, '2026-11-30', '2026-11-29T09:00:00.000Z'),
    oneOffGoal('Call mentor', 10, '2026-11-20'),
  ];
  const brief = builtinBrief(input({ goals, lastSession: { ...lastSession, notes: [], coachNotes: null } }));

  it('lists the open goals with progress, overdue ones first with how late, and the ones completed since', () => {
    expect(section(brief, 'Goals').split('\n')).toEqual([
      'Goals',
      '- 4 open goals, 2 overdue, 1 completed since the last session.',
      '- "Call mentor": 10%, due Fri 20 Nov (overdue by 13 days).',
      '- "Run 5k": 40%, due Tue 1 Dec (overdue by 2 days).',
      '- "Save money": 80%, due Sun 20 Dec.',
      '- "Read daily": daily recurring, streak 3.',
      '- Completed: "Update CV" on Sun 29 Nov.',
    ]);
  });

  it('asks first about the goal most overdue, then about the one nearly done', () => {
    const q = focus(brief);
    expect(q[0]).toBe('What got in the way of "Call mentor" (due Fri 20 Nov), and is that date still right?');
    expect(q[1]).toBe('What would it take to finish "Save money" (at 80%)?');
    expect(q).toHaveLength(3);
  });

  it('counts a goal due today as not overdue', () => {
    const b = builtinBrief(input({ goals: [{ ...goals[1]!, dueDate: '2026-12-03' }] }));
    expect(b).toContain('- "Run 5k": 40%, due Thu 3 Dec.');
    expect(b).not.toContain('overdue');
  });
});

describe('builtinBrief: the last session and the chat since', () => {
  const messages = [
    msg('client', 'Before the kick-off, hello!', '2026-11-25T08:00:00.000Z'),
    msg('coach', 'How did Monday go?', '2026-11-30T08:00:00.000Z'),
    msg('client', 'I missed the application deadline on Monday.', '2026-11-30T09:00:00.000Z'),
    msg('ai', 'Restarting counts. What is one small step for today?', '2026-11-30T09:00:05.000Z'),
    msg('client', 'Can we talk about salary negotiation on Friday?', '2026-12-02T18:30:00.000Z'),
  ];
  const brief = builtinBrief(input({ messages, lastSession }));

  it('reads the chat since the last session only, quoting the client', () => {
    expect(section(brief, 'Since last session').split('\n')).toEqual([
      'Since last session',
      '- 4 messages: 2 from Cleo, 1 from you, 1 from the AI coach.',
      '- Cleo, Wed 2 Dec: "Can we talk about salary negotiation on Friday?"',
      '- Cleo, Mon 30 Nov: "I missed the application deadline on Monday."',
      "- Cleo's latest question has no answer from you yet.",
    ]);
  });

  it("shows the last session's notes and its transcript summary", () => {
    const last = section(brief, 'From the last session');
    expect(last).toContain('From the last session ("Kick-off", Thu 26 Nov)');
    expect(last).toContain('- Your private notes: Cleo is nervous about interviews.');
    expect(last).toContain('- Transcript summary:\n  Session summary: Kick-off');
    expect(last).toContain('  - Cleo Client: "I will apply on Monday."');
  });

  it('suggests the open question, the setback and the commitment of last time', () => {
    expect(focus(brief)).toEqual([
      'Start with Cleo\'s open question from Wed 2 Dec: "Can we talk about salary negotiation on Friday?"',
      'Cleo wrote "I missed the application deadline on Monday.": what would make restarting easier this week?',
      'From last time: "I will apply on Monday." How did that go?',
    ]);
  });

  it('says when the client has not written since the last session', () => {
    const b = builtinBrief(input({ messages: messages.slice(0, 1), lastSession }));
    expect(section(b, 'Since last session').split('\n')).toEqual([
      'Since last session',
      '- No messages since the last session on Thu 26 Nov.',
      '- Cleo last wrote on Wed 25 Nov: "Before the kick-off, hello!"',
    ]);
    expect(focus(b)).toContain('How have things been since the last session on Thu 26 Nov? Cleo has not written since.');
  });

  it('says so when no notes were saved', () => {
    const b = builtinBrief(input({ lastSession: { ...lastSession, coachNotes: null, notes: [] } }));
    expect(section(b, 'From the last session')).toContain('- No notes were saved for that session.');
  });

  it('is deterministic', () => {
    expect(builtinBrief(input({ messages, lastSession }))).toBe(brief);
  });
});

describe('briefFacts', () => {
  it("gives a model every fact, in the coach's time zone", () => {
    const facts = briefFacts(
      input({
        messages: [msg('client', 'I missed my run.', '2026-12-02T18:30:00.000Z')],
        goals: [oneOffGoal('Run 5k', 40, '2026-12-01')],
        lastSession,
      }),
    );
    expect(facts).toContain('Upcoming session: "Weekly check-in", Fri 4 Dec 2026, 14:00, 60 minutes.');
    expect(facts).toContain('[Wed 2 Dec 2026, 19:30] Cleo: I missed my run.');
    expect(facts).toContain('- "Run 5k", 40%, due 2026-12-01 (overdue by 2 days)');
    expect(facts).toContain("Coach's private notes: Cleo is nervous about interviews.");
    expect(facts).toContain('Transcript summary "Session Summary: Kick-off": Session summary: Kick-off');
    expect(briefFacts(input())).toContain('Last session: none; this is their first session together.');
  });
});

describe('tidyBrief', () => {
  it('trims, refuses a blank answer and cuts a long one', () => {
    expect(tidyBrief('  Brief.  ')).toBe('Brief.');
    expect(tidyBrief(' \n ')).toBeNull();
    expect(tidyBrief('word '.repeat(3000))!.length).toBeLessThanOrEqual(BRIEF_CHARS_MAX);
  });
});
