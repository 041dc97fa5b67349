import { describe, expect, it } from 'vitest';
import { scanDeadlines } from './smart-deadlines.ts';
import { areasIn, purposeIn, quantities, rhythmIn, unrealisticPace, vagueWords } from './smart-signals.ts';

/** A Sunday. */
const TODAY = '2026-11-22';
const deadline = (text: string, today = TODAY) => scanDeadlines(text, today).deadline;

describe('scanDeadlines', () => {
  it.each([
    ['run 5 km until 1 march', 'until 1 march', '2027-03-01'],
    ['read 12 books by 31 december', 'by 31 december', '2026-12-31'],
    ['finish it by 22 november', 'by 22 november', '2026-11-22'],
    ['finish it by 21 november', 'by 21 november', '2027-11-21'],
    ['submit on march 5th', 'on march 5th', '2027-03-05'],
    ['launch by 15 january 2027', 'by 15 january 2027', '2027-01-15'],
    ['ship v2 by 2027-01-15', '2027-01-15', '2027-01-15'],
    ['send it by friday', 'by friday', '2026-11-27'],
    ['send it next friday', 'next friday', '2026-11-27'],
    ['send it by sunday', 'by sunday', '2026-11-22'],
    ['send it next sunday', 'next sunday', '2026-11-29'],
    ['pay it off by end of june', 'by end of june', '2027-06-30'],
    ['pay it off by the end of november', 'by the end of november', '2026-11-30'],
    ['move in may', 'in may', '2027-05-31'],
    ['move by june 2027', 'by june 2027', '2027-06-30'],
    ['ship by 2027', 'by 2027', '2027-12-31'],
    ['ship before 2028', 'before 2028', '2027-12-31'],
    ['ship by end of q1', 'by end of q1', '2027-03-31'],
    ['ship in q4', 'in q4', '2026-12-31'],
    ['be ready by tomorrow', 'by tomorrow', '2026-11-23'],
    ['send it by end of day', 'by end of day', '2026-11-22'],
  ])('%s: a date, %s, on %s', (text, phrase, day) => {
    expect(deadline(text)).toEqual({ phrase, kind: 'date', day, explicitYear: /\d{4}/.test(phrase) });
  });

  it.each([
    ['walk 5 km within 6 weeks', 'within 6 weeks', '2027-01-03'],
    ['sell 10 paintings in 30 days', 'in 30 days', '2026-12-22'],
    ['lose 10 kg in a week', 'in a week', '2026-11-29'],
    ['run 3x a week for the next 8 weeks', 'for the next 8 weeks', '2027-01-17'],
    ['save for two months', 'for two months', '2027-01-21'],
    ['a 30-day challenge', '30-day challenge', '2026-12-22'],
    ['read 2 books this month', 'this month', '2026-11-30'],
    ['read 2 books next month', 'next month', '2026-12-31'],
    ['tidy up this week', 'this week', '2026-11-22'],
    ['tidy up next week', 'next week', '2026-11-29'],
    ['grow revenue this quarter', 'this quarter', '2026-12-31'],
    ['grow revenue next quarter', 'next quarter', '2027-03-31'],
    ['grow revenue by the end of the year', 'by the end of the year', '2026-12-31'],
    ['visit lisbon next year', 'next year', '2027-12-31'],
    ['get a tan by summer', 'by summer', '2027-08-31'],
    ['holiday next summer', 'next summer', '2027-08-31'],
    ['knit a scarf by christmas', 'by christmas', '2026-12-25'],
  ])('%s: a time frame, %s, until %s', (text, phrase, day) => {
    expect(deadline(text)).toEqual({ phrase, kind: 'span', day, explicitYear: false });
  });

  it('keeps a date it cannot pin down, flags fuzzy words, and ignores what is not a deadline', () => {
    expect(deadline('finish by 3/4')).toEqual({ phrase: 'by 3/4', kind: 'date', day: null, explicitYear: false });
    expect(deadline('finish by 31 february')).toMatchObject({ kind: 'date', day: null });
    for (const fuzzy of ['lose weight soon', 'write a book someday', 'travel more eventually', 'call her asap'])
      expect(deadline(fuzzy)?.kind, fuzzy).toBe('fuzzy');
    for (const none of [
      'read 3/4 of the book',
      'run one day a week',
      'start running today',
      'start tomorrow',
      'call my parents every sunday',
      'swim for the summer triathlon',
      'go to bed by 11pm',
    ])
      expect(deadline(none), none).toBeNull();
  });

  it('prefers an exact date to a time frame, and a time frame to a fuzzy word', () => {
    expect(deadline('soon, within 6 weeks, by 1 march')).toMatchObject({ phrase: 'by 1 march', kind: 'date' });
    expect(deadline('soon, within 6 weeks')).toMatchObject({ phrase: 'within 6 weeks', kind: 'span' });
    expect(deadline('a week in summer')).toMatchObject({ phrase: 'in summer', kind: 'span', day: '2027-08-31' });
  });

  it('dates a past year as past and reads month ends and leap years right', () => {
    expect(deadline('pay off the loan by 1 june 2025')).toEqual({
      phrase: 'by 1 june 2025',
      kind: 'date',
      day: '2025-06-01',
      explicitYear: true,
    });
    expect(deadline('ship in q3 2026')).toMatchObject({ day: '2026-09-30', explicitYear: true });
    expect(deadline('by the end of february', '2027-11-22')?.day).toBe('2028-02-29');
    expect(deadline('by 29 february', '2026-11-22')?.day).toBe('2028-02-29');
    expect(deadline('next month', '2026-12-05')?.day).toBe('2027-01-31');
    expect(deadline('within 1 week', '2026-12-28')?.day).toBe('2027-01-04');
  });

  it('blanks deadline phrases out of the text so their numbers are not read as amounts', () => {
    const { rest } = scanDeadlines('lose 10 kg in 30 days', TODAY);
    expect(rest).toHaveLength('lose 10 kg in 30 days'.length);
    expect(rest).not.toMatch(/30/);
    expect(quantities(rest)).toEqual(['10 kg']);
  });
});

