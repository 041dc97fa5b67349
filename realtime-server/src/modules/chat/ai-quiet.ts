import type { AiLevel, TActionData } from '@coach/contract';
import { detectBooking } from '../ai-coach/detectors.ts';
import { normalize } from '../ai-coach/text.ts';

/**
 * When the AI coach keeps out of a conversation between the client and their human coach (the
 * two coaches working as a team): one pure function, so the rules read and test in one place.
 */

/** At LIMITED the AI coach answers questions and messages that address it. */
const ADDRESSES_AI = /(^|[^a-z0-9])(ai|coach bot|assistant)([^a-z0-9]|$)|@ai\b/i;

/**
 * Whether a client's message gets an AI reply at this level (coach and AI messages never do). The
 * send path asks this alone (it is the chat's hot path); the reply job asks aiStaysQuiet.
 */
export function shouldAiReply(level: AiLevel, content: string): boolean {
  switch (level) {
    case 'DISABLED':
      return false;
    case 'LIMITED':
      return content.includes('?') || ADDRESSES_AI.test(content);
    case 'ENHANCED':
    case 'AUTONOMOUS':
      return true;
  }
}

/** A message written to the AI in so many words: '@ai ...', 'AI, ...', 'hey assistant ...'. */
const TO_AI = /@ai\b|^\s*(?:(?:hi|hey|hello|ok|okay|dear|so)[\s,]+)?(?:ai|coach bot|assistant)\b/i;

/** The human coach's message keeps the AI quiet this long (inclusive). */
export const COACH_ACTIVE_MS = 30 * 60_000;

export type QuietReason = 'disabled' | 'not_asked' | 'addressed_coach' | 'coach_active';

export interface QuietInput {
  level: AiLevel;
  /** The client's message the AI would answer. */
  content: string;
  /** The room's human coach; null when the room has none (then nothing defers to them). */
  coachFirstName: string | null;
  coachLastName: string | null;
  /** When the human coach last wrote in the room, if they have (recently). */
  coachWroteAt: Date | null;
  now: Date;
}

export interface QuietDecision {
  quiet: boolean;
  reason: QuietReason | null;
}

/**
 * First names that are also everyday words ("I will", "there is hope"): for a coach called so, the
 * name counts only where it addresses them (see addressedByName), not wherever the word appears.
 */
const WORD_NAMES = new Set([
  'will',
  'may',
  'hope',
  'joy',
  'faith',
  'grace',
  'mark',
  'bill',
  'rose',
  'summer',
  'april',
  'june',
  'august',
  'dawn',
  'frank',
  'sue',
  'pat',
  'rich',
  'art',
  'jack',
  'ray',
  'chase',
  'hunter',
  'drew',
  'sky',
  'eve',
  'max',
  'guy',
  'bob',
  'gene',
  'don',
  'ash',
  'holly',
  'ivy',
  'iris',
  'lily',
  'olive',
  'ruby',
  'amber',
  'crystal',
  'daisy',
  'autumn',
  'winter',
  'river',
  'sage',
  'hazel',
  'angel',
  'page',
  'penny',
  'sunny',
  'misty',
  'carol',
  'robin',
  'wade',
  'cole',
  'reed',
  'dean',
  'gay',
  'miles',
  'price',
  'rob',
  'sandy',
  'stone',
  'young',
  'star',
  'storm',
  'honey',
  'sugar',
  'kit',
  'nick',
  'pete',
]);

/** Letters and digits of any script: a name is matched as a whole word, never inside another ('Caseyville'). */
const NOT_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_AFTER = '(?![\\p{L}\\p{N}_])';
const GREETS = 'hi|hey|hello|hiya|dear|thanks|thank you|thx|ty|cheers|ok|okay|sorry|morning|evening|yo|bye|ta';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as a pattern: its words with any spacing between them. */
const namePattern = (name: string) => name.trim().split(/\s+/).map(escapeRegExp).join('\\s+');

/**
 * Whether the client names their human coach: the first name as a word ('Casey, ...', '@Casey',
 * 'thanks casey'), the full name, or a title with the last name ('Dr Smith'). A first name that is
 * also a common word counts only where it addresses: '@Will', 'Will, ...', 'thanks Will',
 * '..., Will?', or capitalised inside a sentence ('I asked Will').
 */
