/**
 * What the SMART scorer reads in a goal's words besides deadlines (smart-deadlines.ts): amounts
 * ("5 km", "$5,000"), rhythms ("three times a week"), vague and absolute words, a purpose, the
 * area of life, and paces nobody can keep. Pure functions on lower-case text.
 */
import { SPAN_UNIT_DAYS, WEEKDAYS } from './smart-deadlines.ts';

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|a hundred|a thousand|a dozen|a couple of';
const UNITS =
  'k|km|kms|kilomet(?:er|re)s?|miles?|mi|meters?|metres?|kg|kgs|kilos?|kilograms?|lbs?|pounds?|pages?|books?|chapters?|hours?|hrs?|minutes?|mins?|seconds?|secs?|percent|words?|steps?|times?|sessions?|days?|weeks?|months?|years?|calories|kcal|litres?|liters?|glasses|cups|reps?|sets?|courses?|modules?|lessons?|applications?|jobs?|clients?|customers?|interviews?|posts?|articles?|videos?|episodes?|songs?|dollars|euros|points?|push-?ups|sit-?ups|squats|workouts?|runs?|classes|meetings?|calls?|contacts?|people|friends|tasks?|projects?|leads|sales|users|subscribers|followers|features|tickets|recipes|meals|servings|portions|nights|dates|visits|hikes|laps|lengths|rounds|drinks|cigarettes|coffees|questions|problems|exercises|stories|reviews|deals|pieces|items|certifications?|languages?';
/** An amount: money, a number with a word after it, a percentage, or a number word with a known unit. */
const QUANTITY = new RegExp(
  `[$€£]\\s?\\d[\\d,.]{0,15}(?:\\s?(?:k|m|million|thousand)\\b)?|\\b\\d[\\d,.]{0,15}\\s?(?:%|x\\b)|\\b\\d[\\d,.]{0,15}\\s?(?:[a-z-]+\\s)?(?:${UNITS})\\b|\\b\\d[\\d,.]{0,15}\\s?(?!(?:and|or|to|the|a|an|in|on|at|by|for|with|of|is|are)\\b)[a-z][a-z-]*|\\b(?:${NUMBER_WORDS})\\s+(?:(?:more|extra|new|full|short|long|good|healthy)\\s+)?(?:${UNITS})\\b`,
  'g',
);
const ANY_NUMBER = /\d/;

/** Amounts in text whose deadlines were blanked, e.g. ["5 km", "$5,000"]. */
export const quantities = (rest: string): string[] => [...rest.matchAll(QUANTITY)].map((m) => m[0].trim());
export const hasNumber = (rest: string) => ANY_NUMBER.test(rest);

// Single spaces on purpose: a rhythm never spans a line break or a blanked-out deadline.
const PER = '(?:a|per|each|every) (?:day|night|week|month|year|morning|evening|weekday)';
const RHYTHM = new RegExp(
  // "20 minutes a day", "$200 a month", "three times a week": an amount per period.
  `(?:[$€£]\\d[\\d,.]{0,15}|\\b(?:\\d[\\d,.]{0,15}|${NUMBER_WORDS}))(?: ?[a-z%-]+){0,2} ${PER}\\b` +
    `|\\b(?:daily|weekly|monthly|nightly|fortnightly|yearly|annually|weekdays|weeknights|(?:once|twice)(?: ${PER})?` +
    `|every\\s+(?:other\\s+|single\\s+)?(?:day|morning|evening|night|week|weekday|weekend|month|year|${WEEKDAYS.join('|')}|\\d+\\s+(?:days|weeks|months)|weeknight|(?:two|three|four)\\s+(?:days|weeks|months))` +
    `|each\\s+(?:day|morning|evening|night|week|weekday|month|year)|per\\s+(?:day|night|week|month|year)|on\\s+(?:${WEEKDAYS.join('s|')}s|weekdays|weeknights|weekends))\\b`,
);
/** The first rhythm phrase ("three times a week", "every morning"), if any. */
export const rhythmIn = (rest: string): string | null => RHYTHM.exec(rest)?.[0] ?? null;

/** A done-or-not outcome: finishing something is measurable even without a number. */
const OUTCOME =
  /\b(finish|complete|publish|launch|ship|release|submit|pass|graduate|sign up for|enrol(?:l)? in|register for|book|buy|move to|get certified|get promoted|get hired|get (?:a|the) (?:job|promotion|raise|role|certificate|licen[cs]e)|earn (?:a|my|the)|open (?:a|an|my)|quit|deliver|hand in|pay off|run (?:a|an|my first|the) (?:marathon|half[- ]marathon|5k|10k|race|ultra)|declutter|clean out|clear out|organi[sz]e|paint|fix|repair|renovate|set up|install)\b/;
