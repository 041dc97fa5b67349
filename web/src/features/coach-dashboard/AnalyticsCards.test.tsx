import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_CARDS, ANALYTICS_ERR, ATTENTION_UI, type TAnalyticsSummary, type TCoachDashboard } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { setTabSocket } from '../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../test/socket.ts';
import { AnalyticsCards, CARD_ORDER, formatAnalytic } from './AnalyticsCards.tsx';
import { NeedsAttention, relativeTime } from './NeedsAttention.tsx';
import { useWorkspaceRealtime } from './realtime.ts';
import { callsTo, json, serveHttp, type HttpMock } from '../../test/http.ts';

const COACH = '00000000-0000-4000-8000-000000000002';
const figures: TAnalyticsSummary = {
  totalActiveClients: 12,
  unreadChats: 3,
  sessionsThisWeek: 5,
  sessionsThisMonth: 18,
  recentFeedbackScore: 4.63,
  availabilityUtilization: 72,
  sessionCompletionRate: 90,
};
const empty: TAnalyticsSummary = {
  totalActiveClients: 0,
  unreadChats: 0,
  sessionsThisWeek: 0,
  sessionsThisMonth: 0,
  recentFeedbackScore: null,
  availabilityUtilization: null,
  sessionCompletionRate: null,
};
const dashboard = (over: Partial<TCoachDashboard> = {}): TCoachDashboard => ({
  coach: { id: COACH, firstName: 'Casey' },
  clients: [],
  upcomingSessions: [],
  nextSession: null,
  analytics: figures,
  attention: [],
  ...over,
});

function Workspace() {
  useWorkspaceRealtime(COACH);
  return (
    <>
      <AnalyticsCards coachId={COACH} />
      <NeedsAttention coachId={COACH} />
    </>
  );
}

/** Answers the two workspace reads; returns the mock to count calls. */
const serve = (analytics: () => Response, board: () => Response = () => json({ data: dashboard() })) =>
  serveHttp({ 'GET /api/coaches/me/analytics/summary': analytics, 'GET /api/coaches/me/dashboard': board });
const calls = (http: HttpMock, path: string) => callsTo(http, 'GET', path).length;
const card = (k: keyof TAnalyticsSummary) => screen.getByTestId(`analytic-${k}`);

afterEach(() => {
  setTabSocket(null);
});

