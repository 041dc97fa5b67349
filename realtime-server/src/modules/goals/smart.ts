/**
 * The SMART score of a goal: Specific, Measurable, Achievable, Relevant and Time-bound, 20 points
 * each, overall 0-100 and a letter grade (docs/goals-and-progress.md#smart-score). Every dimension
 * comes from plain signals in the title, description, category, due date and recurrence (read in
 * smart-reading.ts) and says in one sentence why it scored what it did; the weakest dimensions come
 * with a concrete hint first. Deterministic: the same goal on the same local day always scores the
 * same.
 */
import { gradeFor, type SmartDimension, type TScoreGoalInput, type TSmartBreakdown } from '@coach/contract';
import { readSignals, type Signals } from './smart-reading.ts';
import { AREA_LABEL, fitsArea } from './smart-signals.ts';
import { exampleFor, formatDay, quote, quoteList } from './smart-wording.ts';

/** Points of each dimension. */
export const SMART_DIMENSION_MAX = 20;
/** A dimension under this many points gets a suggestion. */
export const SMART_SUGGEST_BELOW = 16;
/** Due dates further away than this get milestones suggested. */
export const FAR_DEADLINE_DAYS = 730;

interface Judgement {
  score: number;
  feedback: string;
  /** How to do better; only shown when the score is under SMART_SUGGEST_BELOW. */
  suggestion: string;
}

const clamp = (n: number) => Math.max(0, Math.min(SMART_DIMENSION_MAX, Math.round(n)));
const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);

function specific(s: Signals): Judgement {
  const example = exampleFor(s);
  if (!s.title)
    return {
      score: 0,
      feedback: 'There is no title yet, so nothing says what you will do.',
      suggestion: `Write a title that starts with the action, e.g. ${quote(example)}.`,
    };
  const n = wordsOf(s.title).length;
  // A capitalised word after the first (Spanish, AWS), or a number: the goal names its object.
  const named =
    /\d/.test(s.title) ||
    wordsOf(s.title)
      .slice(1)
      .some((w) => /^[A-Z]/.test(w));
  const detail = s.description.length >= 60 ? 4 : s.description.length >= 20 ? 2 : 0;
  const verbPoints = s.verb ? 6 : s.descriptionVerb ? 4 : 0;
  let score =
    4 + verbPoints + (n >= 4 ? 5 : n >= 3 ? 3 : 0) + (n >= 6 ? 2 : 0) + (named ? 2 : 0) + detail - Math.min(9, 3 * s.vague.length);
  // A one- or two-word title says little unless the description or an amount fills it in.
  if (!detail) score = Math.min(score, n <= 1 ? 4 : n === 2 && s.amounts.length === 0 ? 8 : SMART_DIMENSION_MAX);
  score = clamp(score);
  if (s.vague.length) {
    const words = quoteList(s.vague);
    return {
      score,
      feedback: `${words} ${s.vague.length > 1 ? 'leave' : 'leaves'} it open: it does not say exactly what you will do.`,
      suggestion: `Replace ${words} with the exact action, e.g. ${quote(example)}.`,
    };
  }
  if (score >= SMART_SUGGEST_BELOW)
    return {
      score,
      feedback: `Says clearly what you will do${s.verb ? ` (${quote(s.verb)})` : ''} and what it applies to.`,
      suggestion: '',
    };
  if (!s.verb && s.descriptionVerb)
    return {
      score,
      feedback: `The description says what you will do (${quote(s.descriptionVerb)}), but the title names only a topic.`,
      suggestion: `Put the action in the title, e.g. ${quote(example)}.`,
    };
  if (!s.verb)
    return {
      score,
      feedback: 'It names a topic but not the action you will take.',
      suggestion: `Start with a concrete action (run, read, save, finish...), e.g. ${quote(example)}.`,
    };
  if (n <= 3)
    return {
      score,
      feedback: `${quote(s.title)} is short: it has an action but little about what, where or with whom.`,
      suggestion: `Add what exactly, how much or where, e.g. ${quote(example)}.`,
    };
  return {
    score,
    feedback: 'It has an action; a little more detail would make it unmistakable.',
    suggestion: 'Add a sentence in the description on what exactly you will do and how.',
  };
}