export const outcomeIn = (text: string): string | null => OUTCOME.exec(text)?.[1] ?? null;

/** One-off actions done on a rhythm (call, visit): each time either happens or not. */
const COUNTABLE = /\b(call|visit|attend|go on|go to|host|send|post|publish|submit|cook|floss|weigh|email|text|write to|have dinner|take)\b/;
export const countableActionIn = (text: string): string | null => COUNTABLE.exec(text)?.[1] ?? null;

/** Results that others decide: the goal can name them, but should also say what you will do. */
const OTHERS_DECIDE =
  /\b(get promoted|be promoted|get hired|be hired|get selected|be selected|get accepted|be accepted|be chosen|get picked|get elected|win|go viral|become famous|get a raise)\b/;
export const othersDecideIn = (text: string): string | null => OTHERS_DECIDE.exec(text)?.[1] ?? null;

const ACTION_VERBS =
  /\b(run|jog|walk|swim|cycle|ride|lift|train|stretch|meditate|read|write|journal|study|learn|practi[cs]e|finish|complete|publish|launch|ship|build|create|design|save|invest|pay(?: off)?|budget|cook|eat|drink|sleep|wake(?: up)?|go to bed|call|visit|apply|attend|join|submit|record|draft|plan|organi[sz]e|declutter|clean|quit|cut|lose|gain|stop|start|spend|pass|earn|sell|teach|mentor|volunteer|hike|climb|play|paint|code|email|review|ask|speak|present|host|schedule|book|track|limit|floss|hydrate|prepare|send|meet|contact|interview|hire|close|deliver|release|fix|refactor|test|document|automate|migrate|deploy|reply|answer|do|take|make|reach|enrol(?:l)?|register|sign up|give|donate|pack|travel|move|buy|list|post|upload|bake|grow|plant|sew|knit|repair|renovate|pay|transfer|deposit|open|cancel|negotiate|prospect|pitch|hit|achieve|raise|lower|double|maintain|get (?:a|an|my|the|to) \w+|get (?:promoted|hired|certified))\b/;
export const actionIn = (text: string): string | null => ACTION_VERBS.exec(text)?.[1] ?? null;

/** Words that leave a goal open whatever else it says. */
const ALWAYS_VAGUE =
  /\b(stuff|things|something|somehow|whatever|get fit|get in shape|get into shape|get healthy|get my life together|be healthier|be happy|be happier|be better|be more|be successful|sort (?:out|of)|kind of|a lot|a bit|work on|figure out|deal with|try to|try and|maybe|hopefully|somewhat|in general|generally|etc|better person|on track)\b/g;
/** Words that are vague only when no number says how much. */
const VAGUE_WITHOUT_AMOUNT =
  /\b(better|more|less|improve|improving|increase|reduce|healthier|happier|fitter|stronger|faster|good|nice|some|often|regularly|a little)\b/g;

/** The vague words of a title, given whether the goal names an amount. */
export function vagueWords(title: string, hasAmount: boolean): string[] {
  const words = [...title.matchAll(ALWAYS_VAGUE)].map((m) => m[1]!);
  if (!hasAmount) for (const m of title.matchAll(VAGUE_WITHOUT_AMOUNT)) if (!words.some((w) => w.includes(m[1]!))) words.push(m[1]!);
  return [...new Set(words)];
}

const ABSOLUTES =
  /\b(never|always|every single|perfect(?:ly|ion)?|all the time|at all times|no matter what|without fail|completely|forever|everything)\b/g;
/** Targets out of reach for nearly everyone, whatever the time frame. */
const OVERREACH = /\b(millions?|billions?|overnight|instantly|the best|best in the world|world[- ]class|famous|a millionaire)\b/g;
export const absoluteWords = (text: string): string[] => [...new Set([...text.matchAll(ABSOLUTES)].map((m) => m[1]!))];
export const overreachWords = (text: string): string[] => [...new Set([...text.matchAll(OVERREACH)].map((m) => m[1]!))];

const PURPOSE =
  /\b(so that|so (?:i|we|my|our|they|she|he|the|their|your)\b|because|in order to|which will|that will|this will|as part of|why:|for (?:my|our) (?:family|kids|health|future|career|team|children|wedding|retirement))/;
