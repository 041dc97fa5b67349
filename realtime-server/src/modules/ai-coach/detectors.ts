import { ZBookingWhen, type TBookingWhen } from '@coach/contract';
import { words } from './text.ts';

/**
 * What the coach can read in one client message, by keywords and patterns only: no model, no network.
 * Every function takes normalized text (see `normalize`) and is pure, so both providers share them.
 * What a stated goal reads as (its draft, category, priority and time frame) is in goal-detectors.ts.
 */

const CRISIS =
  /\b(kill(?:ing)? myself|suicid\w*|end(?:ing)? (?:my life|it all)|take my (?:own )?life|want(?:ed)? to die|wanna die|wish i (?:was|were) dead|better off dead|self[- ]?harm\w*|(?:hurt|harm|cut)(?:ting|ing)? myself|no reason to (?:live|go on)|(?:don't|do not) want to (?:live|be alive|be here anymore|exist)|can't go on|overdos\w*)\b/i;

export function isCrisis(text: string): boolean {
  return CRISIS.test(text);
}

// ---------------------------------------------------------------- booking

export const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const BOOKING_WHEN = new RegExp(
  `\\b(today|tonight|tomorrow|this week|next week|this weekend|next weekend|(?:on )?(?:${DAYS})(?: morning| afternoon| evening)?|in the (?:morning|afternoon|evening))\\b`,
  'i',
);
const STRONG_NOUN = /\b(?:coaching )?(session|appointment|slot|consultation|one[- ]on[- ]one|1:1)s?\b/i;
const WEAK_NOUN = /\b(video call|call|meeting|chat|catch[- ]up)\b/i;
const WISH = /\b(want|wanna|like|love|need|can|could|may|would|let's|lets|i'd|book|schedule|arrange|set up|get|have|grab|possible)\b/i;
const BOOK_VERB = /\b(book|schedule|set up|arrange|organi[sz]e|fix up)\b/i;
const PAST =
  /\b(had|last|previous|yesterday's|earlier)\b[^.!?]{0,20}\b(session|call|meeting|appointment)\b|\b(session|call|meeting) (?:was|went)\b/i;
const NEGATED = /\b(don't|do not|dont|not|never|no need to|cancel\w*)\b[^.!?]{0,20}\b(book|schedule|session|call|meet\w*)\b/i;
const PERSON =
  'my coach|the coach|a coach|your coach|my human coach|a (?:real|human|actual) (?:person|coach|human)|someone real|a human|a person';

export interface BookingWish {
  /** The word they used, so the reply speaks of a call when they asked for a call. */
  noun: string;
  when: string | null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The days a `when` phrase of detectBooking names, for the booking card ("next week" -> next_week,
 * "on friday afternoon" -> friday); null for a part of the day alone ("in the morning").
 */
export function bookingWhen(when: string | null): TBookingWhen | null {
  const w = when
    ?.toLowerCase()
    .replace(/^on /, '')
    .replace(/ (?:morning|afternoon|evening)$/, '')
    .trim();
  if (!w) return null;
  if (w === 'tonight') return 'today';
  const value = ZBookingWhen.safeParse(w.replace(' ', '_'));
  return value.success ? value.data : null;
}

/** A wish to book, schedule or have a session or call with the (human) coach. */
export function detectBooking(text: string, coachName: string | null): BookingWish | null {
  const coachFirst = coachName?.trim().split(/\s+/)[0];
  const person = coachFirst ? `${PERSON}|${escapeRegExp(coachFirst.toLowerCase())}` : PERSON;
  const withCoach = new RegExp(`\\b(?:with|to|see|meet) (?:${person})\\b`, 'i');
  const withYou = /\b(?:meet|see) (?:with )?you\b/i;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const s = sentence.toLowerCase();
    if (NEGATED.test(s)) continue;
    const strong = STRONG_NOUN.exec(s);
    const weak = WEAK_NOUN.exec(s);
    const wished =
      /\bbook (?:me |us )?in\b|\bnext session\b/.test(s) ||
      (strong !== null && WISH.test(s) && !PAST.test(s)) ||
      (weak !== null && BOOK_VERB.test(s) && (withCoach.test(s) || !/\bwith\b/.test(s))) ||
      (/\b(meet|talk|speak|chat|catch up|call|see)\b/.test(s) && withCoach.test(s)) ||
      withYou.test(s) ||
      /\b(?:can|could|shall) we (?:meet|have a (?:call|session|chat)|talk (?:live|in person|on the phone|face to face))\b|\blet's meet\b|\bmeet up\b/.test(
        s,
      );
    if (!wished) continue;
    const noun = strong?.[1] ?? (weak?.[1] && weak[1] !== 'chat' ? weak[1] : 'session');
    return { noun: /one|1:1/.test(noun) ? 'session' : noun, when: BOOKING_WHEN.exec(text)?.[1]?.toLowerCase() ?? null };
  }
  return null;
}

// ---------------------------------------------------------------- feelings and stages

/**
 * Feelings, strongest first. A pattern with a word gives that word; without one, the client's own
 * adjective is kept ("nervous" stays nervous) and nouns become adjectives ("anxiety" -> anxious).
 */
const EMOTIONS: [RegExp, string?][] = [
  [/\boverwhelm\w*/i, 'overwhelmed'],
  [/\bstress\w*/i, 'stressed'],
  [/\b(anxious|anxiety|panick?\w*)\b/i],
  [/\b(burn(?:ed|t)[- ]out|burnout)\b/i, 'burned out'],
  [/\b(exhausted|drained|draining|worn out)\b/i],
  [/\bfrustrat\w*/i, 'frustrated'],
  [/\b(not good enough|worthless|useless|inadequate|(?:like|such) a failure|imposter)\b/i, 'down on yourself'],
  [/\b(hopeless|helpless)\b/i],
  [/\b(depressed|miserable|unhappy|sad)\b/i],
  [/\b(?:feel|feeling|felt|so|really|pretty) (?:down|low|awful|terrible|horrible|bad|crappy|rubbish)\b/i, 'low'],
  [/\b(lonely|isolated|(?:so|all|feel|feeling) alone)\b/i, 'lonely'],
  [/\b(worried|worry|worrying|nervous|scared|afraid|terrified|dread\w*)\b/i],
  [/\b(angry|furious|mad at|pissed|annoyed|irritated)\b/i],
  [/\b(upset|hurt)\b/i],
  [/\b(disappointed|ashamed|guilty|embarrassed)\b/i],
  [/\b(?:feel|feeling|felt|so|bit|kind of) lost\b/i, 'lost'],
  [/\bstuck\b/i, 'stuck'],
  [/\b(struggl\w*|hard time|rough (?:time|week|day|patch)|(?:been|is|so) (?:rough|tough|hard|difficult))\b/i, 'stretched thin'],
  [/\b(hate|sick of|fed up|tired of)\b/i, 'fed up'],
  [/\b(tired|sleepy|knackered)\b/i, 'tired'],
];
const ADJECTIVE: Record<string, string> = {
  anxiety: 'anxious',
  panic: 'panicked',
  panicking: 'panicked',
  panicky: 'panicky',
  draining: 'drained',
  'worn out': 'worn out',
  worry: 'worried',
  worrying: 'worried',
  'mad at': 'angry',
  pissed: 'angry',
  hurt: 'hurt',
};

/** The feeling they named, in a word a reply can reuse ("feeling overwhelmed"). */
export function detectEmotion(text: string): string | null {
  for (const [re, word] of EMOTIONS) {
    const m = re.exec(text);
    if (!m) continue;
    if (word) return word;
    const said = m[0].toLowerCase();
    if (said.startsWith('dread')) return 'anxious';
    return ADJECTIVE[said] ?? said;
  }
  return null;
}

export interface StageCues {
  /** Knows the goal, not the way: time for Options. */
  stuck: boolean;
  /** Does not know what they want yet: time for a Goal question. */
  unclear: boolean;
  /** Names possible ways forward: time to choose (Will). */
  ideas: boolean;
  /** Ready to act: time for commitment (Will). */
  ready: boolean;
}

export function stageCues(text: string): StageCues {
  return {
    stuck:
      /\b(stuck|(?:don't|dont|do not) know (?:what to do|how)|not sure (?:what to do|how)|no idea (?:what to do|how)|tried everything|nothing (?:works|is working|seems to work|helps)|nothing's working|can't figure|keep failing|(?:round|around) in circles|can't decide|torn between|what (?:should|can) i do|out of ideas|at a loss|same thing (?:keeps|every)|keeps? happening)\b/i.test(
        text,
      ),
    unclear:
      /\b((?:don't|dont|do not) know what i want|not sure what i want|no idea what i want|no direction|(?:feel|feeling|bit|so|kind of) lost|(?:don't|dont|do not) know where to start|not sure where to start|confused|aimless|purpose|figure out what i want|meaning(?:ful)?|everything at once)\b/i.test(
        text,
      ),
    ideas:
      /\b(i could|maybe i (?:should|could|can)|i might|one option|another option|what if i|perhaps i|i was thinking (?:of|about)|i guess i could|i'm thinking (?:of|about)|or maybe)\b/i.test(
        text,
      ),
    ready:
      /\b(i'm ready|i am ready|ready to|i will|i'll|let's do (?:it|this)|i'm going to|i am going to|gonna|i've decided|i have decided|decided to|committed|commit to|starting (?:today|tomorrow|monday|this week|now)|from now on)\b/i.test(
        text,
      ),
  };
}

// ---------------------------------------------------------------- what the message is about

const PEOPLE =
  /^(boss|manager|partner|friend|friends|family|wife|husband|spouse|girlfriend|boyfriend|kids|children|son|daughter|mom|mum|mother|dad|father|parents|sister|brother|colleague|colleagues|coworker|coworkers|team|best friend|ex|in-laws)$/;
const TOPIC_SKIP = new Set('mind god gosh goodness bad fault way best self head heart life own eyes plate chest feet hands'.split(' '));
const TOPIC_MODIFIERS = new Set('own best new old current whole little big ex younger older elder first'.split(' '));

export interface Topic {
  /** As the coach says it: "your boss", "money". */
  phrase: string;
  /** As the client would write it in a goal: "my boss". */
  firstPerson: string;
  isPerson: boolean;
}

const STOPWORDS = new Set(
  `about above after again against all also always am an and any anyone anything are around as at away back be because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each even ever every everything feel feeling feels felt few for from get gets getting go going gone got had hadn't has hasn't have haven't having he her here hers herself him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just keep keeps kind know lately like little lot lots made make makes many maybe me more most much must my myself need needs never no nor not nothing now of off often oh ok okay on once one only or other ought our ours out over own pretty probably quite rather really recently right same say says see seem seems she should so some something sometimes sort still stuff such than that that's the their them then there these they thing things think this those though through to today too totally try trying under until up us very want wants was wasn't way we well went were weren't what when where which while who why will with won't would wouldn't yeah yes yet you your yours yesterday since week weeks day days month months year years time times tomorrow basically actually literally honestly seriously definitely again already`.split(
    ' ',
  ),
);

/**
 * Life-area words that name a subject on their own, as the coach would say them back. Only these:
 * a bare keyword ("baby", "book") does not read well in "What's happening with ...?".
 */
const SUBJECTS: Record<string, string> = {
  work: 'work',
  job: 'your job',
  career: 'your career',
  boss: 'your boss',
  manager: 'your manager',
  team: 'your team',
  colleagues: 'your colleagues',
  money: 'money',
  budget: 'your budget',
  debt: 'your debt',
  finances: 'your finances',
  bills: 'your bills',
  spending: 'your spending',
  sleep: 'your sleep',
  sleeping: 'your sleep',
  eating: 'your eating',
  diet: 'your diet',
  weight: 'your weight',
  health: 'your health',
  fitness: 'your fitness',
  gym: 'the gym',
  running: 'running',
  exercise: 'exercise',
  drinking: 'your drinking',
  smoking: 'smoking',
  family: 'your family',
  partner: 'your partner',
  friends: 'your friends',
  kids: 'your kids',
  children: 'your children',
  baby: 'the baby',
  parents: 'your parents',
  marriage: 'your marriage',
  school: 'school',
  exams: 'your exams',
  interview: 'your interview',
  presentation: 'your presentation',
  deadline: 'the deadline',
  mom: 'your mom',
  mum: 'your mum',
  dad: 'your dad',
  wife: 'your wife',
  husband: 'your husband',
  studies: 'your studies',
  studying: 'your studies',
};
const PERSON_SUBJECTS = new Set(
  'boss manager team colleagues family partner friends kids children baby parents mom mum dad wife husband'.split(' '),
);

/** What the message is about, to reflect back: "my boss" -> "your boss"; else a life-area word they used. */
export function detectTopic(text: string): Topic | null {
  // What a feeling is "about" names the subject best: "stressed about work, my boss..." is about work.
  const about =
    /\b(?:about|with|over) (work|money|school|college|university|home|everything|the future|exams?|deadlines?|finances|health|weight|sleep)\b/i.exec(
      text,
    );
  if (about?.[1]) return { phrase: about[1].toLowerCase(), firstPerson: about[1].toLowerCase(), isPerson: false };
  const mine = /\b(?:my|our) ([a-z][a-z'-]*)(?: ([a-z][a-z'-]*))?/gi;
  for (const m of text.matchAll(mine)) {
    const first = (m[1] ?? '').toLowerCase();
    const second = (m[2] ?? '').toLowerCase();
    if (TOPIC_SKIP.has(first) && !TOPIC_MODIFIERS.has(first)) continue;
    if (STOPWORDS.has(first) && !TOPIC_MODIFIERS.has(first)) continue;
    const noun = TOPIC_MODIFIERS.has(first) && second && !STOPWORDS.has(second) ? `${first} ${second}` : first;
    if (TOPIC_MODIFIERS.has(noun)) continue;
    return { phrase: `your ${noun}`, firstPerson: `my ${noun}`, isPerson: PEOPLE.test(noun) };
  }
  for (const w of words(text)) {
    const phrase = SUBJECTS[w];
    if (phrase) return { phrase, firstPerson: phrase.replace(/^your /, 'my '), isPerson: PERSON_SUBJECTS.has(w) };
  }
  return null;
}

/** The most telling word of a message, for "When you say X, ...": longest word that is not filler or a feeling. */
export function keyWord(text: string): string | null {
  // Verb forms and adverbs make odd quotes ("When you say 'moved'"), so only other words qualify.
  const candidates = words(text).filter(
    (w) => w.length >= 4 && !STOPWORDS.has(w) && !/^\d/.test(w) && !/(?:ed|ing|ly)$/.test(w) && !detectEmotion(w),
  );
  let best: string | null = null;
  for (const w of candidates) if (!best || w.length > best.length) best = w;
  return best;
}