function measurable(s: Signals): Judgement {
  const rhythm = s.rhythm ?? s.recurrence;
  const dated = s.due !== null || (s.deadline !== null && s.deadline.kind !== 'fuzzy');
  const amount = s.amounts[0];
  let base = amount ? 16 : s.number ? 8 : s.outcome ? 10 : 0;
  if (rhythm) base += base ? 4 : s.countable ? 16 : 10;
  if (dated && (amount || s.outcome)) base += 2;
  const score = clamp(base);
  if (amount) {
    const what = !rhythm
      ? `${quote(amount)} gives`
      : rhythm.includes(amount)
        ? `${quote(rhythm)} gives`
        : `${quote(amount)} and ${quote(rhythm)} give`;
    return {
      score,
      feedback: `${what} you something to count progress by.`,
      suggestion: 'Add how often you will do it, e.g. "three times a week", so progress can be tracked along the way.',
    };
  }
  if (s.number)
    return {
      score,
      feedback: 'It has a number, but not what the number counts.',
      suggestion: 'Say what the number counts: km, pages, hours, dollars or times per week.',
    };
  if (s.outcome)
    return {
      score,
      feedback: `Whether it is done is clear (${quote(s.outcome)}), but nothing tracks progress on the way.`,
      suggestion: 'Add a number to track progress, such as chapters, modules, hours or percent done.',
    };
  if (rhythm && s.countable)
    return {
      score,
      feedback: `Each time either happens or not (${quote(s.countable)} ${rhythm}), which is easy to count.`,
      suggestion: 'Add how many times in a row or in total you are aiming for.',
    };
  if (rhythm)
    return {
      score,
      feedback: `It has a rhythm (${quote(rhythm)}) but no amount that says what counts as done.`,
      suggestion: 'Add an amount for each time, e.g. "20 minutes", "10 pages" or "5 km".',
    };
  return {
    score,
    feedback: 'There is nothing to measure yet: no number, amount or frequency.',
    suggestion: `Add a number to track, e.g. ${quote(exampleFor(s))}.`,
  };
}

function timeBound(s: Signals): Judgement {
  const repeats = s.recurrence ? `, and it repeats ${s.recurrence}` : '';
  if (s.due) {
    if (s.due.left < 0)
      return {
        score: 2,
        feedback: `The due date, ${formatDay(s.due.day)}, has already passed.`,
        suggestion: 'Move the due date to a day that is still ahead.',
      };
    if (s.due.left > FAR_DEADLINE_DAYS)
      return {
        score: 14,
        feedback: `The due date, ${formatDay(s.due.day)}, is more than two years away${repeats}.`,
        suggestion: 'Add a nearer milestone, e.g. where you want to be in three months.',
      };
    if (s.pace?.tight)
      return {
        score: 8,
        feedback: `The due date, ${formatDay(s.due.day)}, is too close for what the goal asks.`,
        suggestion: 'Move the due date later so a steady pace gets you there.',
      };
    return { score: 20, feedback: `It has a due date, ${s.due.left === 0 ? 'today' : formatDay(s.due.day)}${repeats}.`, suggestion: '' };
  }
  const d = s.deadline;
  if (d && d.kind !== 'fuzzy') {
    if (s.pastDue)
      return {
        score: 2,
        feedback: `The date in the text, ${quote(d.phrase)}, has already passed.`,
        suggestion: 'Pick a date that is still ahead and set it as the due date.',
      };
    if (s.deadlineLeft !== null && s.deadlineLeft > FAR_DEADLINE_DAYS)
      return {
        score: 12,
        feedback: `The time frame, ${quote(d.phrase)}, is more than two years away.`,
        suggestion: 'Add a nearer milestone and set it as the due date.',
      };
    if (s.pace?.tight)
      return {
        score: 8,
        feedback: `The time frame (${quote(d.phrase)}) is too short for what the goal asks.`,
        suggestion: 'Set a later deadline that fits a steady pace.',
      };
    const exact = d.day !== null;
    return {
      score: exact ? 17 : 15,
      feedback: `The text sets a time frame (${quote(d.phrase)})${repeats}; a due date would add a reminder.`,
      suggestion: exact ? `Set ${formatDay(d.day!)} as the due date.` : 'Set the date in the text as the due date, written out in full.',
    };
  }
  if (s.recurrence)
    return {
      score: 15,
      feedback: `It repeats ${s.recurrence}, so each cycle has its own deadline, but there is no end or review date.`,
      suggestion: 'Add a due date to review how the routine is going, e.g. in six weeks.',
    };
  if (s.rhythm)
    return {
      score: 10,
      feedback: `It has a rhythm (${quote(s.rhythm)}) but no date by which to judge it.`,
      suggestion: 'Make it a recurring goal or add a due date, e.g. "for the next 6 weeks".',
    };
  if (d)
    return {
      score: 3,
      feedback: `${quote(d.phrase)} is not a deadline: it can always move.`,
      suggestion: 'Replace it with a real date: set a due date or write "by 1 March".',
    };
  return {
    score: 0,
    feedback: 'There is no deadline: no due date and no date in the text.',
    suggestion: 'Add a deadline: set a due date or write "by 1 March".',
  };
}

