import { gradeFor, type SmartDimension, type TScoreGoalInput, type TSmartBreakdown } from '@coach/contract';
import { daysBetween, localDay } from '../gamification/calendar.ts';

/**
 * The SMART score of a goal: five dimensions of 20 points, each from plain signals in the title,
 * the description, the category, the due date and the recurrence, each with one sentence saying
 * why. Deterministic: the same goal on the same day always scores the same.
 */
const MAX = 20;

const ACTION_VERBS =
  /\b(run|jog|walk|swim|cycle|ride|lift|train|stretch|meditate|read|write|journal|study|learn|practi[cs]e|finish|complete|publish|launch|ship|build|create|design|save|invest|pay( off)?|budget|cook|eat|drink|sleep|wake|call|visit|apply|attend|join|submit|record|draft|plan|organi[sz]e|declutter|clean|quit|reduce|cut|lose|gain|stop|start|spend|get (a|an|my|the) [a-z]+|get (promoted|hired|certified)|go (on|to|for)|pass|earn|sell|teach|mentor|volunteer|hike|climb|play|paint|code|email|review|ask|speak|present|host|schedule|book|track|limit|floss|hydrate|prepare)\b/;
const VAGUE =
  /\b(better|more|less|stuff|things|something|somehow|whatever|some|good|nice|healthier|happier|improve|try|maybe|get fit|be happy|be better|work on|get (?:in )?shape|sort (?:out|of)|a lot|a bit|kind of)\b/g;
const UNIT =
  /\b\d+(?:[.,]\d+)?\s?(?:[a-z]+\s)?(?:k\b|km|kms|kilomet(?:er|re)s?|miles?|mi\b|m\b|kg|kgs|kilos?|lbs?|pounds?|pages?|books?|chapters?|hours?|hrs?|minutes?|mins?|seconds?|secs?|%|percent|words?|steps?|times?|sessions?|days?|weeks?|months?|calories|kcal|litres?|liters?|glasses|cups|reps?|sets?|courses?|lessons?|applications?|jobs?|clients?|customers?|interviews?|posts?|articles?|videos?|songs?|dollars|euros|points?|push-?ups|sit-?ups|squats|workouts?|classes|meetings?|calls?|contacts?|people|friends|tasks?|projects?)\b|[$€£]\s?\d/;
const NUMBER_WORD = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|once|twice|half)\b/;
const ANY_NUMBER = /\d/;
const FREQUENCY =
  /\b(daily|weekly|monthly|nightly|every (?:day|morning|evening|night|week|weekday|month|other day|\w+day)|each (?:day|week|month|morning)|(?:a|per) (?:day|night|week|month)|times? (?:a|per) (?:day|week|month)|twice|once a|every night)\b/;
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const EXPLICIT_DATE = new RegExp(
  `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|(?:by|until|till|before|on)\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|${MONTH}\\b|(?:the )?end of ${MONTH}))`,
);
const RELATIVE_DEADLINE =
  /\b(?:within|in|for) (?:the next )?(?:\d+|a|one|two|three|four|six|twelve) (?:days?|weeks?|months?)\b|\b(?:within|in) (?:\d+|a|one|two|three|four|six|twelve) (?:days?|weeks?|months?|years?)\b|\bby (?:the )?(?:end of (?:the )?(?:week|month|quarter|year|summer|spring|autumn|fall|winter)|tomorrow|tonight|next (?:week|month|year)|summer|spring|autumn|fall|winter|christmas|new year)\b|\b(?:this|next) (?:week|month|quarter|year|summer|spring|autumn|fall|winter)\b|\bbefore (?:the )?(?:end|summer|winter|christmas|my|the)\b|\buntil (?:the )?end\b/;
const EXTREME = /\b(never|always|every single|perfect(?:ly)?|all the time|million|billion|100%|completely|zero|forever|everything|instantly|overnight)\b/g;
const PURPOSE = /\b(so that|so i|because|in order to|to feel|to be able|which will|that will|for my|to help|to support|to become|to get (?:a|my|the)|to prepare|to stay|to keep|to have|to reach|to feel)\b/;
const LIFE_AREA =
  /\b(run|running|walk|gym|fit|fitness|health|healthy|weight|sleep|eat|diet|water|meditat\w*|yoga|swim|bike|exercise|workout|steps|career|job|promotion|work|interview|resume|cv|business|client|salary|money|save|saving|savings|budget|debt|invest\w*|finance\w*|learn\w*|read\w*|book|books|course|study|language|spanish|french|skill|family|partner|friends?|kids|children|parents|relationship\w*|date|journal\w*|habit|confidence|mindful\w*|stress|project|team|launch|portfolio|write|writing|blog|promot\w*|novel)\b/;

