import type { IndividualGoalCategory, TGoalDraft, TTimeFrame } from '@coach/contract';
import { SMALL_NUMBERS } from '../../lib/number-words.ts';
import { DAYS } from './detectors.ts';
import { capitalise, clip, toFirstPerson } from './text.ts';

/**
 * A goal stated in one client message, and the draft the coach offers for it: category, priority,
 * time frame and measure, by keywords and patterns only. Every function takes normalized text (see
 * `normalize`) and is pure, so both providers share them.
 */

/** A goal draft takes one of an individual room's categories (docs/goals-and-progress.md#goal-categories). */
export type GoalCategory = IndividualGoalCategory;
type Priority = TGoalDraft['priority'];

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
const BE_GOAL =
  /^be (?:more|less|better|a|an|healthier|fitter|happier|calmer|stronger|confident|organi[sz]ed|present|kinder|able|debt|in)\b/i;
const CLAUSE_END =
  /\s*(?:[!?;]|[.,](?!\d)|\bbut\b|\bbecause\b|\bcause\b|\bsince\b|\bso that\b|\bso i\b|\band i\b|\bthough\b|\balthough\b|\bhowever\b|\bor something\b|\blol\b|\bhaha\b)/i;
const FILLER =
  /\b(asap|as soon as possible|right away|straight away|urgently|immediately|someday|some day|eventually|one day|at some point|somehow|anyway)\b/gi;

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
  const amount = SMALL_NUMBERS[word] ?? Number(word);
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
  [
    /\bsleep\w*|\bbed\b|\bbedtime\b/i,
    'Measure: note your bedtime and hours slept each night, aiming for a set target such as 7 to 8 hours.',
  ],
  [
    /\b(diet\w*|eat\w*|food|sugar|snack\w*|vegetables|weight|pounds|lbs|kg|kilos|calories|alcohol|drinking)\b/i,
    'Measure: pick one specific habit, such as cooked meals or days without snacks, and count how many days a week you manage it.',
  ],
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
  const measure =
    (category === 'Health & Fitness' && HEALTH_MEASURES.find(([re]) => re.test(`${title} ${sourceText}`))?.[1]) || MEASURES[category];
  return { title: clip(title, 80), description: `${measure} ${when}`, category, priority, timeFrame };
}
