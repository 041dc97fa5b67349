import { z } from 'zod';
import { ZEnvelope, ZId, ZIsoDate } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { ZAiLevel } from './rooms.ts';
import { ZSession, ZSessionIdParams } from './sessions.ts';

/**
 * The coach's workspace (docs/coach-workspace.md): the dashboard, its analytics summary and
 * needs-attention list, the clients on it, and the preparation brief of a session.
 */

/**
 * GET /api/coaches/me/analytics/summary, and 'analytics:updated'. Formulas (docs/coach-workspace.md#analytics-summary):
 * - totalActiveClients: clients whose relationship with the coach is active.
 * - unreadChats: the coach's client rooms holding at least one message the coach has not read.
 * - sessionsThisWeek / sessionsThisMonth: sessions not cancelled whose start falls in the coach's
 *   current week (Monday to Sunday) / calendar month, in the coach's time zone.
 * - recentFeedbackScore: the mean video-room rating (1-5) of the last 30 days, one decimal; null without ratings.
 * - availabilityUtilization: booked minutes over available minutes this week, a whole percent
 *   (0-100); null when the coach has no availability this week.
 * - sessionCompletionRate: completed over completed + no-show + cancelled late (inside the coach's
 *   cancellation notice), sessions of the last 30 days, a whole percent; null when none.
 */