/** "to" + a verb of purpose, but not "learn to", "how to", "start to" (those say what, not why). */
const TO_PURPOSE =
  /(?<!\b(?:learn|learning|how|try|trying|going|start|starting|begin|continue|used|able|want|need|like|love)\s)\bto (feel|be able|become|help|support|stay|keep|have|reach|prepare|build|improve|lower|boost|increase|reduce|afford|enjoy|relax|protect|prevent|avoid|fund|qualify|grow|gain|show|give|lead|land|switch|change|cover|pay for|travel|retire|handle|manage|finally|spend more time|spend less|save|eat|lose|earn|live|look|see|connect|bond|celebrate|relieve|free up|focus|ace|hit|meet|keep up|catch up|be (?:healthier|ready|fit|able|there|present|calmer|happier|debt-free|more))\b/;
/** A description or clause that opens with "To ...": "To build stamina for the triathlon". */
const OPENING_TO = /(?:^|\n|[.,;:!?]\s*)(to [a-z]+)/;
/**
 * The reason the goal gives, as a short clause ("so that I relax before bed"), or null. `text` is
 * lower case; `original` is the same text as written, used for the quote when it lines up.
 */
export function purposeIn(text: string, original = text): string | null {
  const m = PURPOSE.exec(text) ?? TO_PURPOSE.exec(text) ?? OPENING_TO.exec(text);
  if (!m) return null;
  const clause = (original.length === text.length ? original : text)
    .slice(m.index + m[0].search(/[a-z]/))
    .split(/[.,;:!?()\n]/)[0]!
    .trim()
    .split(' ');
  return clause.length > 7 ? `${clause.slice(0, 7).join(' ')}...` : clause.join(' ');
}

/** Areas of life, for relevance and to check the chosen category. */
export const AREAS = {
  health:
    /\b(run|running|runs|jog|walk|walking|steps|gym|workouts?|exercise|fitness|fit|weight|kg|kgs|lbs|sleep|eat|eating|diet|meals?|water|yoga|swim|swimming|cycle|cycling|bike|meditat\w*|health|healthy|sugar|alcohol|smok\w*|calories|stretch\w*|marathon|5k|10k|triathlon|push-?ups|squats|doctor|dentist|vegetables|stamina|energy|lift|lifting|strength|hydrat\w*|floss)\b/,
  money:
    /(?:[$€£]|\b(?:save|saving|savings|budget|debt|invest\w*|money|spend|spending|income|salary|retire\w*|pension|emergency fund|credit card|loan|mortgage|pay off|bills|expenses|finances?|financial|afford)\b)/,
  career:
    /\b(job|jobs|career|promot\w*|interview\w*|resume|cv|linkedin|network\w*|certif\w*|manager|role|salary|clients?|portfolio|apply|applications?|boss|colleagues?|work|workplace|raise)\b/,
  learning:
    /\b(learn\w*|study|studying|course|courses|read|reading|books?|language|spanish|french|german|italian|japanese|chinese|class|classes|lessons?|exam|degree|practi[cs]e|skills?|tutorials?|certif\w*|guitar|piano|coding|programming|chapters?|pages?)\b/,
  relationships:
    /\b(family|partner|wife|husband|kids|children|son|daughter|parents|mom|mum|dad|mother|father|friends?|date night|dates?|together|relationships?|grandparents?|siblings?|brother|sister)\b/,
} as const;
export type Area = keyof typeof AREAS;
export const CATEGORY_AREA: Record<string, Area> = {
  'health & fitness': 'health',
  health: 'health',
  finance: 'money',
  financial: 'money',
  career: 'career',
  learning: 'learning',
  education: 'learning',
  relationships: 'relationships',
  bonding: 'relationships',
};
/** Areas that often serve each other: a course for a career, a new job for the finances. */
const RELATED: Record<Area, Area[]> = {
  health: [],
  money: ['career'],
  career: ['learning', 'money'],
  learning: ['career'],
  relationships: [],
};
/** Whether a goal whose text touches `areas` sits well in a category of `area`. */
export const fitsArea = (area: Area, areas: Area[]) => areas.length === 0 || areas.some((a) => a === area || RELATED[area].includes(a));
export const AREA_LABEL: Record<Area, string> = {
  health: 'Health & Fitness',
  money: 'Finance',
  career: 'Career',
  learning: 'Learning',
  relationships: 'Relationships',
};
export const areasIn = (text: string): Area[] => (Object.keys(AREAS) as Area[]).filter((a) => AREAS[a].test(text));

