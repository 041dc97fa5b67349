import { type AiLevel, type IndividualGoalCategory, ZActionData } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { builtinReply } from './builtin-reply.ts';
import { ENCOURAGE, PROPOSED, T } from './wording.ts';
import { sentences } from './text.ts';
import type { AiContext, AiTurn } from '../../providers/ai/types.ts';

/** The built-in coach as the chat calls it, through the provider's async reply. */
const coach = { reply: (c: AiContext) => Promise.resolve(builtinReply(c)) };

function context(history: AiTurn[] | string, over: Partial<AiContext> = {}): AiContext {
  return {
    client: { firstName: 'Samantha', preferredName: 'Sam' },
    coachName: 'Sarah Lee',
    level: 'ENHANCED',
    intake: { coachingStyle: 'encouraging', primaryFocus: 'career' },
    goals: [],
    history: typeof history === 'string' ? [{ from: 'client', content: history }] : history,
    ...over,
  };
}

/** A conversation where the coach's turns are the built-in coach's own replies. */
async function converse(messages: string[], over: Partial<AiContext> = {}) {
  const history: AiTurn[] = [];
  const replies = [];
  for (const content of messages) {
    history.push({ from: 'client', content });
    const reply = await coach.reply(context([...history], over));
    replies.push(reply);
    history.push({ from: 'ai', content: reply.content });
  }
  return replies;
}

type Kind = 'session_booking' | 'goal_suggestion';
interface Example {
  message: string;
  action?: Kind;
  category?: IndividualGoalCategory;
  priority?: 'low' | 'medium' | 'high';
  /** At least one of these words of the message comes back in the reply. */
  reflects?: string[];
  crisis?: boolean;
}

const EXAMPLES: Example[] = [
  // greetings
  { message: 'Hi' },
  { message: 'Good morning!' },
  { message: 'hey there, how are you?' },
  // stated goals, every category, and urgency
  { message: 'I want to run a 5k by the end of summer', action: 'goal_suggestion', category: 'Health & Fitness', reflects: ['5k'] },
  { message: 'My goal is to sleep 8 hours a night', action: 'goal_suggestion', category: 'Health & Fitness', reflects: ['8 hours'] },
  {
    message: "I'd like to start going to the gym three times a week",
    action: 'goal_suggestion',
    category: 'Health & Fitness',
    reflects: ['gym'],
  },
  { message: 'I want to get a promotion at work this year', action: 'goal_suggestion', category: 'Career', reflects: ['promotion'] },
  { message: 'I need to find a new job asap', action: 'goal_suggestion', category: 'Career', priority: 'high', reflects: ['new job'] },
  { message: 'I need to pay off my credit card debt', action: 'goal_suggestion', category: 'Finance', reflects: ['credit card debt'] },
  {
    message: 'I want to save money for a house someday',
    action: 'goal_suggestion',
    category: 'Finance',
    priority: 'low',
    reflects: ['house'],
  },
  { message: "I'd like to learn Spanish", action: 'goal_suggestion', category: 'Learning', reflects: ['Spanish'] },
  { message: 'My goal is to read 20 books this year', action: 'goal_suggestion', category: 'Learning', reflects: ['20 books'] },
  { message: 'I want to spend more time with my family', action: 'goal_suggestion', category: 'Relationships', reflects: ['family'] },
  {
    message: 'I want to reconnect with an old friend right away',
    action: 'goal_suggestion',
    category: 'Relationships',
    priority: 'high',
    reflects: ['old friend'],
  },
  { message: 'I want to stop procrastinating', action: 'goal_suggestion', category: 'Personal Growth', reflects: ['procrastinating'] },
  { message: 'I really want to be more confident', action: 'goal_suggestion', category: 'Personal Growth', reflects: ['confident'] },
  {
    message: "Honestly I'm anxious, I need to get my finances in order urgently",
    action: 'goal_suggestion',
    category: 'Finance',
    priority: 'high',
    reflects: ['anxious'],
  },
  // booking, phrased differently
  { message: 'Can I book a session with my coach?', action: 'session_booking', reflects: ['session'] },
  { message: "I'd like to schedule a call for next week", action: 'session_booking', reflects: ['call'] },
  { message: 'Can we meet on Friday?', action: 'session_booking', reflects: ['Friday'] },
  { message: "I'd love to talk to Sarah about this", action: 'session_booking', reflects: ['Sarah'] },
  { message: 'Is it possible to set up an appointment?', action: 'session_booking', reflects: ['appointment'] },
  // not a booking with the coach, not a goal
  { message: 'I need to schedule a meeting with my team tomorrow', reflects: ['team'] },
  { message: "I don't want to book anything right now", reflects: ['book'] },
  { message: 'I need to vent' },
  // venting and feelings
  { message: "I'm so stressed about work", reflects: ['stressed'] },
  { message: 'I feel completely overwhelmed by everything on my plate', reflects: ['overwhelmed'] },
  { message: "My boss keeps ignoring my ideas and it's frustrating", reflects: ['frustrated', 'boss'] },
  { message: "I've been feeling really lonely lately", reflects: ['lonely'] },
  { message: "I'm stuck and I don't know what to do", reflects: ['stuck'] },
  { message: 'Things have been chaotic at home since the baby arrived', reflects: ['baby', 'chaotic'] },
  { message: 'I went for three runs this week and I feel really proud' },
  { message: 'I got the job!!', reflects: ['job'] },
  { message: 'My partner and I keep fighting about chores', reflects: ['partner'] },
  // questions to the AI
  { message: 'What do you think I should do?' },
  { message: 'Can you help me with my finances?', reflects: ['finances'] },
  { message: 'How do I stop overthinking everything?', reflects: ['overthinking'] },
  { message: 'Are you a real person?', reflects: ['AI'] },
  // one-word replies and thanks
  { message: 'ok' },
  { message: 'idk' },
  { message: 'no' },
  { message: 'money', reflects: ['money'] },
  { message: 'lol' },
  { message: 'ugh' },
  { message: 'Thanks so much!' },
  { message: 'thank you, that was helpful' },
  // crisis
  { message: 'I want to kill myself', crisis: true },
  { message: "Sometimes I feel like there's no reason to live", crisis: true },
];