interface Dimension {
  score: number;
  feedback: string;
}

const clamp = (n: number) => Math.max(0, Math.min(MAX, Math.round(n)));
const words = (s: string) => s.split(/\s+/).filter(Boolean);

function specific(title: string, description: string): Dimension {
  const t = title.toLowerCase();
  const n = words(title).length;
  if (n === 0) return { score: 0, feedback: 'Give the goal a title that says what you will do.' };
  const verb = ACTION_VERBS.test(t);
  const vague = (t.match(VAGUE) ?? []).length;
  let score = 4 + (verb ? 6 : 0) + (n >= 4 ? 5 : n >= 3 ? 3 : 0) + (n >= 6 ? 2 : 0);
  score += description.trim().length >= 60 ? 4 : description.trim().length >= 20 ? 3 : 0;
  score -= Math.min(8, vague * 3);
  if (n <= 2) score = Math.min(score, 6);
  score = clamp(score);
  const feedback =
    score >= 16
      ? 'Clear about what you will do.'
      : vague
        ? 'Words like "better", "more" or "get fit" leave it open: say exactly what you will do.'
        : !verb
          ? 'Start with the action you will take (run, read, save, finish...).'
          : 'Add a little more detail about what exactly you will do.';
  return { score, feedback };
}

function measurable(text: string, recurring: boolean): { dim: Dimension; hasMeasure: boolean } {
  const unit = UNIT.test(text);
  const number = unit || ANY_NUMBER.test(text) || NUMBER_WORD.test(text);
  const frequency = FREQUENCY.test(text) || recurring;
  const score = clamp((unit ? 14 : number ? 8 : 0) + (frequency ? 6 : 0) + (number && /\b(finish|complete|reach|hit|save|pay off|lose|gain|read|run|write|publish)\b/.test(text) ? 2 : 0));
  const feedback = unit
    ? frequency
      ? 'Has a number and a rhythm to track.'
      : 'Has a number to track progress by.'
    : number
      ? 'Has a number; say what it counts (km, pages, hours, times...).'
      : frequency
        ? 'Has a rhythm; add a number to know when it is done.'
        : 'Nothing to measure yet: add a number such as distance, pages, hours or times per week.';
  return { dim: { score, feedback }, hasMeasure: number || frequency };
}

function timeBound(input: TScoreGoalInput, text: string, today: string): { dim: Dimension; pastDue: boolean; hasDeadline: boolean } {
  if (input.dueDate) {
    const left = daysBetween(today, input.dueDate);
    if (left < 0) return { dim: { score: 2, feedback: 'The due date has passed: choose a new one.' }, pastDue: true, hasDeadline: true };
    if (left > 730) return { dim: { score: 14, feedback: 'The due date is far away: add milestones on the way.' }, pastDue: false, hasDeadline: true };
    return { dim: { score: 20, feedback: 'Has a due date.' }, pastDue: false, hasDeadline: true };
  }
  if (EXPLICIT_DATE.test(text)) return { dim: { score: 18, feedback: 'Names a date in the text; set it as the due date too.' }, pastDue: false, hasDeadline: true };
  if (RELATIVE_DEADLINE.test(text)) return { dim: { score: 15, feedback: 'Has a time frame; a due date would make it exact.' }, pastDue: false, hasDeadline: true };
  if (input.isRecurring || FREQUENCY.test(text))
    return { dim: { score: 10, feedback: 'Has a rhythm but no end date: add a due date or a date to review it.' }, pastDue: false, hasDeadline: false };
  return { dim: { score: 0, feedback: 'No deadline: add a due date or a phrase like "by 1 March".' }, pastDue: false, hasDeadline: false };
}

