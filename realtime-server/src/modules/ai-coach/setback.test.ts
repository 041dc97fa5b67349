import { describe, expect, it } from 'vitest';
import { builtinReply } from './builtin-reply.ts';
import { classify, SETBACK } from './intent.ts';
import { T } from './wording.ts';
import type { AiContext } from '../../providers/ai/types.ts';

const context = (message: string): AiContext => ({
  client: { firstName: 'Samantha', preferredName: 'Sam' },
  coachName: 'Sarah Lee',
  level: 'ENHANCED',
  intake: { coachingStyle: 'encouraging', primaryFocus: 'health' },
  goals: [],
  history: [{ from: 'client', content: message }],
});

/** Setbacks as clients tell them, some with words that would otherwise read as good news. */
const SETBACKS = [
  'I missed Wednesday',
  'I missed my run this morning',
  'Missed two workouts this week',
  'I skipped the gym again',
  'Skipped my journaling three days in a row',
  'I failed to stick to the plan',
  'I failed my meal prep this week',
  'I fell off the wagon over the weekend',
  'Fell behind on my reading goal',
  "I didn't go for my walk yesterday",
  "Didn't do any of the exercises this week",
  'I did not finish the course module',
  "I couldn't make myself get up early",
  'I could not keep the streak going',
  "I wasn't able to meditate at all",
  "I haven't been running since Monday",
  "I haven't done my stretches in days",
  'I broke my streak on Sunday',
  'I lost my momentum after the holiday',
  'I slipped up and had a cigarette',
  'I gave up on the diet halfway through the week',
  'I messed up my sleep schedule again',
  'I blew it at the party last night',
  "I'm off track with my savings goal",
  'Back to square one with my morning routine',
  'I stopped going to the gym after the first week',
  'I missed Wednesday but overall it was a good week',
  'I skipped Friday even though Monday went well',
  "I didn't manage it, although I was doing great before",
  'The plan was great but I failed to follow it',
  'Missed my target for the month',
  "I didn't write a single page this week",
];

/** Whether the reply says `line` (the client's name may open the sentence or close the question). */
const says = (reply: string, line: string) => reply.toLowerCase().includes(line.toLowerCase().replace(/[.?]$/, ''));
const PRAISE = /well done|great to hear|real progress|love hearing|real win|proud of|great news|glad to hear/i;

describe('the built-in coach and setbacks', () => {
  it.each(SETBACKS)('%s: recognised, answered with encouragement to restart, never praise', (message) => {
    expect(SETBACK.test(message)).toBe(true);
    const intent = classify(message, 'Sarah Lee');
    expect(intent).toMatchObject({ kind: 'talk', setback: true, positive: false });
    const reply = builtinReply(context(message)).content;
    expect(reply).not.toMatch(PRAISE);
    expect(T.setback.some((line) => says(reply, line))).toBe(true);
    expect(T.setbackQ.some((line) => says(reply, line))).toBe(true);
  });

  it('still praises good news that tells no setback', () => {
    const reply = builtinReply(context('I finally finished my first 5k run this morning')).content;
    expect(T.positive.some((line) => says(reply, line)) || T.positiveTopic.some((l) => says(reply, l.split('{')[0]!))).toBe(true);
    expect(T.setback.some((line) => says(reply, line))).toBe(false);
  });
});
