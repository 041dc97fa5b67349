import { ERR, VIDEO_ERR, type TAssistSuggestion } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { accountParticipant, type VideoParticipant } from '../participant.ts';
import type { AssistInput } from '../../../providers/ai/types.ts';
import { assistDue, builtinAssist } from './suggest.ts';
import {
  assistCadenceOf,
  insertSuggestion,
  linesSince,
  recentSuggestions,
  setAssistEnabled,
  setSuggestionPinned,
} from '../live/queries.ts';

/**
 * AI assist for the coach: as transcript lines arrive, a suggestion when the cadence says one is
 * due (assist.ts), from the AI provider (the built-in assistant by default). Only the session's
 * coach hears of it ('video.assist' goes to their user room alone).
 */

/** The lines the assistant reads at most: the newest since the last suggestion. */
const ASSIST_CONTEXT_LINES = 12;
/** The earlier suggestions it is shown, so it does not repeat itself. */
const ASSIST_PREVIOUS = 5;

const coachOnly = () => new AppError('COACH_ONLY', 403, VIDEO_ERR.COACH_ONLY);

async function coachParticipant(ctx: AppContext, user: UserRow, sessionId: string): Promise<VideoParticipant> {
  const p = await accountParticipant(ctx, user, sessionId);
  if (p.role !== 'coach') throw coachOnly();
  return p;
}

/**
 * Sessions this process is proposing for now, each with whether a line arrived meanwhile (then it
 * looks again when done, so a due suggestion is not missed). Per context: tests run several
 * servers in one process.
 */
const running = new WeakMap<AppContext, Map<string, { again: boolean }>>();

/** Called after each stored line; never throws (a failed suggestion is only logged). */
export function feedAssist(ctx: AppContext, sessionId: string): void {
  let busy = running.get(ctx);
  if (!busy) running.set(ctx, (busy = new Map()));
  const current = busy.get(sessionId);
  if (current) {
    current.again = true;
    return;
  }
  const mark = { again: false };
  busy.set(sessionId, mark);
  void (async () => {
    try {
      do {
        mark.again = false;
        await proposeIfDue(ctx, sessionId);
      } while (mark.again);
    } catch (err) {
      ctx.log.warn({ err, sessionId }, 'video assist: no suggestion this time');
    } finally {
      busy.delete(sessionId);
    }
  })();
}

/**
 * One look at the session: if a suggestion is due, ask the provider for one and store it unless,
 * by then, another node stored one first (checked again with the session row locked).
 */
export async function proposeIfDue(ctx: AppContext, sessionId: string): Promise<TAssistSuggestion | null> {
  const cadence = await assistCadenceOf(ctx.db, sessionId);
  if (
    !cadence ||
    !assistDue({
      enabled: cadence.assistEnabled,
      newLines: cadence.newLines,
      lastSuggestionAt: cadence.lastSuggestionAt,
      now: ctx.clock.now(),
    })
  ) {
    return null;
  }
  const input: AssistInput = {
    lines: await linesSince(ctx.db, sessionId, cadence.lastSuggestionAt, ASSIST_CONTEXT_LINES),
    previous: await recentSuggestions(ctx.db, sessionId, ASSIST_PREVIOUS),
  };
  const proposal = ctx.ai.suggestAssist ? await ctx.ai.suggestAssist(input) : builtinAssist(input);
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const again = await assistCadenceOf(trx, sessionId, { lock: true });
    if (!again || !assistDue({ enabled: again.assistEnabled, newLines: again.newLines, lastSuggestionAt: again.lastSuggestionAt, now }))
      return null;
    return insertSuggestion(trx, { sessionId, type: proposal.type, text: proposal.text, createdAt: now });
  });
  if (stored) ctx.events.publish('video.assist', { sessionId, coachId: cadence.coachId, suggestion: stored });
  return stored;
}

/** Enable/Disable, remembered for the session; the coach alone (the client gets 403, strangers 404). */
export async function setAssist(ctx: AppContext, user: UserRow, sessionId: string, enabled: boolean): Promise<void> {
  const { session } = await coachParticipant(ctx, user, sessionId);
  await setAssistEnabled(ctx.db, session.id, enabled, ctx.clock.now());
  ctx.events.publish('video.assistToggled', { sessionId: session.id, coachId: session.coachId, enabled });
}

/** Pins or unpins one of the session's suggestions (the coach alone). */
export async function pinSuggestion(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  suggestionId: string,
  isPinned: boolean,
): Promise<TAssistSuggestion> {
  const { session } = await coachParticipant(ctx, user, sessionId);
  const suggestion = await setSuggestionPinned(ctx.db, session.id, suggestionId, isPinned);
  if (!suggestion) throw notFound(ERR.NOT_FOUND, 'SUGGESTION_NOT_FOUND');
  return suggestion;
}
