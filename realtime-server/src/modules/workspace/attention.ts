/**
 * Needs attention (docs/coach-workspace.md#needs-attention): what a coach should act on, each item
 * with where to act. Pure rules over plain data the queries read (attention-queries.ts), unit
 * tested at their thresholds. The rules:
 *
 * - inactive_client: an active client with no activity for ATTENTION_INACTIVE_DAYS (7) days or
 *   more. Activity is the latest of: a message the client wrote in their room with this coach, a
 *   change to a goal of that room (goals keep no author of a change; clients make most of them,
 *   progress updates), the start of a session with this coach that was not cancelled and not a
 *   no-show and has begun, and the start of the coaching relationship (a new client is not
 *   inactive before their first week). The AI coach's messages and the coach's own are not the
 *   client's activity.
 * - unanswered_message: the client wrote after the coach's last message in the room (or the coach
 *   never wrote there) and the first such message is ATTENTION_UNANSWERED_HOURS (24) hours old or
 *   more. Only a reply of the human coach answers it: the AI coach's replies do not count, since
 *   the point is that the coach never misses a client's message. Reading it does not answer it.
 * - overdue_goal: a goal of the client's room, not completed, whose due date is before the coach's
 *   today (due yesterday is "1 day ago").
 * - session_without_goals: a live session (scheduled, confirmed, in progress) starting from now up
 *   to ATTENTION_SESSION_HOURS (48) hours ahead whose session goals are empty.
 * - session_left_in_progress: a session still in progress ATTENTION_LEFT_OPEN_HOURS (2) hours or
 *   more after its end: its video room was opened and left without completing it. The coach
 *   completes, reschedules or cancels it (docs/sessions-and-availability.md#status-moves).
 *
 * Order: unanswered messages (oldest first), sessions left in progress (oldest end first), sessions
 * without goals (soonest first), overdue goals
 * (longest overdue first), inactive clients (longest inactive first).
 */
import {
  ACTIVE_SESSION_STATUSES,
  ATTENTION_INACTIVE_DAYS,
  ATTENTION_LEFT_OPEN_HOURS,
  ATTENTION_SESSION_HOURS,
  ATTENTION_UNANSWERED_HOURS,
  type AttentionKind,
  type SessionStatus,
  type TAttentionItem,
} from '@coach/contract';
import { daysBetween, localDay } from '../../lib/local-days.ts';
import { wallToInstant } from '../../lib/zone-time.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Who the item is about. */
export interface AttentionClient {
  clientId: string;
  clientName: string;
  roomId: string | null;
}

/** An active client's activity, times in ms (null: never). */
export interface ClientActivity extends AttentionClient {
  relationshipStartedAt: number;
  lastClientMessageAt: number | null;
  lastGoalChangeAt: number | null;
  /** The start of the latest session with this coach that took place (not cancelled, not a no-show, begun). */
  lastSessionAt: number | null;
  /** The client's first message after the coach's last one in the room; null when the coach answered. */
  firstUnansweredAt: number | null;
}

export interface AttentionGoal extends AttentionClient {
  goalId: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  completed: boolean;
}

export interface AttentionSession extends AttentionClient {
  sessionId: string;
  title: string;
  scheduledAt: number;
  status: SessionStatus;
  sessionGoals: string | null;
}

/** A session still IN_PROGRESS whose end has passed. */
export interface AttentionOpenSession extends AttentionClient {
  sessionId: string;
  title: string;
  /** ms */
  endsAt: number;
}

export interface AttentionInput {
  now: Date;
  /** The coach's zone: their today decides what is overdue. */
  timeZone: string;
  clients: ClientActivity[];
  goals: AttentionGoal[];
  sessions: AttentionSession[];
  /** In progress past their end (the rule decides how long past). */
  openSessions: AttentionOpenSession[];
}

