import type { TActionData } from '@coach/contract';
import {
  type BookingWish,
  type StageCues,
  type Topic,
  bookingWhen,
  detectBooking,
  detectEmotion,
  detectTopic,
  isCrisis,
  stageCues,
} from './detectors.ts';
import { type GoalStatement, categorise, detectGoal, goalDraft } from './goal-detectors.ts';
import { PROPOSED } from './wording.ts';
import { capitalise, normalize, words } from './text.ts';
import type { AiContext } from '../../providers/ai/types.ts';

/** What one client message asks of the coach, decided in this order (the first that fits wins). */
export type Intent =
  | { kind: 'crisis' }
  | { kind: 'booking'; booking: BookingWish }
  | { kind: 'noBooking' }
  | { kind: 'vent' }
  | { kind: 'goal'; goal: GoalStatement; emotion: string | null }
  | { kind: 'ask'; ask: AskKind; subject: string | null }
  | { kind: 'greeting'; howAreYou: boolean }
  | { kind: 'thanks' }
  | { kind: 'short'; short: ShortKind; word: string }
  | { kind: 'talk'; emotion: string | null; positive: boolean; setback: boolean; cues: StageCues; situation: boolean };

export type AskKind = 'identity' | 'help' | 'opinion' | 'how' | 'request';
export type ShortKind = 'yes' | 'no' | 'unsure' | 'fine' | 'sigh' | 'filler' | 'word';

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|yo|heya|good (?:morning|afternoon|evening|day)|morning|evening|greetings)(?: there| again| coach| everyone)?\b[\s,!.]*/i;
const HOW_ARE_YOU = /^(?:how are you|how's it going|how are things|how are you doing|what's up|how do you do)(?: today| doing)?[\s?!.]*$/i;
const THANKS =
  /^(?:ok(?:ay)?[,.!]* |great[,.!]* )?(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate (?:it|that|you)|that(?:'s| is| was) (?:really |so |very )?(?:helpful|useful|great))\b/i;
const YES = /^(?:yes|yeah|yep|yup|sure|ok|okay|k|alright|all right|sounds good|definitely|absolutely|of course|great|cool|perfect|deal)$/i;
const NO = /^(?:no|nope|nah|not really|no thanks|not yet)$/i;
const UNSURE =
  /^(?:idk|dunno|maybe|perhaps|hmm+|not sure|i'm not sure|no idea|i don't know|i dont know|don't know|i guess|who knows|unsure)$/i;
const NO_BOOKING =
  /\b(?:don't|do not|dont|no need to|not ready to)\b[^.!?]{0,15}\b(?:book|schedule|meet|a session|a call)\b|\bcancel (?:my|the|our) (?:session|call|appointment)\b/i;
const VENT =
  /\b(?:need|want|have) to (?:vent|rant)\b|\bcan i (?:vent|rant)\b|\bget (?:this|it|something) off my chest\b|\bjust need (?:someone )?to (?:listen|talk)\b/i;
const POSITIVE =
  /\b(great|good|well|better|proud|happy|excited|amazing|awesome|progress|managed to|did it|nailed it|went well|succeeded|finally did|win|wins|won|got (?:the|a|my) (?:job|offer|promotion|place|raise)|got promoted|passed|finished|completed|hit my|reached my|yay|woo+hoo+|hooray)\b/i;
/**
 * A setback told (missed, skipped, failed, fell off, didn't...): met with encouragement to restart,
 * never with praise, whatever else the message says ('I missed Wednesday but it was a good week').
 */
export const SETBACK =
  /\b(?:missed|miss(?:ed)? (?:a|my|the|another)|skipped|skip(?:ped)? (?:a|my|the)|failed|fail(?:ed)? to|fell off|fallen off|fell behind|slipped|slip(?:ped)? up|gave up|given up|didn'?t|did not|couldn'?t|could not|wasn'?t able|haven'?t (?:been|done|managed|kept)|broke my (?:streak|routine|promise)|lost my (?:streak|momentum|motivation)|relapsed|messed up|blew it|off track|back to square one|stopped (?:going|running|doing|exercising))\b/i;
const NOT_POSITIVE = /\b(?:not|isn't|wasn't|never|no longer)\s+(?:so |very |that |going |feeling )?(?:great|good|well|better|happy)\b/i;
const FILLER = /^(?:lol|lmao|haha+|hah|ha|hehe|wow|omg|oh|ah|eh|hm|uh|um+|well|so|anyway|whatever|idc|k+)$/i;
const FINE = /^(?:fine|good|so-so|so so|not bad|alright i guess|ok i guess|pretty good|all good)$/i;

function askOf(text: string): { ask: AskKind; subject: string | null } | null {
  const s = text.toLowerCase();
  if (/\b(are you (?:a |an )?(?:bot|robot|ai|human|real|person|machine|chatbot|real person)|who are you|what are you)\b/.test(s)) {
    return { ask: 'identity', subject: null };
  }
  const how = /\bhow (?:do|can|should|could) i ([^?.!,]{3,60})/.exec(s);
  if (how?.[1]) return { ask: 'how', subject: how[1].trim() };
  if (
    /\b(what do you think|what would you do|what do you (?:suggest|recommend)|what should i do|any (?:advice|tips|ideas|suggestions)|do you have (?:any )?(?:advice|tips|ideas|suggestions)|your (?:advice|opinion|thoughts|view)|do you think|should i)\b/.test(
      s,
    )
  ) {
    return { ask: 'opinion', subject: null };
  }
  if (/\b(?:can|could|will|would) you (?:please )?help\b|\bhelp me\b|\bi need (?:some )?help\b/.test(s)) {
    const subject = /\bhelp(?: me)?(?: with| on)? ([^?.!,]{3,60})/.exec(s)?.[1]?.trim() ?? null;
    return { ask: 'help', subject: subject && !/^(?:me|please|out)$/.test(subject) ? subject : null };
  }
  // Anything else asked of the AI ("can you remind me...", "could you tell me...").
  if (/\b(?:can|could|would|will) you\b/.test(s) && s.includes('?')) return { ask: 'request', subject: null };
  return null;
}

/** Reads one client message; `coachName` lets "can I meet Sarah" count as a booking. */
export function classify(raw: string, coachName: string | null): Intent {
  let text = normalize(raw);
  if (text === '') return { kind: 'greeting', howAreYou: false };
  if (isCrisis(text)) return { kind: 'crisis' };
  const booking = detectBooking(text, coachName);
  if (booking) return { kind: 'booking', booking };
  if (NO_BOOKING.test(text)) return { kind: 'noBooking' };
  if (VENT.test(text)) return { kind: 'vent' };
  const goal = detectGoal(text);
  if (goal) return { kind: 'goal', goal, emotion: detectEmotion(text) };

  const greeting = GREETING.exec(text);
  if (greeting) {
    const rest = text.slice(greeting[0].length).trim();
    const onlyName = coachName && rest.toLowerCase() === coachName.split(' ')[0]?.toLowerCase();
    if (rest === '' || onlyName || /^ai$|^coach$/i.test(rest)) return { kind: 'greeting', howAreYou: false };
    if (HOW_ARE_YOU.test(rest)) return { kind: 'greeting', howAreYou: true };
    text = capitalise(rest); // "Hi, I've been..." is answered as what follows the greeting
  }
  if (HOW_ARE_YOU.test(text)) return { kind: 'greeting', howAreYou: true };

  const ask = askOf(text);
  if (ask) return { kind: 'ask', ...ask };
  const thanks = THANKS.exec(text);
  if (thanks && words(text.slice(thanks[0].length)).length <= 4) return { kind: 'thanks' };

  const bare = text.replace(/[.!?,\s]+$/g, '').trim();
  const emotion = detectEmotion(text);
  const count = words(bare).length;
  if (!emotion && count <= 4) {
    if (YES.test(bare)) return { kind: 'short', short: 'yes', word: bare };
    if (NO.test(bare)) return { kind: 'short', short: 'no', word: bare };
    if (UNSURE.test(bare)) return { kind: 'short', short: 'unsure', word: bare };
    if (FINE.test(bare)) return { kind: 'short', short: 'fine', word: bare };
    if (/^(?:ugh+|sigh|argh+|meh+)$/i.test(bare)) return { kind: 'short', short: 'sigh', word: bare };
    if (FILLER.test(bare)) return { kind: 'short', short: 'filler', word: bare };
    if (count <= 2 && !Object.values(stageCues(text)).some(Boolean)) return { kind: 'short', short: 'word', word: bare };
  }
  const setback = SETBACK.test(text);
  const positive = !emotion && !setback && POSITIVE.test(text) && !NOT_POSITIVE.test(text);
  return { kind: 'talk', emotion, positive, setback, cues: stageCues(text), situation: count >= 6 };
}

/** A turn in which the client describes a problem: what an AUTONOMOUS coach counts before proposing. */
function isProblem(intent: Intent): boolean {
  if (intent.kind !== 'talk') return false;
  return intent.emotion !== null || intent.cues.stuck || (intent.situation && !intent.positive);
}

export interface Conversation {
  text: string;
  intent: Intent;
  /** Client turns so far, this one included. */
  turn: number;
  /** Problem-describing client turns so far, this one included. */
  problems: number;
  /** Client turns that named a feeling, this one included. */
  distressed: number;
  /** The client has stated a goal earlier, or the room already has goals. */
  hasGoal: boolean;
  /** What this message is about, to reflect back. */
  topic: Topic | null;
  /** The subject of the latest problem turn that named one: what an unprompted goal is about. */
  problemTopic: Topic | null;
  /** One of the last few client turns spoke of self-harm or crisis. */
  recentCrisis: boolean;
  /** What an AUTONOMOUS coach proposes on its own this turn, if anything. */
  unprompted: 'goal' | 'booking' | null;
}

/** The whole conversation as the coach sees it when answering the last client message. */
export function readConversation(ctx: AiContext): Conversation {
  const clientTurns = ctx.history.filter((t) => t.from === 'client');
  const last = clientTurns.at(-1)?.content ?? '';
  const intents = clientTurns.map((t) => classify(t.content, ctx.coachName));
  const intent = intents.at(-1) ?? classify('', ctx.coachName);
  const earlier = intents.slice(0, -1);
  const problems = intents.filter(isProblem).length;
  const distressed = intents.filter((i) => (i.kind === 'talk' || i.kind === 'goal') && i.emotion !== null).length;
  const hasGoal = ctx.goals.length > 0 || earlier.some((i) => i.kind === 'goal');
  const topic = detectTopic(normalize(last));
  // The latest problem turn that names its subject: "my sleep" two messages ago still counts.
  let problemTopic = topic;
  for (let i = clientTurns.length - 1; !problemTopic && i >= 0; i--) {
    if (intents[i] && isProblem(intents[i] as Intent)) problemTopic = detectTopic(normalize(clientTurns[i]?.content ?? ''));
  }
  // Each proposal is made on the turn its count is first reached, so it is not repeated unasked whatever
  // wrote the earlier replies; the built-in wording (PROPOSED) is checked as well.
  const aiSaid = (re: RegExp) => ctx.history.some((t) => t.from === 'ai' && re.test(t.content));
  let unprompted: Conversation['unprompted'] = null;
  if (ctx.level === 'AUTONOMOUS' && isProblem(intent)) {
    // A feeling that keeps coming back is an opening for a live session; a problem told twice, for a goal.
    if (distressed === 3 && ctx.coachName && !aiSaid(PROPOSED.booking)) unprompted = 'booking';
    else if (problems === 2 && !hasGoal && !aiSaid(PROPOSED.goal)) unprompted = 'goal';
  }
  const recentCrisis = earlier.slice(-3).some((i) => i.kind === 'crisis');
  return {
    text: normalize(last),
    intent,
    turn: clientTurns.length,
    problems,
    distressed,
    hasGoal,
    topic,
    problemTopic,
    recentCrisis,
    unprompted,
  };
}

/** A goal title for a problem the client keeps describing, when they have not named the goal themselves. */
export function problemGoalTitle(conv: Conversation, allText: string): string {
  const t = conv.problemTopic;
  if (t?.isPerson) {
    return categorise(allText) === 'Career'
      ? `Improve my working relationship with ${t.firstPerson}`
      : `Strengthen my relationship with ${t.firstPerson}`;
  }
  if (t && t.firstPerson.startsWith('my ')) return `Improve ${t.firstPerson}`;
  const byCategory: Record<string, string> = {
    'Health & Fitness': 'Build a steadier health routine',
    Career: 'Make work more manageable',
    Finance: 'Get my finances on track',
    Learning: 'Build a steady learning habit',
    Relationships: 'Strengthen an important relationship',
    'Personal Growth': 'Take one clear step on what has been weighing on me',
  };
  return byCategory[categorise(allText)] ?? 'Take one clear step forward';
}

/**
 * The card that goes with the reply: a booking when asked, a goal draft when a goal was stated, and for
 * an AUTONOMOUS coach the proposals it makes on its own. Shared by every provider.
 */
export function detectAction(ctx: AiContext, conv: Conversation = readConversation(ctx)): TActionData | undefined {
  const { intent } = conv;
  if (intent.kind === 'booking' || conv.unprompted === 'booking') {
    // The card opens at the days they asked for ("next week", "on Monday").
    const when = intent.kind === 'booking' ? bookingWhen(intent.booking.when) : null;
    return { type: 'session_booking', status: 'pending', ...(when && { when }) };
  }
  if (intent.kind === 'goal') {
    return { type: 'goal_suggestion', status: 'pending', goalData: goalDraft(intent.goal.title, conv.text) };
  }
  if (conv.unprompted === 'goal') {
    const problemText = ctx.history
      .filter((t) => t.from === 'client')
      .map((t) => t.content)
      .join(' ');
    return { type: 'goal_suggestion', status: 'pending', goalData: goalDraft(problemGoalTitle(conv, problemText), problemText) };
  }
  return undefined;
}
