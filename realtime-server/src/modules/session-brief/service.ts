import { ACTIVE_SESSION_STATUSES, SUMMARY_AHEAD_HOURS, type TSessionSummary } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { briefSessionAccess } from './access.ts';
import { BRIEF_MESSAGES_MAX, type BriefInput, type BriefMessage, type BriefNoteKind } from './brief-input.ts';
import { builtinBrief, tidyBrief } from './brief.ts';
import {
  type BriefSession,
  type SummaryRow,
  claimAgain,
  claimFirst,
  claimUpcoming,
  failBrief,
  finishBrief,
  goalsOfPair,
  lastCompletedSession,
  latestMessages,
  peopleOf,
  sessionForBrief,
  sessionNotesForCoach,
  summaryOf,
} from './queries.ts';

/**
 * A session's AI-prepared brief for its coach (docs/coach-workspace.md#preparation-brief). Made by
 * the generate job, once per ask: the session_summaries row is the claim ('generating' with the
 * time it was asked), so two asks, two scan ticks or two nodes never start two generations, and a
 * generation's result is stored only if no newer ask replaced it.
 */

export const BRIEF_GENERATE_JOB = 'session-brief.generate';
export const BRIEF_SCAN_JOB = 'session-brief.scan';
/** The scan's period: a session booked inside the window gets its brief within this long. */
export const BRIEF_SCAN_EVERY_MS = 5 * 60_000;
/** A generation silent this long is taken to have died with its process: an ask may restart it. */
export const BRIEF_STUCK_AFTER_MS = 5 * 60_000;
const SCAN_BATCH = 200;
const GOALS_MAX = 50;
const NOTES_MAX = 10;

export interface BriefJobPayload {
  sessionId: string;
  /** The ask this job answers (the row's requested_at, ISO). */
  requestedAt: string;
}

const NONE: TSessionSummary = { summary: null, isAI: false, isGenerating: false, generatedAt: null };

export function summaryView(row: SummaryRow | undefined): TSessionSummary {
  if (!row) return NONE;
  const failed = row.status === 'failed';
  return {
    summary: failed ? null : row.summary,
    isAI: row.isAi,
    isGenerating: row.status === 'generating',
    generatedAt: failed || !row.generatedAt ? null : row.generatedAt.toISOString(),
  };
}

const isAhead = (s: BriefSession) => (ACTIVE_SESSION_STATUSES as readonly string[]).includes(s.status);
const isStuck = (row: SummaryRow, now: Date) =>
  row.status === 'generating' && row.requestedAt.getTime() < now.getTime() - BRIEF_STUCK_AFTER_MS;

const coachedSession = (ctx: AppContext, user: UserRow, sessionId: string): Promise<BriefSession> =>
  requireAccess(ctx.db, briefSessionAccess, user, sessionId);

function publish(ctx: AppContext, coachId: string, sessionId: string, row: SummaryRow | undefined): void {
  ctx.events.publish('session.summary', { coachId, sessionId, summary: summaryView(row) });
}

/** Claims a generation (first or again) and queues its job in one transaction; pushes 'generating' after the commit. */
async function startGeneration(ctx: AppContext, session: BriefSession, again: boolean): Promise<TSessionSummary> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const row = again
      ? await claimAgain(trx, session.id, now, new Date(now.getTime() - BRIEF_STUCK_AFTER_MS))
      : await claimFirst(trx, session.id, now);
    if (row) await queueGeneration(ctx, row, trx);
    return row;
  });
  if (!claimed) return summaryView(await summaryOf(ctx.db, session.id));
  ctx.jobs.kick();
  publish(ctx, session.coachId, session.id, claimed);
  return summaryView(claimed);
}

function queueGeneration(ctx: AppContext, row: SummaryRow, trx: Parameters<AppContext['jobs']['enqueue']>[3]) {
  const payload: BriefJobPayload = { sessionId: row.sessionId, requestedAt: row.requestedAt.toISOString() };
  // One attempt: a failure is stored as 'failed' and the coach asks again (Regenerate).
  return ctx.jobs.enqueue(BRIEF_GENERATE_JOB, payload, { maxAttempts: 1 }, trx);
}

/**
 * GET: the brief as it stands. A session ahead without one starts its generation (the answer says
 * it is generating); a past or cancelled one without a brief has none.
 */
export async function getSessionSummary(ctx: AppContext, user: UserRow, sessionId: string): Promise<TSessionSummary> {
  const session = await coachedSession(ctx, user, sessionId);
  const row = await summaryOf(ctx.db, sessionId);
  if (row) return isStuck(row, ctx.clock.now()) ? startGeneration(ctx, session, true) : summaryView(row);
  return isAhead(session) ? startGeneration(ctx, session, false) : NONE;
}

