import { keyWord } from './detectors.ts';
import { priorityOf } from './goal-detectors.ts';
import { type Conversation, detectAction, readConversation } from './intent.ts';
import { ENCOURAGE, T, type Tone, fill, toneOf } from './wording.ts';
import { gerundPhrase, hash, pick, sentences, toSecondPerson, uncapitalise } from './text.ts';
import type { AiContext, AiReply } from '../../providers/ai/types.ts';

export const MAX_SENTENCES = 4;
export const MAX_REPLY_CHARS = 400;

interface Part {
  text: string;
  /** Dropped first when the reply would run past four sentences or 400 characters. */
  optional?: boolean;
  question?: boolean;
}

/** Letters, spaces, hyphens and apostrophes only: a name is read into a sentence, never markup. */
function cleanName(name: string | null | undefined): string {
  return (name ?? '').replace(/[^\p{L}\p{M}' -]/gu, '').trim();
}

/** Client words set into a template: nothing that could add a question or markup. */
function clean(text: string): string {
  return text.replace(/[?*#_`[\]<>]/g, '').trim();
}

/** How a feeling joins its subject: "stressed about work", "overwhelmed by work"; the rest stand alone. */
const FEELING_LINK: Record<string, string> = {
  stressed: 'about',
  worried: 'about',
  sad: 'about',
  nervous: 'about',
  scared: 'about',
  anxious: 'about',
  upset: 'about',
  low: 'about',
  frustrated: 'with',
  angry: 'with',
  disappointed: 'with',
  'fed up': 'with',
  stuck: 'with',
  overwhelmed: 'by',
};

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function whenPhrase(when: string | null): string {
  if (!when) return '';
  const w = when.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, (d) => d[0]?.toUpperCase() + d.slice(1));
  if (/^(in|on) /.test(w)) return ` ${w}`;
  if (/^[A-Z]/.test(w)) return ` on ${w}`;
  return ` for ${w}`;
}

/**
 * The built-in coach's reply: deterministic, no network. Each reply follows GROW (Goal, Reality,
 * Options, Will): it reflects what the client said in their own words, asks one open question that
 * fits where they are, and encourages briefly. Wording is picked from a hash of the message and the
 * turn count, so the same conversation always gets the same reply while consecutive replies vary.
 */
export function builtinReply(ctx: AiContext): AiReply {
  const conv = readConversation(ctx);
  const seed = `${conv.text.toLowerCase()}#${conv.turn}`;
  const choose = (list: readonly string[], salt: string, values: Record<string, string> = {}) => fill(pick(list, seed, salt), values);
  // The style saved in the coaching preferences is newer than the intake's.
  const tone: Tone = toneOf(ctx.preferences?.coachingStyle ? { coachingStyle: ctx.preferences.coachingStyle } : ctx.intake);
  const name = cleanName(ctx.client.preferredName) || cleanName(ctx.client.firstName);
  const coach = cleanName(ctx.coachName).split(' ')[0] || 'your coach';
  const action = detectAction(ctx, conv);
  const limited = ctx.level === 'LIMITED';
  const encourage = (emotional: boolean): Part => ({
    text: choose(emotional ? T.support : ENCOURAGE[tone], 'encourage'),
    optional: true,
  });

  const parts: Part[] = [];
  let nameAlways = false;
  const { intent } = conv;
  switch (intent.kind) {
    case 'crisis': {
      const [first = '', ...rest] = T.crisis;
      const opening = name ? `${name}, ${uncapitalise(first)}` : first;
      return { content: [opening, ...rest].join(' ') };
    }
    case 'greeting': {
      nameAlways = true;
      if (conv.recentCrisis) {
        parts.push({ text: choose(T.afterCrisis, 'lead') }, { text: choose(T.afterCrisisQ, 'q'), question: true });
        break;
      }
      const firstTime = conv.turn === 1 && ctx.goals.length === 0;
      const hello = choose(firstTime ? T.greetingFirst : T.greeting, 'lead', { name });
      parts.push({ text: hello.replace(/\s+,/g, ',') });
      if (intent.howAreYou) parts.push({ text: choose(T.howAreYou, 'how') });
      const goal = ctx.goals.length > 0 ? clean(pick(ctx.goals, seed, 'goal')) : null;
      parts.push({ text: goal ? choose(T.greetingGoalQ, 'q', { goal }) : choose(T.greetingQ, 'q'), question: true });
      break;
    }
    case 'thanks':
    case 'short':
      if (conv.recentCrisis) {
        // After a crisis message the next turn checks in on them, it does not carry on coaching.
        parts.push({ text: choose(T.afterCrisis, 'lead') }, { text: choose(T.afterCrisisCare, 'care') });
        parts.push({ text: choose(T.afterCrisisQ, 'q'), question: true });
        break;
      }
      if (intent.kind === 'short') {
        const word = clean(intent.word.toLowerCase());
        parts.push({ text: choose(T[intent.short], 'lead', { word }) });
        parts.push({ text: choose(T[`${intent.short}Q`], 'q', { word }), question: true });
        break;
      }
      parts.push({ text: choose(T.thanks, 'lead') });
      if (!limited) parts.push({ text: choose(T.thanksEncourage, 'encourage'), optional: true });
      parts.push({ text: choose(T.thanksQ, 'q'), question: true });
      break;
    case 'booking': {
      const noun = intent.booking.noun;
      if (!cleanName(ctx.coachName)) {
        parts.push({ text: choose(T.bookingNoCoach, 'lead', { aNoun: article(noun) }) });
        parts.push({ text: choose(T.bookingNoCoachCard, 'card') });
        parts.push({ text: choose(T.bookingNoCoachQ, 'q'), question: true });
        break;
      }
      parts.push({ text: choose(T.booking, 'lead', { aNoun: article(noun), coach }) });
      parts.push({ text: choose(T.bookingCard, 'card', { when: whenPhrase(intent.booking.when), coach }) });
      parts.push({ text: choose(T.bookingQ, 'q', { noun }), question: true });
      break;
    }
    case 'goal': {
      const clause = clean(toSecondPerson(intent.goal.clause));
      if (intent.emotion) parts.push({ text: choose(T.feeling, 'feeling', { emotion: intent.emotion, about: '' }) });
      parts.push({ text: choose(T.goalReflect, 'lead', { clause, doing: gerundPhrase(clause) }) });
      parts.push({ text: choose(T.goalCard, 'card') });
      if (priorityOf(conv.text) === 'high') parts.push({ text: choose(T.goalUrgent, 'urgent'), optional: true });
      parts.push({ text: choose(T.goalQ, 'q'), question: true });
      break;
    }
    case 'noBooking':
    case 'vent':
      parts.push({ text: choose(T[intent.kind], 'lead') }, { text: choose(T[`${intent.kind}Q`], 'q'), question: true });
      break;
    case 'ask':
      parts.push(...askParts(intent.ask, intent.subject, conv, choose, coach));
      break;
    case 'talk':
      parts.push(...talkParts(intent, conv, choose, coach));
      if (conv.recentCrisis) parts.push({ text: choose(T.afterCrisisCare, 'care') });
      // Good news gets its own praise in the lead, not a second pat on the back.
      else if (!limited && !conv.unprompted && !intent.positive) parts.push(encourage(intent.emotion !== null));
      // Keep the proposal next to the question it leads into.
      parts.sort((a, b) => Number(a.question ?? false) - Number(b.question ?? false));
      break;
  }

  const useName = name !== '' && (nameAlways || hash(`${seed}|name`) % 3 === 0);
  const content = assemble(parts, useName && !nameAlways ? name : '', hash(`${seed}|where`) % 2 === 0);
  return action ? { content, action } : { content };
}

type Choose = (list: readonly string[], salt: string, values?: Record<string, string>) => string;

function askParts(ask: string, subject: string | null, conv: Conversation, choose: Choose, coach: string): Part[] {
  const topic = conv.topic?.phrase ?? null;
  const q = (list: readonly string[], values: Record<string, string> = {}): Part => ({ text: choose(list, 'q', values), question: true });
  switch (ask) {
    case 'identity':
      return [{ text: choose(T.identity, 'lead', { coach }) }, q(T.identityQ)];
    case 'request':
      return [{ text: choose(T.request, 'lead') }, q(T.requestQ)];
    case 'how': {
      const doing = clean(toSecondPerson(subject ?? 'move forward'));
      return [{ text: choose(T.how, 'lead', { subject: doing }) }, q(T.howQ)];
    }
    case 'help': {
      if (subject) {
        const phrase = clean(toSecondPerson(subject));
        const withIt = /^(?:with|on) /.test(phrase) ? phrase : `with ${phrase}`;
        const about = phrase.replace(/^(?:with|on) /, '');
        return [{ text: choose(T.help, 'lead', { subject: withIt }) }, q(T.goalStageTopicQ, { topic: about })];
      }
      return [{ text: choose(T.helpPlain, 'lead') }, q(topic ? T.goalStageTopicQ : T.goalStageQ, topic ? { topic } : {})];
    }
    default:
      return [{ text: topic ? choose(T.opinionTopic, 'lead', { topic }) : choose(T.opinion, 'lead') }, q(T.optionsQ)];
  }
}

function talkParts(intent: Extract<Conversation['intent'], { kind: 'talk' }>, conv: Conversation, choose: Choose, coach: string): Part[] {
  const topic = conv.topic?.phrase ?? null;
  const { cues, emotion } = intent;
  const parts: Part[] = [];
  let topicSaid = false;
  if (emotion) {
    const link = FEELING_LINK[emotion];
    const about = topic && link ? ` ${link} ${topic}` : '';
    parts.push({ text: choose(T.feeling, 'lead', { emotion, about }) });
    topicSaid = about !== '';
  } else if (intent.setback) {
    parts.push({ text: choose(T.setback, 'lead') });
  } else if (intent.positive) {
    parts.push({ text: topic ? choose(T.positiveTopic, 'lead', { topic }) : choose(T.positive, 'lead') });
    topicSaid = topic !== null;
  } else if (cues.ready) parts.push({ text: choose(T.ready, 'lead') });
  else if (cues.ideas) parts.push({ text: choose(T.ideas, 'lead') });
  else if (cues.stuck) parts.push({ text: choose(T.stuck, 'lead') });
  else if (cues.unclear) parts.push({ text: choose(T.unclear, 'lead') });
  else if (topic && hash(`${conv.text}|${conv.turn}|reflect`) % 2 === 0) {
    parts.push({ text: choose(conv.topic?.isPerson ? T.personTopic : T.topic, 'lead', { topic }) });
    topicSaid = true;
  } else parts.push({ text: choose(T.plain, 'lead') });

  if (conv.unprompted === 'goal') parts.push({ text: choose(T.goalUnprompted, 'proposal') });
  if (conv.unprompted === 'booking') parts.push({ text: choose(T.bookingUnprompted, 'proposal', { coach }) });

  const word = keyWord(conv.text);
  let question: string;
  if (intent.setback) question = choose(T.setbackQ, 'q');
  else if (intent.positive && !cues.ready) question = choose(T.positiveQ, 'q');
  else if (cues.ready) question = choose(T.commitQ, 'q');
  else if (cues.ideas) question = choose(T.chooseQ, 'q');
  else if (cues.stuck || (conv.problems >= 3 && !emotion)) question = choose(T.optionsQ, 'q');
  else if (cues.unclear || (conv.turn === 1 && !topic && !word && !emotion)) {
    const topicQ = conv.topic?.isPerson ? T.personGoalQ : T.goalStageTopicQ;
    question = topic ? choose(topicQ, 'q', { topic }) : choose(T.goalStageQ, 'q');
  } else if (topicSaid) question = choose(T.realityQ, 'q');
  else if (topic) question = choose(conv.topic?.isPerson ? T.personRealityQ : T.realityTopicQ, 'q', { topic });
  else if (word && !emotion) question = choose(T.realityWordQ, 'q', { word });
  else question = choose(T.realityQ, 'q');
  parts.push({ text: question, question: true });
  return parts;
}

/** Joins the parts, dropping optional ones until the reply fits; adds the name at the start or in the question. */
function assemble(parts: Part[], name: string, nameFirst: boolean): string {
  const kept = [...parts];
  const tooLong = () =>
    sentences(kept.map((p) => p.text).join(' ')).length > MAX_SENTENCES || kept.map((p) => p.text).join(' ').length > MAX_REPLY_CHARS - 20;
  for (let i = kept.length - 1; i >= 0 && tooLong(); i--) if (kept[i]?.optional) kept.splice(i, 1);
  const texts = kept.map((p) => p.text);
  if (name) {
    const qi = kept.findIndex((p) => p.question);
    if (nameFirst || qi < 0) texts[0] = `${name}, ${uncapitalise(texts[0] ?? '')}`;
    else texts[qi] = (texts[qi] ?? '').replace(/\?$/, `, ${name}?`);
  }
  let content = texts.join(' ');
  // Long client words can still push past the limit: the question is kept, the middle gives way.
  while (content.length > MAX_REPLY_CHARS && texts.length > 2) {
    texts.splice(1, 1);
    content = texts.join(' ');
  }
  return content;
}
