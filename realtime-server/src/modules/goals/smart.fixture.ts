/** Goals the SMART scorer's tests share: a fixed "now" and a table of goals with their expected grades. */
import type { SmartGrade, TScoreGoalInput } from '@coach/contract';

/** Sunday 22 November 2026, noon UTC. */
export const NOW = new Date('2026-11-22T12:00:00Z');
export const goal = (title: string, more: Partial<TScoreGoalInput> = {}): TScoreGoalInput => ({
  title,
  description: '',
  category: '',
  dueDate: null,
  isRecurring: false,
  ...more,
});
export const health = 'Health & Fitness';

// [goal, expected grade]: vague, partly SMART and strong goals; with and without description and
// category; individual, family and team categories; recurring, past due and unrealistic.
export const TABLE: [TScoreGoalInput, SmartGrade][] = [
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

export const find = (title: string, category?: string) =>
  TABLE.find(([g]) => g.title === title && (category === undefined || g.category === category))![0];
