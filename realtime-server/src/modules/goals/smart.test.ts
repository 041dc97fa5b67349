import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMART_DIMENSIONS, gradeFor, type SmartGrade, type TScoreGoalInput } from '@coach/contract';
import { SMART_DIMENSION_MAX, SMART_SUGGEST_BELOW, scoreGoal } from './smart.ts';

/** Sunday 22 November 2026, noon UTC. */
const NOW = new Date('2026-11-22T12:00:00Z');
const goal = (title: string, more: Partial<TScoreGoalInput> = {}): TScoreGoalInput => ({
  title,
  description: '',
  category: '',
  dueDate: null,
  isRecurring: false,
  ...more,
});
const health = 'Health & Fitness';

// [goal, expected grade]: vague, partly SMART and strong goals; with and without description and
// category; individual, family and team categories; recurring, past due and unrealistic.
const TABLE: [TScoreGoalInput, SmartGrade][] = [
  // Vague: no action, no measure, no date.
  [goal('get fit'), 'F'],
  [goal('be happier'), 'F'],
  [goal('Do stuff'), 'F'],
  [goal('Write'), 'F'],
  [goal('Save money'), 'F'],
  [goal('Exercise more', { category: health }), 'F'],
  [goal('Improve my career', { category: 'Career' }), 'F'],
  [goal('Learn Spanish', { category: 'Learning' }), 'F'],
  [goal('Read more books', { category: 'Learning' }), 'F'],
  [goal('Spend more time with family', { category: 'Relationships' }), 'F'],
  [goal('Be the best', { category: 'Performance' }), 'F'],
  [goal('I want to be a better person and do more stuff'), 'F'],
  // Absolutes, fuzzy or missing deadlines, past due, impossible paces.
  [goal('Be perfect at everything always'), 'F'],
  [goal('Never eat sugar again', { category: health }), 'F'],
  [goal('Lose weight soon', { category: health }), 'F'],
  [goal('Get fit in 30 days'), 'F'],
  [goal('Finish the portfolio website', { category: 'Career', dueDate: '2026-10-01' }), 'F'],
  [goal('Pay off the car loan by 1 June 2025', { category: 'Finance' }), 'F'],
  [goal('Run a marathon next week', { category: health }), 'F'],
  [goal('Learn Spanish in 2 weeks', { category: 'Learning' }), 'F'],
  [goal('Lose 15 lbs', { category: health, dueDate: '2026-12-01' }), 'F'],
  [goal('Declutter the garage', { category: 'Household' }), 'F'],
  [goal('Exercise', { isRecurring: true, pattern: 'weekly', interval: 2 }), 'F'],
  // Partly SMART.
  [goal('Lose 10 kg in a week', { category: health }), 'D'],
  [goal('Read 100 books this month', { category: 'Learning' }), 'D'],
  [goal('Study 16 hours a day for the exam', { category: 'Education' }), 'D'],
  [goal('Get promoted', { category: 'Career', dueDate: '2027-12-31' }), 'D'],
  [goal('Meditate every morning', { category: health }), 'D'],
  [goal('Finish report', { dueDate: '2026-11-22' }), 'D'],
  [goal('Get promoted to senior engineer', { category: 'Career', dueDate: '2027-12-31' }), 'C'],
  [goal('Sleep 8 hours a night', { category: health }), 'C'],
  [goal('Save $200 a month', { category: health }), 'C'],
  [goal('Save 1 million dollars this year', { category: 'Finance' }), 'C'],
  [
    goal('Plan a family trip to Portugal by March', {
      category: 'Travel',
      description: 'A week in summer so that the kids see their grandparents',
    }),
    'C',
  ],
  [goal('Visit grandma every other weekend', { category: 'Bonding', description: 'She lives alone and I want the kids to know her' }), 'C'],
  // Strong without a why, a description or a category: B.
  [goal('Run 5 km three times a week until 1 March'), 'B'],
  [goal('Run 5 km three times a week until 1 March', { category: health }), 'B'],
  [goal('Walk 8000 steps a day', { category: health, dueDate: '2027-01-31' }), 'B'],
  [goal('Practise guitar 20 minutes a day for 6 weeks', { category: 'Learning' }), 'B'],
  [goal('Publish 4 blog posts in 2 months', { category: 'Career' }), 'B'],
  [goal('Drink 2 litres of water daily', { category: health, isRecurring: true, pattern: 'daily' }), 'B'],
  [goal('Save $200 a month', { category: 'Finance', isRecurring: true, pattern: 'monthly' }), 'B'],
  [goal('Ship the billing redesign to 100% of users by end of Q1', { category: 'Project' }), 'B'],
  [
    goal('Go on a date night with my partner every month', {
      description: 'Because we want more time together',
      category: 'Relationships',
      isRecurring: true,
      pattern: 'monthly',
    }),
    'B',
  ],
  [goal('Fitness', { description: 'Run 5 km three times a week until March so that I can keep up with my kids', category: health }), 'B'],
  // Strong: action, amount, rhythm or date, category and a reason.
  [
    goal('Call my parents every Sunday', {
      description: 'to stay close to my family',
      category: 'Relationships',
      isRecurring: true,
      pattern: 'weekly',
    }),
    'A',
  ],
  [
    goal('Meditate 10 minutes every morning', {
      description: 'To feel calmer at work',
      category: 'Personal Growth',
      isRecurring: true,
      pattern: 'daily',
    }),
    'A',
  ],
  [goal('Read 12 books by 31 December', { description: 'One a month, so that I relax before bed', category: 'Learning' }), 'A'],
  [
    goal('Save $5,000 for an emergency fund', {
      description: 'Put aside $420 each month so that I feel secure',
      category: 'Finance',
      dueDate: '2027-10-31',
    }),
    'A',
  ],
  [
    goal('Apply to 5 jobs per week', {
      description: 'Because I want a role with more responsibility',
      category: 'Career',
      dueDate: '2027-02-28',
    }),
    'A',
  ],
  [
    goal('Pay off my credit card debt of $2,400 by June', {
      description: 'Pay $400 each month so I can start saving',
      category: 'Finance',
    }),
    'A',
  ],
  [
    goal('Swim 1 km twice a week', { description: 'To build stamina for the summer triathlon', category: health, dueDate: '2027-06-01' }),
    'A',
  ],
  [
    goal('Write 500 words every weekday', {
      description: 'So that I finish the first draft of my novel',
      category: 'Personal Growth',
      dueDate: '2027-04-30',
    }),
    'A',
  ],
  [
    goal('Complete the AWS certification course', {
      description: 'Study 5 hours a week so I can move into a cloud role',
      category: 'Career',
      dueDate: '2027-03-15',
    }),
    'A',
  ],
  [goal('Cook dinner at home 4 times a week this month', { description: 'to save money and eat healthier', category: 'Finance' }), 'A'],
  [goal('Lose 5 kg in 3 months', { description: 'so that I can keep up with my kids', category: health }), 'A'],
  [
    goal('Save $50 a week', {
      category: 'Financial',
      isRecurring: true,
      pattern: 'weekly',
      description: 'For our family holiday next summer',
    }),
    'A',
  ],
  [
    goal('Launch the company newsletter by 15 January 2027', {
      category: 'Business',
      description: 'So that customers hear about new features each month',
    }),
    'A',
  ],
  [
    goal('Reach 1,000 newsletter subscribers by 30 June 2027', { category: 'Business', description: 'So that the launch has an audience' }),
    'A',
  ],
  [
    goal('Hit 95% test coverage on the payments service by end of next month', {
      category: 'Development',
      description: 'To catch regressions before release',
    }),
    'A',
  ],
  [goal('run 5km 3x a week for the next 8 weeks so i can do a 10k race in spring', { category: health }), 'A'],
  [
    goal('Reduce support tickets by 20% this quarter', {
      category: 'Operational',
      description: 'By fixing the top 5 causes so the team can focus on features',
    }),
    'A',
  ],
];

