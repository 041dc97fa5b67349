import { describe, expect, it } from 'vitest';
import { SMART_DIMENSIONS, gradeFor, type SmartGrade, type TScoreGoalInput } from '@coach/contract';
import { scoreGoal } from './smart.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const goal = (title: string, more: Partial<TScoreGoalInput> = {}): TScoreGoalInput => ({
  title,
  description: '',
  category: '',
  dueDate: null,
  isRecurring: false,
  ...more,
});

// [goal, expected grade]: vague, partial and strong goals across categories, recurring and past due.
const TABLE: [TScoreGoalInput, SmartGrade][] = [
  [goal('get fit'), 'F'],
  [goal('be happier'), 'F'],
  [goal('Do stuff'), 'F'],
  [goal('Write'), 'F'],
  [goal('Improve my career', { category: 'Career' }), 'F'],
  [goal('Learn Spanish', { category: 'Learning' }), 'F'],
  [goal('Spend more time with family', { category: 'Relationships' }), 'F'],
  [goal('Never eat sugar again', { category: 'Health & Fitness' }), 'F'],
  [goal('Finish the portfolio website', { category: 'Career', dueDate: '2026-10-01' }), 'F'],
  [goal('Be perfect at everything always'), 'F'],
  [goal('Save money'), 'F'],
  [goal('Read more books', { category: 'Learning' }), 'F'],
  [goal('Lose 10 kg in a week', { category: 'Health & Fitness' }), 'D'],
  [goal('Call my parents every Sunday', { description: 'to stay close to my family', category: 'Relationships', isRecurring: true, pattern: 'weekly' }), 'C'],
  [goal('Run 5 km three times a week until 1 March'), 'B'],
  [goal('Run 5 km three times a week until 1 March', { category: 'Health & Fitness' }), 'B'],
  [goal('Walk 8000 steps a day', { category: 'Health & Fitness', dueDate: '2027-01-31' }), 'B'],
  [goal('Meditate 10 minutes every morning', { description: 'To feel calmer at work', category: 'Personal Growth', isRecurring: true, pattern: 'daily' }), 'B'],
  [goal('Read 12 books by 31 December', { description: 'One a month, so that I relax before bed', category: 'Learning' }), 'A'],
  [goal('Save $5,000 for an emergency fund', { description: 'Put aside $420 each month so that I feel secure', category: 'Finance', dueDate: '2027-10-31' }), 'A'],
  [goal('Apply to 5 jobs per week', { description: 'Because I want a role with more responsibility', category: 'Career', dueDate: '2027-02-28' }), 'A'],
  [goal('Pay off my credit card debt of $2,400 by June', { description: 'Pay $400 each month so I can start saving', category: 'Finance' }), 'A'],
  [goal('Swim 1 km twice a week', { description: 'To build stamina for the summer triathlon', category: 'Health & Fitness', dueDate: '2027-06-01' }), 'A'],
  [goal('Write 500 words every weekday', { description: 'So that I finish the first draft of my novel', category: 'Personal Growth', dueDate: '2027-04-30' }), 'A'],
  [goal('Complete the AWS certification course', { description: 'Study 5 hours a week so I can move into a cloud role', category: 'Career', dueDate: '2027-03-15' }), 'A'],
  [goal('Sleep 8 hours a night', { category: 'Health & Fitness' }), 'C'],
  [goal('Drink 2 litres of water daily', { category: 'Health & Fitness', isRecurring: true, pattern: 'daily' }), 'C'],
  [goal('Practise guitar 20 minutes a day for 6 weeks', { category: 'Learning' }), 'B'],
  [goal('Publish 4 blog posts in 2 months', { category: 'Career' }), 'B'],
  [goal('Go on a date night with my partner every month', { description: 'Because we want more time together', category: 'Relationships', isRecurring: true, pattern: 'monthly' }), 'C'],
  [goal('Get promoted', { category: 'Career', dueDate: '2027-12-31' }), 'F'],
  [goal('Get promoted to senior engineer', { category: 'Career', dueDate: '2027-12-31' }), 'D'],
  [goal('Cook dinner at home 4 times a week this month', { description: 'to save money and eat healthier', category: 'Finance' }), 'A'],
];

describe('scoreGoal', () => {
  it('covers at least thirty goals', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE.map(([g, grade]) => [g.title, g, grade] as const))('%s -> %s', (_title, input, grade) => {
    const result = scoreGoal(input, NOW);
    expect(result.grade, JSON.stringify(result.breakdown)).toBe(grade);
  });

  it('makes the overall score the sum of five 20-point dimensions, graded by the spec cut-offs', () => {
    for (const [input] of TABLE) {
      const r = scoreGoal(input, NOW);
      expect(Object.keys(r.breakdown).sort()).toEqual([...SMART_DIMENSIONS].sort());
      const dims = Object.values(r.breakdown);
      expect(dims.every((d) => d.maxScore === 20 && d.score >= 0 && d.score <= 20 && d.feedback.length > 0)).toBe(true);
      expect(r.overall).toBe(dims.reduce((s, d) => s + d.score, 0));
      expect(r.grade).toBe(gradeFor(r.overall));
    }
    expect([gradeFor(90), gradeFor(89), gradeFor(80), gradeFor(70), gradeFor(60), gradeFor(59)]).toEqual(['A', 'B', 'B', 'C', 'D', 'F']);
  });

  it('tells a vague goal what is missing and says nothing more to a strong one', () => {
    const vague = scoreGoal(goal('get fit'), NOW);
    expect(vague.breakdown.measurable.score).toBe(0);
    expect(vague.breakdown.timeBound.score).toBe(0);
    expect(vague.suggestions.slice(0, 3).join(' ')).toMatch(/number/);
    expect(vague.suggestions.join(' ')).toMatch(/deadline|due date/);
    expect(vague.breakdown.specific.feedback).toMatch(/get fit|exactly/);
    const strong = scoreGoal(TABLE[18]![0], NOW);
    expect(strong.suggestions).toEqual([]);
  });

  it('puts the weakest dimension first in the suggestions', () => {
    const r = scoreGoal(goal('Learn Spanish', { category: 'Learning' }), NOW);
    const weakest = Math.min(...Object.values(r.breakdown).map((d) => d.score));
    expect(weakest).toBe(0);
    expect(r.suggestions[0]).toMatch(/number|deadline/);
  });

  it('flags a past due date and an unrealistic pace in the feedback', () => {
    const late = scoreGoal(goal('Finish the portfolio website', { dueDate: '2026-11-21' }), NOW);
    expect(late.breakdown.timeBound.feedback).toMatch(/passed/);
    const rushed = scoreGoal(goal('Lose 10 kg in a week'), NOW);
    expect(rushed.breakdown.achievable.feedback).toMatch(/pace/);
  });

  it('judges the due date on the user\u2019s calendar: today in Auckland is tomorrow in Los Angeles', () => {
    const at = new Date('2026-11-22T20:00:00Z'); // 23 Nov 09:00 in Auckland, 22 Nov 12:00 in Los Angeles
    const due = goal('Send the report to 3 clients', { dueDate: '2026-11-22' });
    expect(scoreGoal(due, at, 'Pacific/Auckland').breakdown.timeBound.feedback).toMatch(/passed/);
    expect(scoreGoal(due, at, 'America/Los_Angeles').breakdown.timeBound.score).toBe(20);
  });

  it('is deterministic', () => {
    for (const [input] of TABLE) expect(scoreGoal(input, NOW)).toEqual(scoreGoal(input, NOW));
  });
});