export interface Pace {
  /** One sentence: what the goal asks and what is realistic. */
  feedback: string;
  /** The improvement hint. */
  advice: string;
  /** The time given, not the amount, is what makes it unrealistic (so the deadline is too tight). */
  tight: boolean;
}

const KG_PER_LB = 0.4536;
const round1 = (n: number) => String(Math.round(n * 10) / 10);

/**
 * A pace no one can keep, when the text gives both an amount and the time for it: losing more
 * than 1.5 kg a week, reading more than 3 books a week, more than 12 hours of something a day,
 * or a big project (a novel, a marathon, fluency) squeezed into days. `days` is the time the
 * goal gives itself, from its due date or deadline phrase.
 */
export function unrealisticPace(text: string, days: number | null): Pace | null {
  const per = (unit: string) => SPAN_UNIT_DAYS[unit] ?? 1;
  const loss =
    /\b(?:lose|drop|shed|cut)\b\D{0,20}?(\d+(?:[.,]\d+)?)\s?(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b(?:[^.]*?\b(?:a|per|each)\s+(day|week|month))?/.exec(
      text,
    );
  if (loss) {
    const kg = Number(loss[1]!.replace(',', '.')) * (/^(lb|pound)/.test(loss[2]!) ? KG_PER_LB : 1);
    const span = loss[3] ? per(loss[3]) : days;
    if (span !== null && span > 0 && (kg / span) * 7 > 1.5)
      return {
        feedback: `Losing ${round1(kg)} kg in ${span} day${span === 1 ? '' : 's'} is about ${round1((kg / span) * 7)} kg a week; a safe pace is 0.5-1 kg a week.`,
        advice: `Aim for 0.5-1 kg a week: give ${round1(kg)} kg at least ${Math.ceil(kg)} weeks.`,
        tight: !loss[3],
      };
  }
  const books = /\bread\b\D{0,20}?(\d+)\s+(?:\w+\s+)?books?\b(?:[^.]*?\b(?:a|per|each)\s+(day|week|month))?/.exec(text);
  if (books) {
    const n = Number(books[1]);
    const span = books[2] ? per(books[2]) : days;
    if (span !== null && span > 0 && (n / span) * 7 > 3)
      return {
        feedback: `${n} books in ${span} day${span === 1 ? '' : 's'} is more than three a week, which few people can keep up.`,
        advice: 'Aim for a book every week or two, or give yourself more time.',
        tight: !books[2],
      };
  }
  const daily = /\b(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?)\b[^.]*?\b(?:a|per|each|every)\s+day\b/.exec(text);
  if (daily && Number(daily[1]!.replace(',', '.')) > 12 && !/\bfast(?:ing)?\b/.test(text))
    return {
      feedback: `${daily[1]} hours a day leaves no time for sleep and the rest of life.`,
      advice: 'Plan an amount of time a day you can keep on a busy day too.',
      tight: false,
    };
  const BIG: [RegExp, number, string][] = [
    [
      /\b(?:run|complete|finish|do)\s+(?:a|an|my first|the)\s+(?:half[- ])?(?:marathon|ultra(?:marathon)?|ironman|triathlon)\b/,
      28,
      'a race like that takes months of training',
    ],
    [/\b(?:write|finish|complete)\s+(?:a|my|the|an)\s+(?:novel|book|thesis|dissertation)\b/, 14, 'a whole book takes months of writing'],
    [
      /\b(?:become\s+)?fluent\b|\b(?:learn|master)\s+(?:to speak\s+)?(?:spanish|french|german|italian|japanese|chinese|mandarin|arabic|russian|portuguese|korean|a (?:new )?language)\b/,
      90,
      'a language takes months of steady practice',
    ],
    [
      /\b(?:start|launch|build|open)\s+(?:a|my|our|an)\s+(?:business|company|startup|shop|restaurant)\b/,
      14,
      'a business needs more than a few days to set up',
    ],
  ];
  if (days !== null && days >= 0) {
    for (const [re, minDays, why] of BIG) {
      const m = re.exec(text);
      if (m && days < minDays)
        return {
          feedback: `"${m[0]}" in ${days} day${days === 1 ? '' : 's'} is too fast: ${why}.`,
          advice: `Give "${m[0]}" more time, or aim for a first milestone by then.`,
          tight: true,
        };
    }
  }
  return null;
}