const find = (title: string, category?: string) =>
  TABLE.find(([g]) => g.title === title && (category === undefined || g.category === category))![0];

describe('scoreGoal: grades', () => {
  it('covers at least thirty goals, every grade, and several categories', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TABLE.map(([, grade]) => grade))).toEqual(new Set(['A', 'B', 'C', 'D', 'F']));
    const categories = new Set(TABLE.map(([g]) => g.category));
    for (const c of [health, 'Career', 'Finance', 'Learning', 'Relationships', 'Financial', 'Business', ''])
      expect(categories).toContain(c);
  });

  it.each(TABLE.map(([g, grade]) => [grade, g.title, g] as const))('%s: %s', (grade, _title, input) => {
    const result = scoreGoal(input, NOW);
    expect(result.grade, JSON.stringify(result.breakdown, null, 1)).toBe(grade);
  });

  it('tells "get fit" (F) from "Run 5 km three times a week until 1 March" (A or B, with no description or due date)', () => {
    const vague = scoreGoal(goal('get fit'), NOW);
    const strong = scoreGoal(goal('Run 5 km three times a week until 1 March'), NOW);
    expect(vague.grade).toBe('F');
    expect(['A', 'B']).toContain(strong.grade);
    for (const dim of ['specific', 'measurable', 'timeBound'] as const) expect(strong.breakdown[dim].score).toBeGreaterThanOrEqual(16);
    expect(strong.overall - vague.overall).toBeGreaterThanOrEqual(50);
  });
});

