import { ASSIST_MIN_INTERVAL_MS, ASSIST_MIN_NEW_LINES } from '@coach/contract';
import type { AssistInput, AssistProposal } from '../../../providers/ai/types.ts';
import { clip, normalize, sentences, toSecondPerson } from '../../ai-coach/text.ts';

/**
 * AI assist in the video room (docs/video-room.md#ai-assist): when the coach gets a suggestion,
 * and what the built-in assistant proposes from what the client just said. Pure rules; the
 * service (service.ts) reads the lines and stores what these decide.
 */

export interface AssistCadence {
  /** The session's Enable/Disable (sessions.assist_enabled). */
  enabled: boolean;
  /** Transcript lines stored since the last suggestion (all of them before the first). */
  newLines: number;
  lastSuggestionAt: Date | null;
  now: Date;
}

/** A suggestion is due after enough new lines and long enough since the last one; never while disabled. */
export function assistDue(c: AssistCadence): boolean {
  if (!c.enabled || c.newLines < ASSIST_MIN_NEW_LINES) return false;
  return c.lastSuggestionAt === null || c.now.getTime() - c.lastSuggestionAt.getTime() >= ASSIST_MIN_INTERVAL_MS;
}

const QUOTE_MAX = 90;
/** A suggestion is not repeated word for word while it is among the last two. */
const NO_REPEAT = 2;

/** The client's words turned to the coach's voice: "I always fail at this." -> "you always fail at this". */
const reflect = (text: string) => clip(toSecondPerson(text).replace(/[\s.!?,;:]+$/, ''), QUOTE_MAX);

const ABSOLUTE =
  /\b(?:i(?:'m| am)? (?:always|never)\b.*|(?:everything|nothing) (?:i do|ever|works|goes)\b.*|no one (?:ever|cares|listens)\b.*)/i;
const SELF_CRITICAL =
  /\b(?:i can(?:'t|not) (?!wait\b|believe\b|complain\b).*|i(?:'m| am) (?:so |such an? |just |really )?(?:bad|terrible|hopeless|useless|stupid|lazy|a failure|a mess|not good enough|not smart enough)\b.*|i (?:keep )?(?:fail|failing|mess(?:ing)? (?:it|things|everything) up|ruin(?:ing)? (?:it|everything))\b.*)/i;
const AMBIVALENT = /\bi (?:really )?(?:want|would like|'d like|need|should|ought) to (.+?),? but (.+)$/i;
const TORN = /\b(?:part of me|i(?:'m| am) (?:torn|in two minds|not sure (?:if|whether))|on the other hand)\b/i;
const PLAN = /\b(?:i will|i'll|i(?:'m| am) going to|i plan to|i(?:'m| am) planning to|i intend to|i commit to)\s+(.+)$/i;
const DATED =
  /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|next (?:week|month|year)|this (?:week|month|year|evening|morning|afternoon)|by (?:the )?end|at \d|\d{1,2}(?::\d{2})? ?(?:am|pm)|in (?:a|an|one|two|three|\d+) (?:day|week|month|hour)s?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,2}(?:st|nd|rd|th)|\d{4}-\d{2}-\d{2})\b/i;
const GOAL =
  /\b(?:my goal is(?: to)?|i want to|i'd like to|i would like to|i wish i could|i hope to|i(?:'m| am) aiming to|i aim to)\s+(.+)$/i;

type Rule = (sentence: string) => AssistProposal | null;

/** In the order a coach would attend to them: ambivalence spelt out, then distress, then plans, then goals. */
const RULES: Rule[] = [
  (s) => {
    const m = AMBIVALENT.exec(s);
    if (!m) return null;
    return {
      type: 'MI',
      text: `Reflect both sides: "On one hand you want to ${reflect(m[1]!)}; on the other, ${reflect(m[2]!)}. What makes it worth it to you?"`,
    };
  },
  (s) => {
    const m = ABSOLUTE.exec(s);
    if (!m) return null;
    return {
      type: 'Reframe',
      text: `Gently test the absolute: "You said ${reflect(m[0])}. Has there been a time, even a small one, when that wasn't true? What was different then?"`,
    };
  },
  (s) => {
    const m = SELF_CRITICAL.exec(s);
    if (!m) return null;
    return {
      type: 'Reframe',
      text: `Reframe the self-criticism: "When you say ${reflect(m[0])}, what would you tell a friend who said that about themselves? Which part of this is within your control?"`,
    };
  },
  (s) =>
    TORN.test(s)
      ? {
          type: 'MI',
          text: 'Reflect the ambivalence: "It sounds like part of you wants this and part of you is holding back. What would make the change worth it to you?"',
        }
      : null,
  (s) => {
    const m = PLAN.exec(s);
    if (!m) return null;
    const plan = reflect(m[1]!);
    return DATED.test(m[1]!)
      ? {
          type: 'Commitment',
          text: `Check the commitment: "On a scale of 1 to 10, how confident are you that you'll ${plan}? What would make it a 10?"`,
        }
      : { type: 'Commitment', text: `Pin down the plan: "You're going to ${plan}. What will you do first, and by when?"` };
  },
  (s) => {
    const m = GOAL.exec(s);
    if (!m) return null;
    return {
      type: 'GROW',
      text: `Sharpen the goal: "You want to ${reflect(m[1]!)}. What would success look like by the end of next month, and how will you know you got there?"`,
    };
  },
];

/** When the client said nothing to work on: the next step of the GROW model. */
const GROW_FLOW: AssistProposal[] = [
  { type: 'GROW', text: 'Explore the reality: "What is happening now, and what have you tried so far?"' },
  { type: 'GROW', text: 'Open up options: "What else could you do? If nothing held you back, what would you try?"' },
  { type: 'GROW', text: 'Move to the will: "Which option will you choose, and what is the first step?"' },
];

/**
 * The built-in assistant: reads the client's newest sentences first and proposes the first rule
 * that fits (deterministic: the same lines give the same suggestion); when none does, the next
 * step of the GROW flow. Never repeats either of the last two suggestions.
 */
export function builtinAssist(input: AssistInput): AssistProposal {
  const recent = new Set(input.previous.slice(0, NO_REPEAT).map((p) => p.text));
  const clientSentences = input.lines
    .filter((l) => l.speakerRole === 'coachee')
    .flatMap((l) => sentences(normalize(l.text)))
    .reverse();
  for (const rule of RULES) {
    for (const sentence of clientSentences) {
      const proposal = rule(sentence);
      if (proposal && !recent.has(proposal.text)) return proposal;
    }
  }
  const start = input.previous.length % GROW_FLOW.length;
  for (let i = 0; i < GROW_FLOW.length; i++) {
    const step = GROW_FLOW[(start + i) % GROW_FLOW.length]!;
    if (!recent.has(step.text)) return step;
  }
  return GROW_FLOW[start]!;
}