/** Where the coach acts (app paths of web/src/App.tsx). */
export const attentionHref = {
  client: (clientId: string) => `/coach-dashboard?tab=clients&client=${encodeURIComponent(clientId)}`,
  progress: (clientId: string) => `/coach-dashboard?tab=clients&client=${encodeURIComponent(clientId)}&view=progress`,
  session: (sessionId: string) => `/coach/sessions?session=${encodeURIComponent(sessionId)}`,
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The latest activity of a client (the relationship's start at least). */
export function lastActivityAt(c: ClientActivity): number {
  return Math.max(
    c.relationshipStartedAt,
    c.lastClientMessageAt ?? -Infinity,
    c.lastGoalChangeAt ?? -Infinity,
    c.lastSessionAt ?? -Infinity,
  );
}

/** "Message unanswered for 26 hours", in days from two days on ("... for 3 days"). */
export function unansweredText(ageMs: number): string {
  const hours = Math.floor(ageMs / HOUR_MS);
  return hours < 48
    ? `Message unanswered for ${plural(hours, 'hour')}`
    : `Message unanswered for ${plural(Math.floor(ageMs / DAY_MS), 'day')}`;
}

const item = (
  kind: AttentionKind,
  c: AttentionClient,
  v: { text: string; at: number; href: string; goalId?: string; sessionId?: string },
): TAttentionItem => ({
  kind,
  clientId: c.clientId,
  clientName: c.clientName,
  roomId: c.roomId,
  goalId: v.goalId ?? null,
  sessionId: v.sessionId ?? null,
  text: v.text,
  at: new Date(v.at).toISOString(),
  href: v.href,
});

export function inactiveClients(clients: ClientActivity[], now: Date): TAttentionItem[] {
  const out: TAttentionItem[] = [];
  for (const c of clients) {
    const last = lastActivityAt(c);
    const idle = now.getTime() - last;
    if (idle < ATTENTION_INACTIVE_DAYS * DAY_MS) continue;
    out.push(
      item('inactive_client', c, {
        text: `No activity for ${plural(Math.floor(idle / DAY_MS), 'day')}`,
        at: last,
        href: attentionHref.client(c.clientId),
      }),
    );
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

export function unansweredMessages(clients: ClientActivity[], now: Date): TAttentionItem[] {
  const out: TAttentionItem[] = [];
  for (const c of clients) {
    if (c.firstUnansweredAt === null) continue;
    const age = now.getTime() - c.firstUnansweredAt;
    if (age < ATTENTION_UNANSWERED_HOURS * HOUR_MS) continue;
    out.push(item('unanswered_message', c, { text: unansweredText(age), at: c.firstUnansweredAt, href: attentionHref.client(c.clientId) }));
  }
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

export function overdueGoals(goals: AttentionGoal[], now: Date, timeZone: string): TAttentionItem[] {
  const today = localDay(now, timeZone);
  const out: { days: number; item: TAttentionItem }[] = [];
  for (const g of goals) {
    if (g.completed) continue;
    const days = daysBetween(g.dueDate, today);
    if (days < 1) continue;
    out.push({
      days,
      item: item('overdue_goal', g, {
        text: `Goal '${g.title}' was due ${plural(days, 'day')} ago`,
        at: wallToInstant(g.dueDate, 0, timeZone),
        href: attentionHref.progress(g.clientId),
        goalId: g.goalId,
      }),
    });
  }
  return out.sort((a, b) => b.days - a.days || a.item.text.localeCompare(b.item.text)).map((o) => o.item);
}

const LIVE: readonly SessionStatus[] = ACTIVE_SESSION_STATUSES;

export function sessionsWithoutGoals(sessions: AttentionSession[], now: Date): TAttentionItem[] {
  const from = now.getTime();
  const to = from + ATTENTION_SESSION_HOURS * HOUR_MS;
  return sessions
    .filter((s) => LIVE.includes(s.status) && s.scheduledAt >= from && s.scheduledAt <= to && !s.sessionGoals?.trim())
    .sort((a, b) => a.scheduledAt - b.scheduledAt)
    .map((s) =>
      item('session_without_goals', s, {
        text: `Session '${s.title}' has no goals yet`,
        at: s.scheduledAt,
        href: attentionHref.session(s.sessionId),
        sessionId: s.sessionId,
      }),
    );
}

/** "Session 'Weekly check-in' is still in progress, 3 hours after its end". */
export function leftOpenText(title: string, sinceEndMs: number): string {
  const hours = Math.floor(sinceEndMs / HOUR_MS);
  const ago = hours < 48 ? plural(hours, 'hour') : plural(Math.floor(sinceEndMs / DAY_MS), 'day');
  return `Session '${title}' is still in progress, ${ago} after its end`;
}

export function sessionsLeftInProgress(sessions: AttentionOpenSession[], now: Date): TAttentionItem[] {
  return sessions
    .filter((s) => now.getTime() - s.endsAt >= ATTENTION_LEFT_OPEN_HOURS * HOUR_MS)
    .sort((a, b) => a.endsAt - b.endsAt)
    .map((s) =>
      item('session_left_in_progress', s, {
        text: leftOpenText(s.title, now.getTime() - s.endsAt),
        at: s.endsAt,
        href: attentionHref.session(s.sessionId),
        sessionId: s.sessionId,
      }),
    );
}

/** Every item, most pressing kind first. */
export function attentionItems(input: AttentionInput): TAttentionItem[] {
  return [
    ...unansweredMessages(input.clients, input.now),
    ...sessionsLeftInProgress(input.openSessions, input.now),
    ...sessionsWithoutGoals(input.sessions, input.now),
    ...overdueGoals(input.goals, input.now, input.timeZone),
    ...inactiveClients(input.clients, input.now),
  ];
}