describe('amounts and rhythms', () => {
  it('finds amounts: units, money, percentages, counted things, number words', () => {
    expect(quantities('run 5 km')).toEqual(['5 km']);
    expect(quantities('run 5km')).toEqual(['5km']);
    expect(quantities('save $5,000 and then €200')).toEqual(['$5,000', '€200']);
    expect(quantities('hit 95% coverage')).toEqual(['95%']);
    expect(quantities('train 3x a week')).toEqual(['3x']);
    expect(quantities('reach 1,000 newsletter subscribers')).toEqual(['1,000 newsletter subscribers']);
    expect(quantities('plant 20 trees')).toEqual(['20 trees']);
    expect(quantities('read three books')).toEqual(['three books']);
    expect(quantities('read more books')).toEqual([]);
    expect(quantities('1 and 2')).toEqual([]);
  });

  it('finds rhythms, but not a duration that only looks like one', () => {
    expect(rhythmIn('run 5 km three times a week')).toBe('three times a week');
    expect(rhythmIn('practise 20 minutes a day')).toBe('20 minutes a day');
    expect(rhythmIn('save $200 a month')).toBe('$200 a month');
    expect(rhythmIn('swim twice a week')).toBe('twice a week');
    expect(rhythmIn('visit grandma every other weekend')).toBe('every other weekend');
    expect(rhythmIn('go to bed by 11pm on weeknights')).toBe('on weeknights');
    expect(rhythmIn('drink water daily')).toBe('daily');
    expect(rhythmIn('call my parents every sunday')).toBe('every sunday');
    expect(rhythmIn('apply to 5 jobs per week')).toBe('5 jobs per week');
    expect(rhythmIn('a week in summer')).toBeNull();
    expect(rhythmIn('read 12 books      \none a month')).toBe('one a month');
    expect(rhythmIn('get fit')).toBeNull();
  });
});

describe('words', () => {
  it('calls a word vague only when no amount pins it down, and names each once', () => {
    expect(vagueWords('read more books', false)).toEqual(['more']);
    expect(vagueWords('read 2 more books', true)).toEqual([]);
    expect(vagueWords('get fit and do stuff', true)).toEqual(['get fit', 'stuff']);
    expect(vagueWords('be a better person', false)).toEqual(['better person']);
  });

  it('finds the reason, not an infinitive that says what', () => {
    expect(purposeIn('run 5k so that i can keep up with my kids')).toBe('so that i can keep up with...');
    expect(purposeIn('meditate\nto feel calmer at work')).toBe('to feel calmer at work');
    expect(purposeIn('cook at home, to save money')).toBe('to save money');
    expect(purposeIn('apply to 5 jobs\nbecause i want a new role')).toBe('because i want a new role');
    expect(purposeIn('so that i sleep', 'So That I sleep')).toBe('So That I sleep');
    expect(purposeIn('learn to code')).toBeNull();
    expect(purposeIn('go to bed by 11pm')).toBeNull();
    expect(purposeIn('apply to 5 jobs')).toBeNull();
  });

  it('names the areas of life a goal touches', () => {
    expect(areasIn('run 5 km three times a week')).toEqual(['health']);
    expect(areasIn('save $200 a month')).toEqual(['money']);
    expect(areasIn('cook at home to save money and eat healthier')).toEqual(['health', 'money']);
    expect(areasIn('declutter the garage')).toEqual([]);
  });
});

describe('unrealisticPace', () => {
  it('flags weight loss faster than 1.5 kg a week, from a rate or from the time given', () => {
    expect(unrealisticPace('lose 2 kg a week', null)).toMatchObject({ tight: false });
    expect(unrealisticPace('lose 1 kg a week', null)).toBeNull();
    expect(unrealisticPace('lose 10 kg', 7)).toMatchObject({
      feedback: 'Losing 10 kg in 7 days is about 10 kg a week; a safe pace is 0.5-1 kg a week.',
      tight: true,
    });
    expect(unrealisticPace('lose 10 kg', 70)).toBeNull();
    expect(unrealisticPace('lose 15 lbs', 70)).toBeNull();
    expect(unrealisticPace('lose 15 lbs', 9)?.feedback).toMatch(/6\.8 kg in 9 days/);
    expect(unrealisticPace('lose 10 kg', null)).toBeNull();
  });

  it('flags more than three books a week, more than 12 hours a day, and big projects squeezed into days', () => {
    expect(unrealisticPace('read 4 books a week', null)).not.toBeNull();
    expect(unrealisticPace('read 3 books a week', null)).toBeNull();
    expect(unrealisticPace('read 12 books', 39)).toBeNull();
    expect(unrealisticPace('read 100 books', 8)).toMatchObject({ tight: true });
    expect(unrealisticPace('study 16 hours a day', null)).toMatchObject({ tight: false });
    expect(unrealisticPace('study 6 hours a day', null)).toBeNull();
    expect(unrealisticPace('fast 16 hours a day', null)).toBeNull();
    expect(unrealisticPace('run a marathon', 6)).not.toBeNull();
    expect(unrealisticPace('run a marathon', 120)).toBeNull();
    expect(unrealisticPace('become fluent in french', 39)).not.toBeNull();
    expect(unrealisticPace('become fluent in french', 365)).toBeNull();
    expect(unrealisticPace('write a novel', 1)?.feedback).toBe(
      '"write a novel" in 1 day is too fast: a whole book takes months of writing.',
    );
  });
});
