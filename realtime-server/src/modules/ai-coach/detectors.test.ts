import { describe, expect, it } from 'vitest';
import { bookingWhen, detectBooking, detectTopic } from './detectors.ts';
import { categorise, countedTimeFrame, detectGoal, goalDraft, priorityOf, timeFrameOf } from './goal-detectors.ts';
import { gerund, toSecondPerson } from './text.ts';

describe('detectGoal', () => {
  it.each([
    ['I want to run a marathon, maybe next year', 'Run a marathon'],
    ["I'd like to start journaling because my head is a mess", 'Start journaling'],
    ['My main goal is to get promoted', 'Get promoted'],
    ['My goal is financial freedom', 'Achieve financial freedom'],
    ['I want a new job', 'Get a new job'],
    ['I need more energy in the afternoons', 'Have more energy in the afternoons'],
    ['I want to save $5,000 for a trip to Japan', 'Save $5,000 for a trip to Japan'],
    ["I'm planning to quit smoking asap", 'Quit smoking'],
    ['I need to spend less time on my phone', 'Spend less time on my phone'],
  ])('reads "%s" as the goal "%s"', (message, title) => {
    expect(detectGoal(message)?.title).toBe(title);
  });

  it.each([
    'I need to vent',
    'I want to talk about my week',
    'Do I need to change jobs?',
    "I don't want to move",
    'I need to be honest',
    'I need to sleep',
  ])('finds no goal in "%s"', (message) => {
    expect(detectGoal(message)).toBeNull();
  });

  it('keeps titles to 80 characters, cut at a word', () => {
    const goal = detectGoal(`I want to ${'build a really thoughtful morning routine with plenty of quiet time '.repeat(3)}`);
    expect(goal?.title.length).toBeLessThanOrEqual(80);
    expect(goal?.title.endsWith(' ')).toBe(false);
  });
});

describe('categorise and priorityOf', () => {
  it.each([
    ['work out three times a week', 'Health & Fitness'],
    ['ask my boss for a raise', 'Career'],
    ['build an emergency fund', 'Finance'],
    ['finish my online course', 'Learning'],
    ['call my mum every Sunday', 'Relationships'],
    ['meditate', 'Health & Fitness'],
    ['be kinder to myself', 'Personal Growth'],
  ])('puts "%s" in %s', (text, category) => {
    expect(categorise(text)).toBe(category);
  });

  it('reads urgency and patience, medium otherwise', () => {
    expect(priorityOf('I need this done right away')).toBe('high');
    expect(priorityOf('It is urgent')).toBe('high');
    expect(priorityOf('It is not urgent, eventually')).toBe('low');
    expect(priorityOf('someday I will')).toBe('low');
    expect(priorityOf('I would like to')).toBe('medium');
  });
});

describe('goalDraft', () => {
  it('carries the time frame as an amount, so the goal gets a due date', () => {
    expect(goalDraft('Run a 5k', 'run a 5k').timeFrame).toEqual({ amount: 4, unit: 'week' });
    expect(goalDraft('Run a 5k', 'run a 5k asap').timeFrame).toEqual({ amount: 2, unit: 'week' });
    expect(goalDraft('Run a 5k', 'run a 5k someday').timeFrame).toEqual({ amount: 3, unit: 'month' });
    expect(goalDraft('Run a 5k', 'run a 5k in 3 months').timeFrame).toEqual({ amount: 3, unit: 'month' });
    expect(goalDraft('Run a 5k', 'run a 5k within the next two weeks').timeFrame).toEqual({ amount: 2, unit: 'week' });
    expect(goalDraft('Run a 5k', 'run a 5k by next summer').timeFrame).toBeNull();
    expect(countedTimeFrame('in a few days')).toEqual({ amount: 3, unit: 'day' });
    expect(countedTimeFrame('next month')).toEqual({ amount: 1, unit: 'month' });
    expect(countedTimeFrame('in a year')).toEqual({ amount: 1, unit: 'year' });
    expect(countedTimeFrame('by December')).toBeNull();
  });

  it('keeps a time frame the client named, else suggests one by priority', () => {
    expect(goalDraft('Run a 5k', 'run a 5k by next summer').description).toMatch(/Time frame: by next summer/);
    expect(goalDraft('Run a 5k', 'run a 5k in 3 months').description).toMatch(/Time frame: in 3 months/);
    expect(goalDraft('Run a 5k', 'run a 5k asap').description).toMatch(/Time frame: start this week/);
    expect(goalDraft('Run a 5k', 'run a 5k').description).toMatch(/Time frame: the next 4 weeks/);
    expect(timeFrameOf('save it by december')).toBe('by December');
  });
});

describe('detectBooking', () => {
  it.each([
    'Can I book a session?',
    'Could we schedule a call?',
    "I'd like to meet with Sarah",
    'Can I talk to a real person?',
    'Book me in for tomorrow please',
    'When is my next session?',
  ])('hears a booking in "%s"', (message) => {
    expect(detectBooking(message, 'Sarah Lee')).not.toBeNull();
  });

  it.each([
    'I had a great session last week',
    'I need to schedule a meeting with my team',
    "I don't want to book a session",
    'My call with the bank went badly',
  ])('hears none in "%s"', (message) => {
    expect(detectBooking(message, 'Sarah Lee')).toBeNull();
  });

  it('keeps the word and the day they used', () => {
    expect(detectBooking('Can we have a call on Friday?', null)).toEqual({ noun: 'call', when: 'on friday' });
  });
});

describe('bookingWhen', () => {
  it('reads the day or week the client asked for', () => {
    const asked = (message: string) => bookingWhen(detectBooking(message, 'Sarah Lee')?.when ?? null);
    expect(asked("I'd like to book a session next week")).toBe('next_week');
    expect(asked('Can we meet on Monday?')).toBe('monday');
    expect(asked('Could I book a session Friday afternoon?')).toBe('friday');
    expect(asked('Can I book a session for tomorrow?')).toBe('tomorrow');
    expect(asked('Can we have a call tonight?')).toBe('today');
    expect(asked('Can I schedule a session this weekend?')).toBe('this_weekend');
    expect(asked('Can I book a session this week?')).toBe('this_week');
  });
  it('names no day for a part of the day alone, or nothing said', () => {
    expect(bookingWhen('in the morning')).toBeNull();
    expect(bookingWhen(null)).toBeNull();
    expect(bookingWhen(detectBooking('Can I book a session with my coach?', null)?.when ?? null)).toBeNull();
  });
});

describe('reflection helpers', () => {
  it('turns the client words back to them', () => {
    expect(toSecondPerson("I'm worried about my boss and me")).toBe("you're worried about your boss and you");
    expect(detectTopic('My boss keeps ignoring my ideas')).toMatchObject({ phrase: 'your boss', isPerson: true });
    expect(detectTopic("I'm stressed about work, my boss is awful")).toMatchObject({ phrase: 'work' });
    expect(detectTopic("I've been sleeping badly")).toMatchObject({ phrase: 'your sleep' });
    expect(['run', 'save', 'be', 'get', 'read', 'quit', 'pay'].map(gerund)).toEqual([
      'running',
      'saving',
      'being',
      'getting',
      'reading',
      'quitting',
      'paying',
    ]);
  });
});
