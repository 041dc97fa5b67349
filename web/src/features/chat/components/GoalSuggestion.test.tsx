import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TMessage } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { GoalSuggestion, suggestedDueDate } from './GoalSuggestion.tsx';

const draft = { title: 'Run a 5k', description: 'Time frame: the next 4 weeks.', category: 'Health & Fitness', priority: 'medium' as const };

describe('GoalSuggestion', () => {
  it("counts the suggestion's time frame from today here into the due date", () => {
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const expected = new Date(Date.UTC(y, m - 1, d + 28)).toISOString().slice(0, 10);
    expect(suggestedDueDate({ ...draft, timeFrame: { amount: 4, unit: 'week' } }, now)).toBe(expected);
    expect(suggestedDueDate({ ...draft, timeFrame: null }, now)).toBeNull();
    expect(suggestedDueDate({ ...draft, timeFrame: { amount: 4, unit: 'week' }, dueDate: '2027-01-01' }, now)).toBe('2027-01-01');
  });

  it('shows the due date on the pending card', () => {
    const message = {
      id: '0b0e7c1e-3c1a-4d6b-9a4a-6c7c7a1b2c3d',
      actionData: { type: 'goal_suggestion', status: 'pending', goalData: { ...draft, timeFrame: { amount: 4, unit: 'week' } } },
    } as unknown as TMessage;
    renderWithProviders(<GoalSuggestion message={message} canAnswer />);
    expect(screen.getByText(/Health & Fitness · medium priority · Due /)).toBeTruthy();
  });
});