describe('builtinReply', () => {
  it('words every proposal so that a later turn can tell it was made', () => {
    for (const t of [...T.goalCard, ...T.goalUnprompted]) expect(t).toMatch(PROPOSED.goal);
    for (const t of [...T.bookingCard, ...T.bookingUnprompted]) expect(t).toMatch(PROPOSED.booking);
  });

  it.each(EXAMPLES)('answers "$message"', async (example) => {
    const reply = await coach.reply(context(example.message));
    const text = reply.content;

    expect(reply.action?.type).toBe(example.action);
    if (reply.action) {
      expect(ZActionData.parse(reply.action)).toEqual(reply.action);
      expect(reply.action.status).toBe('pending');
    }
    if (example.action === 'goal_suggestion') {
      const goal = reply.action?.goalData;
      expect(goal?.category).toBe(example.category);
      expect(goal?.priority).toBe(example.priority ?? 'medium');
      expect(goal?.title.length).toBeLessThanOrEqual(80);
      expect(goal?.title).toMatch(/^[A-Z0-9]/);
      expect(goal?.description).toMatch(/Measure: .+ Time frame: .+/);
    } else {
      expect(reply.action?.goalData).toBeUndefined();
    }
    if (example.action === 'session_booking') {
      // The reply points at the booking card the client books in, not at settling a time by message.
      expect(text).toMatch(/\bbooking card below\b/);
      expect(text).not.toMatch(/reads? this chat/i);
    }

    const questions = text.match(/\?/g)?.length ?? 0;
    if (example.crisis) {
      expect(questions).toBe(0);
      expect(text).toMatch(/emergency services/);
      expect(text).toMatch(/crisis line/);
    } else {
      expect(questions).toBe(1);
      expect(text.endsWith('?')).toBe(true);
    }
    if (example.reflects) {
      const lower = text.toLowerCase();
      expect(
        example.reflects.some((w) => lower.includes(w.toLowerCase())),
        `"${text}" reflects none of ${example.reflects.join(', ')}`,
      ).toBe(true);
    }
    const count = sentences(text).length;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text).not.toMatch(/[*#`]|^\s*[-•]\s|\n/m);
    expect(text, 'a template placeholder left unfilled').not.toMatch(/[{}]/);
    // A reflection, not a parrot: a message of several words never comes back whole.
    if (example.message.split(' ').length >= 4) {
      expect(text.toLowerCase()).not.toContain(example.message.toLowerCase().replace(/[.!?]+$/, ''));
    }
  });

  it('gives the same reply to the same conversation, and different replies to different messages', async () => {
    const messages = [
      'My manager keeps changing priorities on me',
      'I have been skipping the gym for a month',
      'My sister and I argue every time we talk',
      'I keep spending too much on takeout',
      'I started a course but lost momentum',
      'Work has taken over my evenings',
      "I can't seem to finish my thesis",
      'My partner and I barely see each other',
      'I feel like I am drifting without a plan',
      'My savings are gone after the move',
    ];
    const first = await Promise.all(messages.map((m) => coach.reply(context(m))));
    const again = messages.map((m) => builtinReply(context(m)));
    expect(again).toEqual(first);
    expect(new Set(first.map((r) => r.content)).size).toBeGreaterThanOrEqual(8);
  });

  it('varies its wording from turn to turn', async () => {
    const replies = new Set<string>();
    for (let turns = 1; turns <= 6; turns++) {
      const history: AiTurn[] = [];
      for (let i = 1; i < turns; i++) history.push({ from: 'client', content: `Earlier message ${i}` }, { from: 'ai', content: 'Noted.' });
      history.push({ from: 'client', content: 'Work has been really busy' });
      replies.add((await coach.reply(context(history))).content);
    }
    expect(replies.size).toBeGreaterThanOrEqual(3);
  });

  it('calls the client by their preferred name, else their first name, in some replies but not all', async () => {
    const replies = await Promise.all(EXAMPLES.map((e) => coach.reply(context(e.message))));
    const named = replies.filter((r) => r.content.includes('Sam')).length;
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThan(replies.length);
    expect(replies.some((r) => r.content.includes('Samantha'))).toBe(false);

    const hello = await coach.reply(context('Hello', { client: { firstName: 'Priya', preferredName: null } }));
    expect(hello.content).toMatch(/\bPriya\b/);
  });

  it('opens with a greeting when there is no client message yet', async () => {
    const reply = await coach.reply(context([]));
    expect(reply.content).toMatch(/^(Hi|Hello|Hey) Sam\b/);
    expect(reply.content.match(/\?/g)).toHaveLength(1);
    expect(reply.action).toBeUndefined();
  });

  it('greets a returning client with one of their goals', async () => {
    const reply = await coach.reply(context('Hi', { goals: ['Run a 5k'] }));
    expect(reply.content).toContain('"Run a 5k"');
  });

  it('takes the coaching style into account', async () => {
    const message = 'Things at work have been busy and I keep putting off the big report';
    for (const tone of ['direct', 'reflective', 'professional', 'encouraging'] as const) {
      const reply = await coach.reply(context(message, { intake: { coachingStyle: tone } }));
      expect(
        sentences(reply.content).some((s) => ENCOURAGE[tone].includes(s)),
        `${tone}: ${reply.content}`,
      ).toBe(true);
    }
  });

  it('keeps LIMITED replies to a reflection and a question', async () => {
    const message = 'Things at work have been busy and I keep putting off the big report';
    const enhanced = await coach.reply(context(message));
    const limited = await coach.reply(context(message, { level: 'LIMITED' }));
    expect(sentences(limited.content)).toHaveLength(2);
    expect(sentences(enhanced.content).length).toBeGreaterThan(2);
  });

  it('moves through GROW: reality, then options when stuck, then will when ideas and decisions come', async () => {
    const [, stuck, idea, decision] = await converse([
      'My manager keeps adding projects and I cannot say no',
      "I don't know what to do, nothing changes",
      'I could ask my manager for a weekly priorities check-in',
      "I'll ask him on Monday after standup",
    ]);
    // The question is the last sentence; the client's name may sit just before its question mark.
    const question = (reply: { content: string } | undefined) => (sentences(reply?.content ?? '').at(-1) ?? '').replace(/, Sam\?$/, '?');
    expect(T.optionsQ).toContain(question(stuck));
    expect(T.chooseQ).toContain(question(idea));
    expect(T.commitQ).toContain(question(decision));
  });

  describe('AUTONOMOUS level', () => {
    const problems = ["I've been sleeping badly for weeks", "My sleep is all over the place and I'm exhausted at work"];

    it('proposes a goal once a problem has come up twice; other levels wait to be asked', async () => {
      const auto = await converse(problems, { level: 'AUTONOMOUS' });
      expect(auto[0]?.action).toBeUndefined();
      expect(auto[1]?.action).toMatchObject({
        type: 'goal_suggestion',
        status: 'pending',
        goalData: { title: 'Improve my sleep', category: 'Health & Fitness', priority: 'medium' },
      });
      for (const level of ['LIMITED', 'ENHANCED'] as AiLevel[]) {
        const replies = await converse(problems, { level });
        expect(replies.map((r) => r.action)).toEqual([undefined, undefined]);
      }
    });

    it('does not propose the same goal again, and offers a session when distress keeps coming back', async () => {
      // Feelings are named in turns 2, 3 and 4: the third time is the opening for a session.
      const replies = await converse([...problems, 'I feel so frustrated', "It's just hard. I'm overwhelmed", 'Still so stressed'], {
        level: 'AUTONOMOUS',
      });
      expect(replies.map((r) => r.action?.type)).toEqual([undefined, 'goal_suggestion', undefined, 'session_booking', undefined]);
      expect(replies[3]?.content).toMatch(/Sarah/);
      expect(replies[3]?.content).toMatch(/booking card below/);
    });

    it('offers no session when there is no human coach to book', async () => {
      const replies = await converse([...problems, 'I feel so frustrated', "I'm overwhelmed"], { level: 'AUTONOMOUS', coachName: null });
      expect(replies[3]?.action).toBeUndefined();
    });

    it('never proposes anything in answer to a crisis', async () => {
      const replies = await converse([...problems, 'I feel like ending it all'], { level: 'AUTONOMOUS' });
      expect(replies[2]?.action).toBeUndefined();
      expect(replies[2]?.content).toMatch(/crisis line/);
    });
  });

  it('puts a crisis before any request in the same message', async () => {
    const reply = await coach.reply(context('I want to end my life. Can I book a session?'));
    expect(reply.action).toBeUndefined();
    expect(reply.content).toMatch(/emergency services/);
  });

  it('checks in with care on the turn after a crisis message', async () => {
    const [, after] = await converse(["Some days I don't want to be here anymore", 'thank you']);
    expect(after?.content).toMatch(/crisis line/);
    expect(after?.content.match(/\?/g)).toHaveLength(1);
    expect(after?.action).toBeUndefined();
  });

  it('reads a question about a goal as a question, not a goal', async () => {
    const reply = await coach.reply(context('Do I need to change jobs?'));
    expect(reply.action).toBeUndefined();
  });
});

describe('the booking card of a reply', () => {
  it('carries the day or week asked for, and none when none was named', () => {
    expect(builtinReply(context("I'd like to schedule a call for next week")).action).toEqual({
      type: 'session_booking',
      status: 'pending',
      when: 'next_week',
    });
    expect(builtinReply(context('Can we meet on Monday?')).action).toMatchObject({ type: 'session_booking', when: 'monday' });
    const plain = builtinReply(context('Can I book a session with my coach?')).action;
    expect(plain).toEqual({ type: 'session_booking', status: 'pending' });
    expect(ZActionData.parse(builtinReply(context('Can we meet on Monday?')).action)).toMatchObject({ when: 'monday' });
  });
});