export const ZAnalyticsSummary = z.object({
  totalActiveClients: z.number().int(),
  unreadChats: z.number().int(),
  sessionsThisWeek: z.number().int(),
  sessionsThisMonth: z.number().int(),
  recentFeedbackScore: z.number().nullable(),
  availabilityUtilization: z.number().int().nullable(),
  sessionCompletionRate: z.number().int().nullable(),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;
export const ZAnalyticsResult = z.object({ analytics: ZAnalyticsSummary });
export type TAnalyticsResult = z.infer<typeof ZAnalyticsResult>;

/** The cards' labels and the formulas their tooltips say. */
export const ANALYTICS_CARDS = {
  totalActiveClients: { label: 'Active clients', formula: 'Clients whose coaching with you is active.' },
  unreadChats: { label: 'Unread chats', formula: 'Client conversations with at least one message you have not read.' },
  sessionsThisWeek: {
    label: 'Sessions this week',
    formula: 'Sessions not cancelled that start this week (Monday to Sunday, your time zone).',
  },
  sessionsThisMonth: { label: 'Sessions this month', formula: 'Sessions not cancelled that start this calendar month (your time zone).' },
  recentFeedbackScore: { label: 'Feedback score', formula: "Mean of your clients' video-room ratings (1 to 5) in the last 30 days." },
  availabilityUtilization: { label: 'Availability used', formula: 'Booked minutes over available minutes this week.' },
  sessionCompletionRate: {
    label: 'Completion rate',
    formula: 'Completed sessions over completed, no-show and late-cancelled ones in the last 30 days.',
  },
} as const satisfies Record<keyof TAnalyticsSummary, { label: string; formula: string }>;
export const ANALYTICS_ERR = { LOAD_FAILED: 'Unable to load analytics' } as const;

/** Needs attention (docs/coach-workspace.md#needs-attention): what a coach should act on, each with where to act. */
export const ATTENTION_KINDS = [
  'inactive_client',
  'overdue_goal',
  'unanswered_message',
  'session_without_goals',
  'session_left_in_progress',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
/** The rules' thresholds. */
export const ATTENTION_INACTIVE_DAYS = 7;
export const ATTENTION_UNANSWERED_HOURS = 24;
export const ATTENTION_SESSION_HOURS = 48;
/** A session still in progress this many hours after its end was left open: complete, reschedule or cancel it. */
export const ATTENTION_LEFT_OPEN_HOURS = 2;
export const ZAttentionItem = z.object({
  kind: z.enum(ATTENTION_KINDS),
  clientId: ZId,
  clientName: z.string(),
  roomId: ZId.nullable(),
  /** The goal or session the item is about. */
  goalId: ZId.nullable(),
  sessionId: ZId.nullable(),
  /** What the coach reads, e.g. "No activity for 9 days". */
  text: z.string(),
  /** Since when the item holds (the last activity, the due date, the message, the session's start). */
  at: ZIsoDate,
  /** Where the coach acts (an app path). */
  href: z.string(),
});
export type TAttentionItem = z.infer<typeof ZAttentionItem>;
export const ZAttentionResult = z.object({ items: z.array(ZAttentionItem) });
export type TAttentionResult = z.infer<typeof ZAttentionResult>;
export const ATTENTION_UI = { EMPTY: 'Nothing needs your attention right now.' } as const;

/** A client as the dashboard lists them (docs/coach-workspace.md#client-list). */
export const ZDashboardClient = z.object({
  /** The relationship's id. */
  id: ZId,
  clientId: ZId,
  roomId: ZId.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  streak: z.number().int(),
  aiInteractionLevel: ZAiLevel,
  notes: z.object({
    count: z.number().int(),
    latest: z.object({ id: ZId, title: z.string().nullable(), excerpt: z.string(), updatedAt: ZIsoDate }).nullable(),
  }),
  sessionCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type TDashboardClient = z.infer<typeof ZDashboardClient>;

/** GET /api/coaches/me/dashboard: everything the Dashboard tab shows in one read (docs/coach-workspace.md#dashboard). */
export const ZCoachDashboard = z.object({
  coach: z.object({ id: ZId, firstName: z.string() }),
  clients: z.array(ZDashboardClient),
  upcomingSessions: z.array(ZSession),
  nextSession: ZSession.nullable(),
  analytics: ZAnalyticsSummary,
  attention: z.array(ZAttentionItem),
});
export type TCoachDashboard = z.infer<typeof ZCoachDashboard>;

/**
 * GET /api/sessions/{id}/summary (docs/coach-workspace.md#preparation-brief): the AI-prepared brief for the session,
 * made from the client's recent chat, goals, the last session's notes and transcript summary.
 * POST the same path asks for a new one (the coach): 202 with isGenerating true, then
 * 'session:summary' when it is ready.
 */
export const ZSessionSummary = z.object({
  summary: z.string().nullable(),
  isAI: z.boolean(),
  isGenerating: z.boolean(),
  generatedAt: ZIsoDate.nullable(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionSummaryPush = z.object({ sessionId: ZId, summary: ZSessionSummary });
export type TSessionSummaryPush = z.infer<typeof ZSessionSummaryPush>;
/** The job prepares briefs for sessions starting within this many hours. */
export const SUMMARY_AHEAD_HOURS = 24;
export const SUMMARY_UI = {
  GENERATING: 'AI Preparing Summary',
  AI_MARKER: 'AI',
  REGENERATE: 'Regenerate',
  NONE: 'No preparation brief yet.',
  FAILED: 'Failed to load the session summary',
} as const;

/** The coach's workspace: the dashboard and the analytics summary. */
export const workspaceEndpoints = defineEndpoints('Coach onboarding', {
  getCoachAnalyticsSummary: {
    method: 'GET',
    path: '/api/coaches/me/analytics/summary',
    summary: 'Read my analytics summary (coach)',
    auth: 'token',
    response: ZEnvelope(ZAnalyticsResult),
    errors: [403],
  },
  getCoachDashboard: {
    method: 'GET',
    path: '/api/coaches/me/dashboard',
    summary: 'Read my dashboard: clients, upcoming sessions, analytics, needs attention (coach)',
    // The token's signature at the door; its account is read in the service, unless the cached answer was computed for it.
    auth: 'claims',
    response: ZEnvelope(ZCoachDashboard),
    errors: [403],
  },
});

/** A session's AI-prepared brief, for the session's coach. */
export const sessionBriefEndpoints = defineEndpoints('Sessions', {
  getSessionSummary: {
    method: 'GET',
    path: '/api/sessions/:id/summary',
    summary: "Read the session's preparation brief (starts making it for a session ahead)",
    auth: 'token',
    params: ZSessionIdParams,
    response: ZEnvelope(ZSessionSummary),
    errors: [404],
  },
  regenerateSessionSummary: {
    method: 'POST',
    path: '/api/sessions/:id/summary',
    summary: "Make the session's preparation brief again ('session:summary' follows when it is ready)",
    auth: 'token',
    params: ZSessionIdParams,
    status: 202,
    response: ZEnvelope(ZSessionSummary),
    errors: [404],
  },
});
