import { describe, expect, it } from 'vitest';
import type { VideoRole } from '@coach/contract';
import { builtinSummary, mainTopics } from './summary.ts';

const start = Date.UTC(2026, 10, 27, 9, 0, 0);
const at = (s: number) => new Date(start + s * 1000).toISOString();
const line = (s: number, speaker: string, speakerRole: VideoRole, text: string) => ({ speaker, speakerRole, text, timestamp: at(s) });

describe('builtinSummary', () => {
  it('says who spoke, the main topics, the goals and commitments stated and the questions asked', () => {
    const summary = builtinSummary({
      title: 'Weekly check-in',
      startedAt: at(0),
      lines: [
        line(10, 'Cora Coach', 'coach', 'Welcome back. What would you like to focus on today?'),
        line(25, 'Cleo Client', 'coachee', 'My promotion. My goal is to lead the platform team.'),
        line(50, 'Cora Coach', 'coach', 'What is in the way of the promotion?'),
        line(80, 'Cleo Client', 'coachee', 'My manager does not see my work. I will book a meeting with my manager on Monday.'),
        line(95, 'Gus Guest', 'observer', 'Sounds like a plan.'),
        line(125, 'Cleo Client', 'coachee', "And I'm going to write down three wins for the platform team every Friday."),
      ],
    });
    expect(summary).toBe(
      [
        'Session summary: Weekly check-in',
        'Length: 02:05, 6 lines captured.',
        '',
        'Who spoke',
        '- Cora Coach (Coach): 2 lines',
        '- Cleo Client (Client): 3 lines',
        '- Gus Guest (Guest): 1 line',
        '',
        'Main topics: promotion, platform, team, manager',
        '',
        'Goals and commitments',
        '- Cleo Client: "My goal is to lead the platform team."',
        '- Cleo Client: "I will book a meeting with my manager on Monday."',
        `- Cleo Client: "And I'm going to write down three wins for the platform team every Friday."`,
        '',
        'Questions asked',
        '- Cora Coach: "What would you like to focus on today?"',
        '- Cora Coach: "What is in the way of the promotion?"',
      ].join('\n'),
    );
  });

  it('says so when nothing was committed or asked, and times from the first line without a start', () => {
    const summary = builtinSummary({ title: 'Intro', startedAt: null, lines: [line(300, 'Cleo Client', 'coachee', 'Hello there.')] });
    expect(summary).toBe(
      [
        'Session summary: Intro',
        'Length: 00:00, 1 line captured.',
        '',
        'Who spoke',
        '- Cleo Client (Client): 1 line',
        '',
        'Main topics: none stood out',
        '',
        'Goals and commitments',
        '- None stated.',
        '',
        'Questions asked',
        '- None asked.',
      ].join('\n'),
    );
  });

  it('is deterministic', () => {
    const input = { title: 'T', startedAt: at(0), lines: [line(1, 'A', 'coachee' as const, 'I will run. Will you?')] };
    expect(builtinSummary(input)).toBe(builtinSummary(input));
  });
});

describe('mainTopics', () => {
  it('keeps words said at least twice, most said first, leaving out filler', () => {
    expect(mainTopics(['Budget, budget and the budget again.', 'Really really the savings plan.', 'The savings matter.'])).toEqual([
      'budget',
      'savings',
    ]);
  });
  it('gives at most five', () => {
    const text = 'alpha bravo charlie delta echoes foxtrot '.repeat(2);
    expect(mainTopics([text])).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echoes']);
  });
});