/** POST: a new brief (the coach's Regenerate); one already generating is left to finish. */
export async function regenerateSessionSummary(ctx: AppContext, user: UserRow, sessionId: string): Promise<TSessionSummary> {
  const session = await coachedSession(ctx, user, sessionId);
  return startGeneration(ctx, session, true);
}

/** The scheduled scan: every session SCHEDULED or CONFIRMED starting within SUMMARY_AHEAD_HOURS and without a brief gets one. */
export async function scanUpcomingSessions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + SUMMARY_AHEAD_HOURS * 3_600_000);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const rows = await claimUpcoming(trx, now, until, now, SCAN_BATCH);
    for (const { row } of rows) await queueGeneration(ctx, row, trx);
    return rows;
  });
  if (claimed.length > 0) ctx.jobs.kick();
  for (const { row, coachId } of claimed) publish(ctx, coachId, row.sessionId, row);
  return claimed.length;
}

// ---------------------------------------------------------------- the generate job

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Gathers what the brief is made of (brief-input.ts). */
export async function briefInputFor(ctx: AppContext, session: BriefSession): Promise<BriefInput> {
  const { coachId, clientId } = session;
  const [people, messages, goals, last] = await Promise.all([
    peopleOf(ctx.db, coachId, clientId),
    latestMessages(ctx.db, coachId, clientId, BRIEF_MESSAGES_MAX),
    goalsOfPair(ctx.db, coachId, clientId, GOALS_MAX),
    lastCompletedSession(ctx.db, coachId, clientId, session.scheduledAt, session.id),
  ]);
  const notes = last ? await sessionNotesForCoach(ctx.db, last.id, coachId, NOTES_MAX) : [];
  const client = people.client ?? { firstName: 'Your client', lastName: '', preferredName: null };
  // A pair's room holds the client, the human coach and the AI coach.
  const authorOf = (userId: string): BriefMessage['from'] => (userId === clientId ? 'client' : userId === coachId ? 'coach' : 'ai');
  return {
    now: ctx.clock.now().toISOString(),
    timeZone: people.coach?.timeZone ?? 'UTC',
    coachName: people.coach?.firstName ?? 'Coach',
    client: { firstName: client.preferredName?.trim() || client.firstName, fullName: fullName(client) },
    session: {
      title: session.title,
      scheduledAt: session.scheduledAt.toISOString(),
      duration: session.duration,
      sessionGoals: session.sessionGoals,
      description: session.description,
    },
    messages: messages.reverse().map((m) => ({ from: authorOf(m.userId), content: m.content, at: m.createdAt.toISOString() })),
    goals: goals.map((g) => ({ ...g, completedAt: g.completedAt?.toISOString() ?? null })),
    lastSession: last
      ? {
          title: last.title,
          scheduledAt: last.scheduledAt.toISOString(),
          coachNotes: last.coachNotes,
          sharedNotes: last.sharedNotes,
          completionNotes: last.completionNotes,
          notes: notes.map((n) => ({ kind: n.noteType as BriefNoteKind, title: n.title, content: n.content })),
        }
      : null,
  };
}

/**
 * The provider's brief, else the built-in one (a provider without prepareBrief, a failure, a blank
 * answer). Either is an AI brief: the built-in coach is the AI provider by default.
 */
async function writeBrief(ctx: AppContext, input: BriefInput): Promise<string> {
  if (ctx.ai.prepareBrief) {
    try {
      const text = tidyBrief(await ctx.ai.prepareBrief(input));
      if (text) return text;
    } catch (err) {
      ctx.log.warn(
        { err: err instanceof Error ? err.message : String(err), provider: ctx.ai.name },
        'AI provider failed; the built-in brief was used instead',
      );
    }
  }
  return builtinBrief(input);
}

/** The generate job: makes the brief asked at `requestedAt`, stores it and pushes it; a newer ask makes it a no-op. */
export async function generateSessionSummary(ctx: AppContext, payload: BriefJobPayload): Promise<void> {
  const requestedAt = new Date(payload.requestedAt);
  const current = await summaryOf(ctx.db, payload.sessionId);
  if (current?.status !== 'generating' || current.requestedAt.getTime() !== requestedAt.getTime()) return;
  const session = await sessionForBrief(ctx.db, payload.sessionId);
  if (!session) return;
  try {
    const text = await writeBrief(ctx, await briefInputFor(ctx, session));
    const row = await finishBrief(ctx.db, session.id, requestedAt, text, ctx.clock.now());
    if (row) publish(ctx, session.coachId, session.id, row);
  } catch (err) {
    const row = await failBrief(ctx.db, session.id, requestedAt);
    if (row) publish(ctx, session.coachId, session.id, row);
    throw err;
  }
}
