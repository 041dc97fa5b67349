import type { IndividualGoalCategory, TGoalDraft, TTimeFrame } from '@coach/contract';
import { capitalise, clip, toFirstPerson, words } from './text.ts';

/**
 * What the coach can read in one client message, by keywords and patterns only: no model, no network.
 * Every function takes normalized text (see `normalize`) and is pure, so both providers share them.
 */

/** A goal draft takes one of an individual room's categories (spec §5). */
export type GoalCategory = IndividualGoalCategory;
type Priority = TGoalDraft['priority'];

const CRISIS =
  /\b(kill(?:ing)? myself|suicid\w*|end(?:ing)? (?:my life|it all)|take my (?:own )?life|want(?:ed)? to die|wanna die|wish i (?:was|were) dead|better off dead|self[- ]?harm\w*|(?:hurt|harm|cut)(?:ting|ing)? myself|no reason to (?:live|go on)|(?:don't|do not) want to (?:live|be alive|be here anymore|exist)|can't go on|overdos\w*)\b/i;

export function isCrisis(text: string): boolean {
  return CRISIS.test(text);
}

// ---------------------------------------------------------------- booking

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const BOOKING_WHEN = new RegExp(
  `\\b(today|tonight|tomorrow|this week|next week|this weekend|next weekend|(?:on )?(?:${DAYS})(?: morning| afternoon| evening)?|in the (?:morning|afternoon|evening))\\b`,
  'i',
);
const STRONG_NOUN = /\b(?:coaching )?(session|appointment|slot|consultation|one[- ]on[- ]one|1:1)s?\b/i;
const WEAK_NOUN = /\b(video call|call|meeting|chat|catch[- ]up)\b/i;
const WISH = /\b(want|wanna|like|love|need|can|could|may|would|let's|lets|i'd|book|schedule|arrange|set up|get|have|grab|possible)\b/i;
const BOOK_VERB = /\b(book|schedule|set up|arrange|organi[sz]e|fix up)\b/i;
const PAST = /\b(had|last|previous|yesterday's|earlier)\b[^.!?]{0,20}\b(session|call|meeting|appointment)\b|\b(session|call|meeting) (?:was|went)\b/i;
const NEGATED = /\b(don't|do not|dont|not|never|no need to|cancel\w*)\b[^.!?]{0,20}\b(book|schedule|session|call|meet\w*)\b/i;
const PERSON = 'my coach|the coach|a coach|your coach|my human coach|a (?:real|human|actual) (?:person|coach|human)|someone real|a human|a person';

export interface BookingWish {
  /** The word they used, so the reply speaks of a call when they asked for a call. */
  noun: string;
  when: string | null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
      /\b(?:can|could|shall) we (?:meet|have a (?:call|session|chat)|talk (?:live|in person|on the phone|face to face))\b|\blet's meet\b|\bmeet up\b/.test(s);
    if (!wished) continue;
    const noun = strong?.[1] ?? (weak?.[1] && weak[1] !== 'chat' ? weak[1] : 'session');
    return { noun: /one|1:1/.test(noun) ? 'session' : noun, when: BOOKING_WHEN.exec(text)?.[1]?.toLowerCase() ?? null };
  }
  return null;
}

// ---------------------------------------------------------------- goals

export interface GoalStatement {
  /** What they want, in their words and voice, cut to one clause: "run a 5k by summer". */
  clause: string;
  title: string;
}

const ADVERBS = '(?:really |just |truly |also |finally |honestly |seriously |still |definitely |actually )?';
const WANT = `(?:${ADVERBS}(?:want|need|hope|plan|intend|aim|mean)|would ${ADVERBS}(?:like|love))`;
/** How a goal is introduced; `object` says what follows: a verb ("to run"), or a thing to achieve or get. */
const GOAL_LEADS: { re: RegExp; object: 'verb' | 'achieve' | 'get' | 'have' }[] = [
  {
    re: /\bmy (?:main |big |biggest |new |real |next |only |personal |one )?(?:goal|aim|target|resolution|dream)(?: for [^,.!?]{1,30}?)? (?:is|was|would be|will be) to /i,
    object: 'verb',
  },
  {
    re: /\bmy (?:main |big |biggest |new |real |next |only |personal |one )?(?:goal|aim|target|resolution|dream)(?: for [^,.!?]{1,30}?)? (?:is|was|would be|will be) /i,
    object: 'achieve',
  },
  { re: new RegExp(`\\bi ${WANT} to |\\bi'd ${ADVERBS}(?:like|love) to |\\bi ${ADVERBS}wanna `, 'i'), object: 'verb' },
  { re: /\bi(?:'m| am) (?:planning|hoping|aiming|determined|looking|keen|eager) to /i, object: 'verb' },
  { re: new RegExp(`\\bi (?:${WANT}|'d ${ADVERBS}like) (?=(?:a|an) )`, 'i'), object: 'get' },
  { re: new RegExp(`\\bi (?:${WANT}|'d ${ADVERBS}like) (?=more )`, 'i'), object: 'have' },
];

/** First words that make a wish a conversation move, not a goal: "I need to vent", "I want to talk". */
const NOT_A_GOAL = new Set(
  'talk speak vent rant chat say tell ask know understand think go leave figure decide cry scream die kill hurt harm end book schedule reschedule meet cancel share explain mention hear'.split(
    ' ',
  ),
);
const NOT_A_ONE_WORD_GOAL = new Set('sleep rest relax breathe focus eat stop try change help start'.split(' '));
/** "be" is a goal only when something follows it that can grow: "be more confident", not "be honest". */
const BE_GOAL = /^be (?:more|less|better|a|an|healthier|fitter|happier|calmer|stronger|confident|organi[sz]ed|present|kinder|able|debt|in)\b/i;
const CLAUSE_END =
  /\s*(?:[!?;]|[.,](?!\d)|\bbut\b|\bbecause\b|\bcause\b|\bsince\b|\bso that\b|\bso i\b|\band i\b|\bthough\b|\balthough\b|\bhowever\b|\bor something\b|\blol\b|\bhaha\b)/i;
const FILLER = /\b(asap|as soon as possible|right away|straight away|urgently|immediately|someday|some day|eventually|one day|at some point|somehow|anyway)\b/gi;

/** A stated goal: "I want to...", "my goal is...", "I'd like to start...", "I need to...". */
export function detectGoal(text: string): GoalStatement | null {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence.trim().endsWith('?')) continue; // "Do I need to...?" asks, it does not state
    for (const lead of GOAL_LEADS) {
      const m = lead.re.exec(sentence);
      if (!m) continue;
      let rest = sentence.slice(m.index + m[0].length);
      const end = CLAUSE_END.exec(rest);
      if (end) rest = rest.slice(0, end.index);
      const object = rest.replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
      const [first = '', ...others] = object.toLowerCase().split(' ');
      if (object.length < 2) continue;
      if (lead.object === 'verb') {
        if (NOT_A_GOAL.has(first)) continue;
        if (first === 'be' && !BE_GOAL.test(object)) continue;
        if (others.length === 0 && NOT_A_ONE_WORD_GOAL.has(first)) continue;
        if (/off my chest/i.test(object)) continue;
      }
      const clause = clip(lead.object === 'verb' ? object : `${lead.object} ${object}`, 80);
      return { clause, title: clip(capitalise(toFirstPerson(clause)), 80) };
    }
  }
  return null;
}

const CATEGORY_WORDS: [GoalCategory, RegExp][] = [
  [
    'Health & Fitness',
    /\b(lose (?:\d+ ?(?:pounds|lbs|kg|kilos)|weight)|run|runs|running|ran|jog\w*|marathon|[0-9]+k|gym|work ?outs?|working out|exercis\w*|fit|fitness|fitter|sleep\w*|diet\w*|eat|eating|healthy|healthier|health|weight|kilos?|kg|lbs|walk\w*|steps|yoga|pilates|swim\w*|cycl\w*|bike|strength|muscles?|stretch\w*|calories|vegetables|sugar|alcohol|drinking|smok\w*|vap\w*|meditat\w*|energy|body)\b/g,
  ],
  [
    'Career',
    /\b(jobs?|promotion|promoted|boss|manager|work(?!\s*outs?\b)|working(?!\s*out\b)|career|office|colleagues?|co-?workers?|interviews?|resume|cv|raise|salary|business|clients?|projects?|team|deadlines?|linkedin|hired|hiring|startup|leadership|profession\w*)\b/g,
  ],
  [
    'Finance',
    /(\$\s?\d[\d,.]*k?|£\s?\d[\d,.]*k?|€\s?\d[\d,.]*k?)|\b(money|save|saving|savings|budget\w*|debts?|loans?|invest\w*|spending|spend less|overspend\w*|pay off|paying off|credit cards?|mortgage|retire\w*|emergency fund|income|finances?|financial\w*|bills|rent|afford\w*|dollars|euros)\b/g,
  ],
  [
    'Learning',
    /\b(learn\w*|courses?|class|classes|read|reading|books|study\w*|studies|languages?|spanish|french|german|italian|japanese|chinese|mandarin|english|degree|exams?|skills?|certif\w*|piano|guitar|instrument|coding|code|programming|python|school|university|college|lessons?|tutorials?)\b/g,
  ],
  [
    'Relationships',
    /\b(partner|friends?|friendships?|family|families|wife|husband|spouse|girlfriend|boyfriend|kids?|children|child|son|daughter|mom|mum|mother|dad|father|parents?|marriage|married|dating|relationships?|sister|brother|siblings?|in-laws?|baby|grandparents?|social|lonely|loneliness)\b/g,
  ],
];

/** The individual add-goal category that the words point to; Personal Growth when none does. */
export function categorise(text: string): GoalCategory {
  let best: GoalCategory = 'Personal Growth';
  let bestScore = 0;
  for (const [category, re] of CATEGORY_WORDS) {
    const score = text.toLowerCase().match(re)?.length ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

const LOW = /\b(someday|some day|eventually|one day|at some point|no rush|not urgent|no hurry|in the long run|long[- ]term)\b/i;
const HIGH = /\b(asap|a\.s\.a\.p|urgent\w*|right away|straight away|immediately|as soon as possible|right now)\b/i;

export function priorityOf(text: string): Priority {
  if (LOW.test(text)) return 'low';
  if (HIGH.test(text)) return 'high';
  return 'medium';
}

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const SEASONS = 'summer|spring|autumn|fall|winter|christmas|the holidays|new year';
const NUMBER = '\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of';
const TIME_FRAME = new RegExp(
  [
    `\\bby (?:the end of )?(?:next |this )?(?:${SEASONS}|${MONTHS}|${DAYS}|the end of the (?:year|month|week)|\\d{4})\\b`,
    `\\b(?:in|within) (?:the next )?(?:${NUMBER}) (?:days?|weeks?|months?|years?)\\b`,
    `\\b(?:this|next) (?:week|month|year|${SEASONS})\\b`,
    `\\bbefore (?:the end of )?(?:the |my |our )?(?:${SEASONS}|year|wedding|holiday|trip|birthday|${MONTHS})\\b`,
  ].join('|'),
  'i',
);

export function timeFrameOf(text: string): string | null {
  const found = TIME_FRAME.exec(text)?.[0]?.toLowerCase();
  if (!found) return null;
  return found.replace(new RegExp(`\\b(${MONTHS}|${DAYS}|christmas)\\b`, 'g'), (w) => capitalise(w));
}

const AMOUNTS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  'a few': 3, 'a couple of': 2,
};
const COUNTED_FRAME = new RegExp(`\\b(?:in|within) (?:the next )?(${NUMBER}) (day|week|month|year)s?\\b|\\bnext (week|month|year)\\b`, 'i');

/**
 * The time frame stated as an amount of days, weeks, months or years ('in 3 months', 'within two
 * weeks', 'next month'), which a due date can be counted from; null for other frames ('by December').
 */
export function countedTimeFrame(frame: string): TTimeFrame | null {
  const m = COUNTED_FRAME.exec(frame);
  if (!m) return null;
  if (m[3]) return { amount: 1, unit: m[3].toLowerCase() as TTimeFrame['unit'] };
  const word = m[1]!.toLowerCase();
  const amount = AMOUNTS[word] ?? Number(word);
  return amount >= 1 && amount <= 120 ? { amount, unit: m[2]!.toLowerCase() as TTimeFrame['unit'] } : null;
}

const MEASURES: Record<GoalCategory, string> = {
  'Health & Fitness': 'Measure: log each session and aim for a set number a week (three is a good start), building up gradually.',
  Career: 'Measure: name one concrete milestone, such as a conversation held, an application sent or a result shown, and tick it off.',
  Finance: 'Measure: pick a monthly amount to save or pay off and track it against a simple budget.',
  Learning: 'Measure: set a weekly target, such as three 30-minute sessions or one chapter, and keep a log.',
  Relationships:
    'Measure: plan one specific action each week, such as a call, a shared meal or an honest conversation, and note how it went.',
  'Personal Growth': 'Measure: choose one small action you can repeat and track how many days a week you do it.',
};

const DEFAULT_TIME_FRAME: Record<Priority, [text: string, frame: TTimeFrame]> = {
  high: ['Time frame: start this week and review progress in 2 weeks.', { amount: 2, unit: 'week' }],
  medium: ['Time frame: the next 4 weeks, with a check-in every week.', { amount: 4, unit: 'week' }],
  low: ['Time frame: the next 3 months, reviewed once a month.', { amount: 3, unit: 'month' }],
};

/** Within Health & Fitness, sleep and food are measured differently from exercise. */
const HEALTH_MEASURES: [RegExp, string][] = [
  [/\bsleep\w*|\bbed\b|\bbedtime\b/i, 'Measure: note your bedtime and hours slept each night, aiming for a set target such as 7 to 8 hours.'],
  [/\b(diet\w*|eat\w*|food|sugar|snack\w*|vegetables|weight|pounds|lbs|kg|kilos|calories|alcohol|drinking)\b/i, 'Measure: pick one specific habit, such as cooked meals or days without snacks, and count how many days a week you manage it.'],
];

/**
 * A SMART-ish draft: the title as they put it, a measure and a time frame to adjust. The time frame
 * goes with it as an amount too when it is one, so the goal gets a due date when it is added.
 */
export function goalDraft(title: string, sourceText: string, category: GoalCategory = categorise(sourceText)): TGoalDraft {
  const priority = priorityOf(sourceText);
  const frame = timeFrameOf(sourceText);
  const [when, timeFrame] = frame
    ? [`Time frame: ${frame}, with a check-in every week.`, countedTimeFrame(frame)]
    : DEFAULT_TIME_FRAME[priority];
  const measure = (category === 'Health & Fitness' && HEALTH_MEASURES.find(([re]) => re.test(`${title} ${sourceText}`))?.[1]) || MEASURES[category];
  return { title: clip(title, 80), description: `${measure} ${when}`, category, priority, timeFrame };
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
const PERSON_SUBJECTS = new Set('boss manager team colleagues family partner friends kids children baby parents mom mum dad wife husband'.split(' '));

/** What the message is about, to reflect back: "my boss" -> "your boss"; else a life-area word they used. */
export function detectTopic(text: string): Topic | null {
  // What a feeling is "about" names the subject best: "stressed about work, my boss..." is about work.
  const about = /\b(?:about|with|over) (work|money|school|college|university|home|everything|the future|exams?|deadlines?|finances|health|weight|sleep)\b/i.exec(text);
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