function achievable(s: Signals): Judgement {
  if (!s.title)
    return {
      score: 0,
      feedback: 'There is nothing to judge yet.',
      suggestion: 'Start with one small, concrete goal you could begin this week.',
    };
  const measured = s.amounts.length > 0 || s.number || s.outcome !== null || s.rhythm !== null || s.recurrence !== null;
  const framed =
    (s.due !== null && s.due.left >= 0) ||
    (s.deadline !== null && s.deadline.kind !== 'fuzzy' && !s.pastDue) ||
    s.rhythm !== null ||
    s.recurrence !== null;
  const broad = wordsOf(s.title).length > 25 || (s.titleLower.match(/\band\b|[,;&]/g) ?? []).length >= 2;
  let score = 12 + (measured ? 4 : 0) + (framed ? 4 : 0);
  score -= Math.min(10, 5 * s.absolutes.length) + Math.min(12, 8 * s.overreach.length);
  if (s.pace) score -= 14;
  if (s.pastDue) score -= 8;
  if (broad) score -= 4;
  if (s.othersDecide) score -= 4;
  score = clamp(score);
  if (s.pace) return { score, feedback: s.pace.feedback, suggestion: s.pace.advice };
  if (s.overreach.length)
    return {
      score,
      feedback: `${quoteList(s.overreach)} sets a bar almost nobody reaches, which makes the goal easy to give up on.`,
      suggestion: `Replace ${quoteList(s.overreach)} with a next step you can reach, e.g. the amount for this year or a personal best.`,
    };
  if (s.absolutes.length)
    return {
      score,
      feedback: `Absolutes like ${quoteList(s.absolutes)} leave no room for a bad day.`,
      suggestion: `Replace ${quoteList(s.absolutes)} with a target you can miss once and still meet, e.g. "5 days out of 7".`,
    };
  if (s.pastDue)
    return {
      score,
      feedback: 'As set, it cannot be met: its deadline has passed.',
      suggestion: 'Pick a new date sized to what is left to do.',
    };
  if (broad)
    return {
      score,
      feedback: 'It bundles several goals into one, which makes it hard to finish.',
      suggestion: 'Split it into separate goals and start with the most important one.',
    };
  if (s.othersDecide)
    return {
      score,
      feedback: `${quote(s.othersDecide)} is partly decided by other people, so it is not fully in your hands.`,
      suggestion: 'Add the steps that are yours to take, e.g. "lead two projects and ask for feedback monthly".',
    };
  if (score >= SMART_SUGGEST_BELOW) return { score, feedback: 'The amount and time frame look realistic.', suggestion: '' };
  return {
    score,
    feedback:
      measured || framed
        ? 'Without both an amount and a time frame it is hard to tell whether it is realistic.'
        : 'Without an amount or a time frame there is no way to tell whether it is realistic.',
    suggestion: 'Size it to what you can do on a busy week, with an amount and a date.',
  };
}

function relevant(s: Signals): Judgement {
  const chosen = s.category !== '';
  const mismatch = chosen && s.categoryArea !== null && !fitsArea(s.categoryArea, s.areas);
  const personal = s.areas.length > 0 || /\b(my|our)\b/.test(s.text);
  const score = clamp(
    (s.title ? 4 : 0) + (chosen ? (mismatch ? 2 : 6) : 0) + (s.purpose ? 6 : 0) + (s.description.length >= 15 ? 2 : 0) + (personal ? 2 : 0),
  );
  const why = 'e.g. "so that I have more energy for my kids"';
  if (mismatch) {
    const likely = AREA_LABEL[s.areas[0]!];
    return {
      score,
      feedback: `It reads like ${likely} rather than ${quote(s.category)}, so the category may be wrong.`,
      suggestion: `Check the category: ${quote(likely)} or a similar one seems to fit better.`,
    };
  }
  if (!chosen)
    return {
      score,
      feedback: s.purpose
        ? `It says why (${quote(s.purpose)}) but has no category linking it to an area of your life.`
        : 'It has no category and does not say why it matters to you.',
      suggestion: 'Pick a category and say in the description why this goal matters to you.',
    };
  if (!s.purpose)
    return {
      score,
      feedback: `It fits ${quote(s.category)} but does not say why it matters to you.`,
      suggestion: `Add why it matters in the description, ${why}.`,
    };
  if (score >= SMART_SUGGEST_BELOW)
    return { score, feedback: `It fits ${quote(s.category)} and says why it matters (${quote(s.purpose)}).`, suggestion: '' };
  return {
    score,
    feedback: `It fits ${quote(s.category)} and gives a reason, briefly.`,
    suggestion: 'Add a sentence in the description on how it fits your bigger picture.',
  };
}

/** Scores a goal on the user's local day (`timeZone` decides whether a due date has passed). */
export function scoreGoal(input: TScoreGoalInput, now: Date, timeZone = 'UTC'): TSmartBreakdown {
  const s = readSignals(input, now, timeZone);
  const judged: Record<SmartDimension, Judgement> = {
    specific: specific(s),
    measurable: measurable(s),
    achievable: achievable(s),
    relevant: relevant(s),
    timeBound: timeBound(s),
  };
  const dims = Object.keys(judged) as SmartDimension[];
  const breakdown = Object.fromEntries(
    dims.map((k) => [k, { score: judged[k].score, maxScore: SMART_DIMENSION_MAX, feedback: judged[k].feedback }]),
  ) as TSmartBreakdown['breakdown'];
  const overall = dims.reduce((sum, k) => sum + judged[k].score, 0);
  // Weakest first; ties keep the S-M-A-R-T order (the sort is stable).
  const suggestions = dims
    .filter((k) => judged[k].score < SMART_SUGGEST_BELOW)
    .sort((a, b) => judged[a].score - judged[b].score)
    .map((k) => judged[k].suggestion);
  return { overall, grade: gradeFor(overall), breakdown, suggestions };
}