export function addressedByName(content: string, firstName: string, lastName: string | null): boolean {
  const first = firstName.trim();
  const last = lastName?.trim() ?? '';
  if (first.length >= 2) {
    const f = namePattern(first);
    if (!WORD_NAMES.has(first.toLowerCase())) {
      if (new RegExp(`${NOT_BEFORE}${f}${NOT_AFTER}`, 'iu').test(content)) return true;
    } else {
      const vocative = [
        `@${f}${NOT_AFTER}`,
        `^\\s*${f}\\s*[,:;!—–-]`,
        `${NOT_BEFORE}(?:${GREETS})[\\s,]+${f}${NOT_AFTER}`,
        `,\\s*${f}\\s*[.!?…]*\\s*$`,
      ];
      if (vocative.some((p) => new RegExp(p, 'iu').test(content))) return true;
      // Capitalised after a lower-case word, that is not at a sentence's start: a name, not the word.
      if (
        new RegExp(`(?<=\\p{Ll}[\\s,]+)${namePattern(first.charAt(0).toUpperCase() + first.slice(1).toLowerCase())}${NOT_AFTER}`, 'u').test(
          content,
        )
      ) {
        return true;
      }
    }
  }
  if (
    first &&
    last &&
    first.length + last.length >= 4 &&
    new RegExp(`${NOT_BEFORE}${namePattern(first)}\\s+${namePattern(last)}${NOT_AFTER}`, 'iu').test(content)
  )
    return true;
  if (
    last.length >= 2 &&
    new RegExp(`${NOT_BEFORE}(?:mr|mrs|ms|miss|mx|dr|coach)\\.?\\s+${namePattern(last)}${NOT_AFTER}`, 'iu').test(content)
  ) {
    return true;
  }
  return false;
}

/** Asking the AI whether it is a person is a question for the AI, not a wish for the human coach. */
const ASKS_AI_IDENTITY = /\bare you (?:a |an )?(?:real |actual )?(?:person|human|people|bot|robot|ai|machine)\b/gi;

/** The client asks for their human coach, by role rather than by name. */
const ASKS_FOR_COACH = new RegExp(
  [
    String.raw`\b(?:my|our) (?:own |human |real |actual |regular )?coach\b(?! ?bot)`,
    String.raw`\bhuman coach\b`,
    String.raw`\b(?:real|actual) (?:person|human|coach|people)\b`,
    String.raw`\b(?:talk|speak|chat|write) (?:to|with) (?:a |an )?(?:human|person|someone real|somebody real|a human being)\b`,
  ].join('|'),
  'i',
);

export function asksForCoach(content: string): boolean {
  return ASKS_FOR_COACH.test(content.replace(ASKS_AI_IDENTITY, ' '));
}

/**
 * Whether the AI coach stays quiet on a client's message, and why. The first rule that applies:
 * 1. DISABLED: quiet. LIMITED: quiet unless a question or a message that addresses the AI
 *    (shouldAiReply). AUTONOMOUS: answers (the rest is for LIMITED and ENHANCED).
 * 2. The room has no human coach: answers.
 * 3. Written to the AI ('@ai ...', 'AI, ...'): answers.
 * 4. Names the human coach ('Casey, ...', '@Casey', 'thanks casey'): quiet.
 * 5. Mentions the AI elsewhere ('what does the AI think?'): answers.
 * 6. Asks for the human coach ('my coach', 'human coach', 'a real person'): quiet.
 * 7. The human coach wrote in the room within the last 30 minutes: quiet.
 * 8. Otherwise: answers.
 */
export function aiStaysQuiet(input: QuietInput): QuietDecision {
  const { level, content } = input;
  if (level === 'DISABLED') return { quiet: true, reason: 'disabled' };
  if (!shouldAiReply(level, content)) return { quiet: true, reason: 'not_asked' };
  if (level === 'AUTONOMOUS' || input.coachFirstName === null) return { quiet: false, reason: null };
  const text = normalize(content);
  if (TO_AI.test(text)) return { quiet: false, reason: null };
  if (addressedByName(text, input.coachFirstName, input.coachLastName)) return { quiet: true, reason: 'addressed_coach' };
  if (ADDRESSES_AI.test(text)) return { quiet: false, reason: null };
  if (asksForCoach(text)) return { quiet: true, reason: 'addressed_coach' };
  if (input.coachWroteAt && input.now.getTime() - input.coachWroteAt.getTime() <= COACH_ACTIVE_MS) {
    return { quiet: true, reason: 'coach_active' };
  }
  return { quiet: false, reason: null };
}

/**
 * What a quiet AI coach may still post: when the client asks to book a session with the coach,
 * the booking card alone (the built-in coach's booking reading), so they can pick one of the
 * coach's open times; null otherwise.
 */
export function quietBookingCard(
  content: string,
  coachFirstName: string,
  coachLastName: string | null,
): { content: string; action: TActionData } | null {
  const coachName = [coachFirstName, coachLastName].filter(Boolean).join(' ');
  if (!detectBooking(normalize(content), coachName)) return null;
  const first = coachFirstName.trim() || 'your coach';
  const possessive = first.endsWith('s') ? `${first}'` : `${first}'s`;
  return { content: `Here are ${possessive} open times.`, action: { type: 'session_booking', status: 'pending' } };
}

/** About 1 s, plus 15 ms a character, at most 2.5 s: how long the AI coach seems to think before a reply appears. */
export const THINKING_MIN_MS = 1000;
export const THINKING_PER_CHAR_MS = 15;
export const THINKING_MAX_MS = 2500;

export function thinkingDelayMs(reply: string): number {
  return Math.min(THINKING_MAX_MS, THINKING_MIN_MS + THINKING_PER_CHAR_MS * reply.length);
}

/** The pause still to wait after the provider took `elapsedMs` to answer (never negative). */
export function remainingThinkingMs(reply: string, elapsedMs: number): number {
  return Math.max(0, thinkingDelayMs(reply) - Math.max(0, elapsedMs));
}