describe('scoreGoal: arithmetic', () => {
  it('gives five dimensions of 20 points, overall their sum, and the letter grade of SMART_GRADES', () => {
    for (const [input] of TABLE) {
      const r = scoreGoal(input, NOW);
      expect(Object.keys(r.breakdown).sort()).toEqual([...SMART_DIMENSIONS].sort());
      for (const d of Object.values(r.breakdown)) {
        expect(d.maxScore).toBe(SMART_DIMENSION_MAX);
        expect(Number.isInteger(d.score) && d.score >= 0 && d.score <= 20).toBe(true);
      }
      expect(SMART_DIMENSION_MAX).toBe(20);
      expect(r.overall).toBe(Object.values(r.breakdown).reduce((s, d) => s + d.score, 0));
      expect(Number.isInteger(r.overall) && r.overall >= 0 && r.overall <= 100).toBe(true);
      expect(r.grade).toBe(r.overall >= 90 ? 'A' : r.overall >= 80 ? 'B' : r.overall >= 70 ? 'C' : r.overall >= 60 ? 'D' : 'F');
      expect(r.grade).toBe(gradeFor(r.overall));
    }
  });

  it('scores an empty draft 0 and a perfect goal 100', () => {
    const empty = scoreGoal(goal(''), NOW);
    expect(empty.overall).toBe(0);
    expect(empty.breakdown.specific.feedback).toMatch(/no title/);
    expect(scoreGoal(find('Save $5,000 for an emergency fund'), NOW).overall).toBe(100);
  });

  it('is deterministic: the same goal on the same day, whatever was scored before and whatever the wall clock says', () => {
    const first = TABLE.map(([g]) => scoreGoal(g, NOW));
    const again = [...TABLE]
      .reverse()
      .map(([g]) => scoreGoal(g, NOW))
      .reverse();
    expect(again).toEqual(first);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-05T05:05:05Z'));
    expect(TABLE.map(([g]) => scoreGoal(g, NOW))).toEqual(first);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});

describe('scoreGoal: feedback and suggestions', () => {
  it('explains each dimension in one plain sentence', () => {
    for (const [input] of TABLE) {
      for (const d of Object.values(scoreGoal(input, NOW).breakdown)) {
        expect(d.feedback).toMatch(/^["A-Z0-9].*\.$/);
        expect(d.feedback).not.toMatch(/\.\s+[A-Z]/);
        expect(d.feedback.length).toBeLessThan(200);
      }
    }
  });

  it('tells the vague goal what is missing: a number and a deadline first, then the action', () => {
    const r = scoreGoal(goal('get fit'), NOW);
    expect(r.breakdown.measurable.score).toBe(0);
    expect(r.breakdown.timeBound.score).toBe(0);
    expect(r.suggestions[0]).toMatch(/Add a number/);
    expect(r.suggestions[1]).toMatch(/Add a deadline: set a due date or write "by 1 March"/);
    expect(r.suggestions[2]).toMatch(/Replace "get fit" with the exact action/);
    expect(r.breakdown.specific.feedback).toMatch(/"get fit"/);
    expect(r.breakdown.measurable.feedback).toMatch(/nothing to measure/);
    expect(r.breakdown.timeBound.feedback).toMatch(/no deadline/);
  });

  it('lists a suggestion for every dimension under 16 points, weakest first, S-M-A-R-T order on ties', () => {
    for (const [input] of TABLE) {
      const r = scoreGoal(input, NOW);
      const weak = Object.values(r.breakdown).filter((d) => d.score < SMART_SUGGEST_BELOW);
      expect(r.suggestions).toHaveLength(weak.length);
      expect(r.suggestions.every((s) => s.length > 10 && s.endsWith('.'))).toBe(true);
    }
    // Learn Spanish: measurable 0, time-bound 0, specific 8, achievable 12, relevant 12.
    const r = scoreGoal(find('Learn Spanish', 'Learning'), NOW);
    expect([r.breakdown.measurable.score, r.breakdown.timeBound.score, r.breakdown.specific.score]).toEqual([0, 0, 8]);
    expect(r.suggestions).toHaveLength(5);
    expect(r.suggestions[0]).toMatch(/number/);
    expect(r.suggestions[1]).toMatch(/deadline/);
    expect(r.suggestions[2]).toMatch(/what exactly|how much/);
    expect(r.suggestions[3]).toMatch(/busy week/); // achievable before relevant on a tie
    expect(r.suggestions[4]).toMatch(/why it matters/);
  });

  it('has little or nothing to suggest for an A goal', () => {
    for (const [input] of TABLE.filter(([, g]) => g === 'A'))
      expect(scoreGoal(input, NOW).suggestions.length, input.title).toBeLessThanOrEqual(1);
    expect(scoreGoal(find('Apply to 5 jobs per week'), NOW).suggestions).toEqual([]);
  });

  it('gives examples from the goal\u2019s own area', () => {
    expect(scoreGoal(goal('Save money'), NOW).suggestions.join(' ')).toMatch(/Save \$200/);
    expect(scoreGoal(goal('Exercise more', { category: health }), NOW).suggestions.join(' ')).toMatch(/Run 5 km/);
    expect(scoreGoal(goal('Improve my career', { category: 'Career' }), NOW).suggestions.join(' ')).toMatch(/Apply to 5 jobs/);
  });

  it('quotes what it found: the amount, the rhythm and the date', () => {
    const r = scoreGoal(goal('Run 5 km three times a week until 1 March'), NOW);
    expect(r.breakdown.specific.feedback).toMatch(/"run"/);
    expect(r.breakdown.measurable.feedback).toBe('"5 km" and "three times a week" give you something to count progress by.');
    expect(r.breakdown.timeBound.feedback).toMatch(/"until 1 march"/);
    expect(r.breakdown.relevant.feedback).toMatch(/no category/);
    expect(r.suggestions).toEqual(['Pick a category and say in the description why this goal matters to you.']);
  });
});

describe('scoreGoal: signals', () => {
  it('judges a due date on the user\u2019s calendar: past, today, ahead, far away', () => {
    const r = (dueDate: string) => scoreGoal(goal('Send the report to 3 clients', { dueDate }), NOW).breakdown;
    expect(r('2026-11-21').timeBound).toMatchObject({ score: 2, feedback: 'The due date, 21 November 2026, has already passed.' });
    expect(r('2026-11-21').achievable.feedback).toMatch(/deadline has passed/);
    expect(r('2026-11-22').timeBound).toMatchObject({ score: 20, feedback: 'It has a due date, today.' });
    expect(r('2027-03-01').timeBound).toMatchObject({ score: 20, feedback: 'It has a due date, 1 March 2027.' });
    expect(r('2029-06-01').timeBound.score).toBe(14);
    expect(r('2029-06-01').timeBound.feedback).toMatch(/more than two years away/);
    // Not a calendar day: ignored rather than trusted.
    expect(r('2026-02-30').timeBound.score).toBe(0);
  });

  it('reads "today" in the user\u2019s time zone: already tomorrow in Auckland, still today in Los Angeles', () => {
    const at = new Date('2026-11-22T20:00:00Z'); // 23 Nov 09:00 in Auckland, 22 Nov 12:00 in Los Angeles
    const due = goal('Send the report to 3 clients', { dueDate: '2026-11-22' });
    expect(scoreGoal(due, at, 'Pacific/Auckland').breakdown.timeBound.feedback).toMatch(/has already passed/);
    expect(scoreGoal(due, at, 'America/Los_Angeles').breakdown.timeBound.score).toBe(20);
    expect(scoreGoal(due, at, 'Not/AZone').breakdown.timeBound.score).toBe(20); // UTC: still the 22nd
  });

  it('finds deadlines in the words and flags one that has passed', () => {
    const t = (title: string) => scoreGoal(goal(title), NOW).breakdown.timeBound;
    for (const title of [
      'Submit 3 designs by Friday',
      'Finish 2 chapters by end of June',
      'Walk 5 km within 6 weeks',
      'Sell 10 paintings in 30 days',
      'Read 2 books this month',
      'Ship v2 by 2027-01-15',
    ])
      expect(t(title).score, title).toBeGreaterThanOrEqual(15);
    expect(t('Pay off the car loan by 1 June 2025')).toMatchObject({ score: 2 });
    expect(t('Pay off the car loan by 1 June 2025').feedback).toMatch(/"by 1 june 2025", has already passed/);
    // Without a year, 1 March means the next one.
    expect(t('Run 5 km three times a week until 1 March').feedback).not.toMatch(/passed/);
    expect(t('Lose weight soon')).toMatchObject({ score: 3, feedback: '"soon" is not a deadline: it can always move.' });
    expect(t('Start running 3 times a week today').score).toBe(10); // a start is not a deadline
  });

  it('does not count the numbers of a deadline as a measure', () => {
    const r = scoreGoal(goal('Get fit in 30 days'), NOW).breakdown;
    expect(r.measurable.score).toBe(0);
    expect(r.timeBound.score).toBe(17);
    expect(scoreGoal(goal('Finish the report by 15 March'), NOW).breakdown.measurable.feedback).not.toMatch(/number/);
  });

  it('takes a recurring pattern as a rhythm and a deadline per cycle', () => {
    const once = scoreGoal(goal('Exercise'), NOW).breakdown;
    const recurring = scoreGoal(goal('Exercise', { isRecurring: true, pattern: 'weekly', interval: 2 }), NOW).breakdown;
    expect(recurring.timeBound.score).toBeGreaterThan(once.timeBound.score);
    expect(recurring.measurable.score).toBeGreaterThan(once.measurable.score);
    expect(recurring.timeBound.feedback).toMatch(/repeats every 2 weeks/);
    expect(scoreGoal(goal('Exercise', { isRecurring: true, pattern: 'daily', interval: 99 }), NOW).breakdown.timeBound.feedback).toMatch(
      /repeats daily/,
    );
  });

  it('penalises vague words only when no amount pins them down', () => {
    const vague = scoreGoal(goal('Read more books', { category: 'Learning' }), NOW).breakdown.specific;
    const pinned = scoreGoal(goal('Read 2 more books a month', { category: 'Learning' }), NOW).breakdown.specific;
    expect(vague.feedback).toMatch(/"more"/);
    expect(pinned.feedback).not.toMatch(/"more"/);
    expect(pinned.score).toBeGreaterThan(vague.score);
  });

  it('counts a detailed description towards Specific and a reason towards Relevant', () => {
    const bare = scoreGoal(goal('Fitness', { category: health }), NOW).breakdown;
    const described = scoreGoal(find('Fitness'), NOW).breakdown;
    expect(described.specific.score).toBeGreaterThan(bare.specific.score);
    expect(described.specific.feedback).toMatch(/description says what you will do/);
    expect(described.relevant.score).toBeGreaterThan(bare.relevant.score);
    expect(described.relevant.feedback).toMatch(/says why it matters \("so that I can keep up with/);
  });

  it('spots paces no one can keep and says what is realistic', () => {
    const r = scoreGoal(goal('Lose 10 kg in a week', { category: health }), NOW).breakdown;
    expect(r.achievable.feedback).toBe('Losing 10 kg in 7 days is about 10 kg a week; a safe pace is 0.5-1 kg a week.');
    expect(r.timeBound.feedback).toMatch(/too short/);
    expect(r.achievable.score).toBeLessThanOrEqual(6);
    expect(scoreGoal(goal('Lose 5 kg in 3 months'), NOW).breakdown.achievable.score).toBe(20);
    expect(scoreGoal(goal('Read 100 books this month'), NOW).breakdown.achievable.feedback).toMatch(/more than three a week/);
    expect(scoreGoal(goal('Study 16 hours a day'), NOW).breakdown.achievable.feedback).toMatch(/16 hours a day/);
    expect(scoreGoal(goal('Write a novel by tomorrow'), NOW).breakdown.achievable.feedback).toMatch(/"write a novel" in 1 day is too fast/);
  });

  it('calls out absolutes and bars almost nobody reaches', () => {
    expect(scoreGoal(goal('Never eat sugar again'), NOW).breakdown.achievable.feedback).toMatch(/"never"/);
    expect(scoreGoal(goal('Be perfect at everything always'), NOW).breakdown.achievable.feedback).toBe(
      'Absolutes like "perfect", "everything" and "always" leave no room for a bad day.',
    );
    expect(scoreGoal(goal('Save 1 million dollars this year'), NOW).breakdown.achievable.feedback).toMatch(/"million" sets a bar/);
    expect(scoreGoal(goal('Get promoted to senior engineer'), NOW).breakdown.achievable.feedback).toMatch(/decided by other people/);
  });

  it('checks that the category fits the goal', () => {
    const wrong = scoreGoal(goal('Save $200 a month', { category: health }), NOW).breakdown.relevant;
    const right = scoreGoal(goal('Save $200 a month', { category: 'Finance' }), NOW).breakdown.relevant;
    expect(wrong.feedback).toBe('It reads like Finance rather than "Health & Fitness", so the category may be wrong.');
    expect(right.score).toBeGreaterThan(wrong.score);
    // Related areas are fine: a course for a career, a better-paid job for the finances.
    expect(scoreGoal(goal('Finish the AWS course by March', { category: 'Career' }), NOW).breakdown.relevant.feedback).toMatch(
      /^It fits "Career"/,
    );
    expect(scoreGoal(goal('Get a better-paid job by June', { category: 'Finance' }), NOW).breakdown.relevant.feedback).toMatch(
      /^It fits "Finance"/,
    );
    expect(scoreGoal(goal('Run 5 km three times a week', { category: 'Career' }), NOW).breakdown.relevant.feedback).toMatch(
      /reads like Health & Fitness rather than "Career"/,
    );
    // Categories without keywords (Personal Growth, team categories) are taken as chosen.
    expect(scoreGoal(goal('Save $200 a month', { category: 'Personal Growth' }), NOW).breakdown.relevant.score).toBe(right.score);
  });
});
