import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TMessage } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { GoalSuggestion, suggestedDueDate } from './GoalSuggestion.tsx';
import { serveHttp } from '../../../test/http.ts';

const draft = {
  title: 'Run a 5k',
  description: 'Time frame: the next 4 weeks.',
  category: 'Health & Fitness',
  priority: 'medium' as const,
};
const fourWeeks = { ...draft, timeFrame: { amount: 4, unit: 'week' as const } };
// Noon in London: already the 11th at UTC+14, still the 10th at UTC-11.
const NOON_UTC = new Date('2026-03-10T12:00:00Z');

const suggestion = {
  id: '0b0e7c1e-3c1a-4d6b-9a4a-6c7c7a1b2c3d',
  actionData: { type: 'goal_suggestion', status: 'pending', goalData: fourWeeks },
} as unknown as TMessage;

/** The server's profile answer: the client's time zone. */
function serveProfile(timeZone: string) {
  const fetch = serveHttp(
    async (_path: string) => new Response(JSON.stringify({ data: { timeZone } }), { headers: { 'content-type': 'application/json' } }),
  );
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('suggestedDueDate', () => {
  it("counts the suggestion's time frame from today in the given time zone", () => {
    expect(suggestedDueDate(fourWeeks, 'Pacific/Kiritimati', NOON_UTC)).toBe('2026-04-08');
    expect(suggestedDueDate(fourWeeks, 'Pacific/Pago_Pago', NOON_UTC)).toBe('2026-04-07');
    expect(suggestedDueDate({ ...draft, timeFrame: null }, 'UTC', NOON_UTC)).toBeNull();
    expect(suggestedDueDate({ ...fourWeeks, dueDate: '2027-01-01' }, 'UTC', NOON_UTC)).toBe('2027-01-01');
  });
});

describe('GoalSuggestion', () => {
  it("previews the due date in the client's profile time zone, not the browser's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON_UTC);
    const fetch = serveProfile('Pacific/Kiritimati');
    renderWithProviders(<GoalSuggestion message={suggestion} canAnswer />);
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-04-08T00:00:00Z'));
    expect(await screen.findByText(`Health & Fitness · medium priority · Due ${expected}`)).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/account/profile');
  });

  it("shows the coach the time frame itself: the client's time zone is theirs", () => {
    const fetch = serveProfile('UTC');
    renderWithProviders(<GoalSuggestion message={suggestion} canAnswer={false} />);
    expect(screen.getByText('Health & Fitness · medium priority · Due in 4 weeks')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
