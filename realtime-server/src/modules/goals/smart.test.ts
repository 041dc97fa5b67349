import { describe, expect, it } from 'vitest';
import { SMART_SUGGEST_BELOW, scoreGoal } from './smart.ts';
import { NOW, TABLE, find, goal, health } from './smart.fixture.ts';

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