function achievable(text: string, title: string, hasMeasure: boolean, hasDeadline: boolean, pastDue: boolean): Dimension {
  let score = 12 + (hasMeasure ? 4 : 0) + (hasDeadline ? 4 : 0);
  const extremes = (text.match(EXTREME) ?? []).length;
  score -= extremes * 5;
  const loss = /\blose (\d+(?:\.\d+)?)\s?(kg|kgs|kilos?|lbs?|pounds?)\b.*?\bin (?:(\d+|a|one) )?(days?|weeks?|months?)\b/.exec(text);
  let unrealistic = false;
  if (loss) {
    const kg = Number(loss[1]) * (/^(lb|pound)/.test(loss[2]!) ? 0.45 : 1);
    const n = loss[3] && /\d/.test(loss[3]) ? Number(loss[3]) : 1;
    const weeks = loss[4]!.startsWith('day') ? n / 7 : loss[4]!.startsWith('month') ? n * 4.3 : n;
    if (kg / Math.max(weeks, 1 / 7) > 1.5) unrealistic = true;
  }
  if (unrealistic) score -= 14;
  if (pastDue) score -= 8;
  if (words(title).length > 25 || (title.match(/\band\b/g) ?? []).length >= 2) score -= 3;
  score = clamp(score);
  const feedback = unrealistic
    ? 'That pace is hard to sustain safely: aim for a gentler rate.'
    : extremes
      ? 'Absolutes like "never", "always" or "perfect" set you up to fail: allow some slack.'
      : pastDue
        ? 'The deadline has already passed.'
        : score >= 16
          ? 'A realistic step with a clear scope.'
          : 'Hard to judge without a measure and a time frame: keep the first step small and concrete.';
  return { score, feedback };
}

function relevant(input: TScoreGoalInput, text: string): Dimension {
  const category = input.category.trim().length > 0;
  const purpose = PURPOSE.test(text);
  const area = LIFE_AREA.test(text);
  const described = input.description.trim().length >= 15;
  const score = clamp((input.title.trim() ? 4 : 0) + (category ? 7 : 0) + (area ? 3 : 0) + (purpose ? 4 : 0) + (described ? 2 : 0));
  const feedback =
    score >= 16
      ? 'Clearly connected to what matters to you.'
      : !category
        ? 'Pick a category so it connects to an area of your life.'
        : !purpose
          ? 'Say why it matters to you (for example "so that I have more energy").'
          : 'Add a sentence on how it fits your bigger picture.';
  return { score, feedback };
}

const SUGGESTION: Record<SmartDimension, string> = {
  specific: 'Say exactly what you will do, e.g. "Run 5 km" instead of "get fit".',
  measurable: 'Add a number to track: distance, pages, hours, amount or times per week.',
  achievable: 'Make it realistic: a steady pace and no absolutes like "never" or "perfect".',
  relevant: 'Pick a category and add why this goal matters to you in the description.',
  timeBound: 'Add a deadline: set a due date or write "by 1 March".',
};

export function scoreGoal(input: TScoreGoalInput, now: Date, timeZone = 'UTC'): TSmartBreakdown {
  const title = input.title.trim();
  const description = input.description.trim();
  const text = `${title} ${description}`.toLowerCase();
  const today = localDay(now, timeZone);
  const s = specific(title, description);
  const m = measurable(text, input.isRecurring);
  const t = timeBound(input, text, today);
  const a = achievable(text, title, m.hasMeasure, t.hasDeadline, t.pastDue);
  const r = relevant(input, text);
  const dims: Record<SmartDimension, Dimension> = { specific: s, measurable: m.dim, achievable: a, relevant: r, timeBound: t.dim };
  const overall = Object.values(dims).reduce((sum, d) => sum + d.score, 0);
  const breakdown = Object.fromEntries(
    Object.entries(dims).map(([k, d]) => [k, { score: d.score, maxScore: MAX, feedback: d.feedback }]),
  ) as TSmartBreakdown['breakdown'];
  const suggestions = (Object.keys(dims) as SmartDimension[])
    .filter((k) => dims[k].score < 16)
    .sort((x, y) => dims[x].score - dims[y].score)
    .map((k) => SUGGESTION[k]);
  return { overall, grade: gradeFor(overall), breakdown, suggestions };
}