describe('formatAnalytic', () => {
  it('writes scores out of 5 with one decimal, percents whole, counts as they are', () => {
    expect(formatAnalytic('recentFeedbackScore', 4.63)).toEqual({ text: '4.6 / 5', hint: null });
    expect(formatAnalytic('recentFeedbackScore', 5)).toEqual({ text: '5.0 / 5', hint: null });
    expect(formatAnalytic('availabilityUtilization', 72)).toEqual({ text: '72%', hint: null });
    expect(formatAnalytic('sessionCompletionRate', 0)).toEqual({ text: '0%', hint: null });
    expect(formatAnalytic('sessionsThisWeek', 0)).toEqual({ text: '0', hint: null });
  });

  it('shows a dash and says why when there is nothing to compute from', () => {
    expect(formatAnalytic('recentFeedbackScore', null)).toEqual({ text: '—', hint: 'No ratings yet' });
    expect(formatAnalytic('availabilityUtilization', null)).toEqual({ text: '—', hint: 'No availability this week' });
    expect(formatAnalytic('sessionCompletionRate', null).hint).toMatch(/No finished sessions/);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it('says how long ago or how soon, in the largest whole unit', () => {
    expect(relativeTime('2026-11-13T12:00:00.000Z', now)).toBe('9 days ago');
    expect(relativeTime('2026-11-22T17:00:00.000Z', now)).toBe('in 5 hours');
    expect(relativeTime('2026-11-22T11:30:00.000Z', now)).toBe('30 minutes ago');
    expect(relativeTime('2026-11-22T11:59:40.000Z', now)).toBe('now');
    expect(relativeTime('2026-11-21T10:00:00.000Z', now)).toBe('26 hours ago');
    expect(relativeTime('2026-11-20T11:00:00.000Z', now)).toBe('2 days ago');
  });
});

describe('AnalyticsCards', () => {
  it('shows every figure under its label, formatted', async () => {
    serve(() => json({ data: { analytics: figures } }));
    renderWithProviders(<AnalyticsCards coachId={COACH} />);
    expect(await screen.findByText('4.6 / 5')).toBeTruthy();
    for (const k of CARD_ORDER) expect(within(card(k)).getByText(ANALYTICS_CARDS[k].label)).toBeTruthy();
    expect(within(card('totalActiveClients')).getByText('12')).toBeTruthy();
    expect(within(card('unreadChats')).getByText('3')).toBeTruthy();
    expect(within(card('sessionsThisMonth')).getByText('18')).toBeTruthy();
    expect(within(card('availabilityUtilization')).getByText('72%')).toBeTruthy();
    expect(within(card('sessionCompletionRate')).getByText('90%')).toBeTruthy();
  });

  it('says what is missing for a coach without ratings, availability or finished sessions', async () => {
    serve(() => json({ data: { analytics: empty } }));
    renderWithProviders(<AnalyticsCards coachId={COACH} />);
    expect(await screen.findByText('No ratings yet')).toBeTruthy();
    expect(within(card('recentFeedbackScore')).getByText('—')).toBeTruthy();
    expect(within(card('availabilityUtilization')).getByText('No availability this week')).toBeTruthy();
    expect(within(card('sessionCompletionRate')).getByText('None')).toBeTruthy();
    expect(within(card('sessionsThisWeek')).getByText('0')).toBeTruthy();
  });

  it("explains each card's formula in a tooltip that opens from the keyboard and by tap, and closes with Escape", async () => {
    serve(() => json({ data: { analytics: figures } }));
    renderWithProviders(<AnalyticsCards coachId={COACH} />);
    const info = await screen.findByRole('button', { name: 'How completion rate is counted' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The formula is the button's description: a screen reader says it without opening anything.
    expect(document.getElementById(info.getAttribute('aria-describedby')!)?.textContent).toBe(
      ANALYTICS_CARDS.sessionCompletionRate.formula,
    );
    act(() => info.focus());
    expect(screen.getByRole('tooltip').textContent).toBe(ANALYTICS_CARDS.sessionCompletionRate.formula);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // A tap opens it too; leaving with the keyboard closes it.
    fireEvent.click(info);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => info.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
    for (const k of CARD_ORDER) {
      const button = within(card(k)).getByRole('button', { name: /is counted$/ });
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(ANALYTICS_CARDS[k].formula);
    }
  });

  it("says 'Unable to load analytics' with Retry, and Retry reads again", async () => {
    let fail = true;
    const fetch = serve(() => (fail ? json({ error: 'boom' }, 500) : json({ data: { analytics: figures } })));
    renderWithProviders(<AnalyticsCards coachId={COACH} />);
    expect(await screen.findByText(ANALYTICS_ERR.LOAD_FAILED)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4.6 / 5')).toBeTruthy();
    expect(calls(fetch, '/api/coaches/me/analytics/summary')).toBe(2);
  });
});

describe('the workspace, live', () => {
  it("takes 'analytics:updated' into the cards without asking, and reads the needs-attention list again", async () => {
    const socket = fakeTabSocket();
    const items = [
      {
        kind: 'unanswered_message' as const,
        clientId: '00000000-0000-4000-8000-0000000000a1',
        clientName: 'Gail Goalsetter',
        roomId: '00000000-0000-4000-8000-0000000000b1',
        goalId: null,
        sessionId: null,
        text: 'Waiting for your answer for 26 hours',
        at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        href: '/coach-dashboard?tab=clients',
      },
    ];
    let attention: TCoachDashboard['attention'] = [];
    const fetch = serve(
      () => json({ data: { analytics: figures } }),
      () => json({ data: dashboard({ attention }) }),
    );
    renderWithProviders(<Workspace />);
    expect(await screen.findByText(ATTENTION_UI.EMPTY)).toBeTruthy();
    expect(within(card('unreadChats')).getByText('3')).toBeTruthy();

    attention = items;
    act(() => socket.fire('analytics:updated', { analytics: { ...figures, unreadChats: 4, recentFeedbackScore: null } }));
    expect(await within(card('unreadChats')).findByText('4')).toBeTruthy();
    expect(within(card('recentFeedbackScore')).getByText('No ratings yet')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Gail Goalsetter' });
    expect(link.getAttribute('href')).toBe('/coach-dashboard?tab=clients');
    expect(screen.getByText('Waiting for your answer for 26 hours')).toBeTruthy();
    expect(screen.getByText('26 hours ago')).toBeTruthy();
    expect(calls(fetch, '/api/coaches/me/analytics/summary')).toBe(1);
    expect(calls(fetch, '/api/coaches/me/dashboard')).toBe(2);
  });

  it('reads the workspace again after a reconnect, pushes being lost while away', async () => {
    const socket = fakeTabSocket();
    const fetch = serve(() => json({ data: { analytics: figures } }));
    renderWithProviders(<Workspace />);
    await screen.findByText('4.6 / 5');
    await waitFor(() => expect(calls(fetch, '/api/coaches/me/dashboard')).toBe(1));
    act(() => socket.fire('connect'));
    await waitFor(() => expect(calls(fetch, '/api/coaches/me/analytics/summary')).toBe(2));
    await waitFor(() => expect(calls(fetch, '/api/coaches/me/dashboard')).toBe(2));
  });

  it("says 'Failed to load dashboard data' with Retry when the list cannot be read", async () => {
    serve(
      () => json({ data: { analytics: figures } }),
      () => json({ error: 'boom' }, 500),
    );
    renderWithProviders(<NeedsAttention coachId={COACH} />);
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
