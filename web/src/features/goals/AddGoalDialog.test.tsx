import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GOAL_CATEGORIES } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { AddGoalDialog } from './AddGoalDialog.tsx';
import { useGoals } from './store.ts';
import { goal, json, ROOM, sent, smart } from './goal.fixture.ts';
import { serveHttp, type HttpMock } from '../../test/http.ts';

type Call = [string, RequestInit | undefined];
const calls = (fetch: HttpMock, path: string) => (fetch.mock.calls as Call[]).filter(([p]) => p === path);

beforeEach(() => useGoals.getState().reset());

describe('AddGoalDialog', () => {
  it("says 'Title is required', focuses the title and creates nothing until one is typed", async () => {
    const fetch = serveHttp(async () => json({ data: smart(40) }));
    renderWithProviders(<AddGoalDialog open onClose={() => {}} roomId={ROOM} />);
    const title = await screen.findByLabelText(/Title/);
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(screen.getByText('Title is required')).toBeTruthy());
    expect(calls(fetch, '/api/goals')).toHaveLength(0);
  });

  it("offers the individual context's categories and sends medium priority with an interval outside 1-30 as 1", async () => {
    const created = goal('new', { title: 'Walk every day' });
    const fetch = serveHttp(async (path: string) => (path === '/api/goals' ? json({ data: created }, 201) : json({ data: smart(60) })));
    const onClose = vi.fn();
    renderWithProviders(<AddGoalDialog open onClose={onClose} roomId={ROOM} />);
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    expect([...category.options].map((o) => o.value).filter(Boolean)).toEqual([...GOAL_CATEGORIES.individual]);
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');

    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: ' Walk every day ' } });
    fireEvent.change(category, { target: { value: 'Health & Fitness' } });
    fireEvent.click(screen.getByText('Repeat this goal'));
    fireEvent.change(await screen.findByLabelText('Repeats'), { target: { value: 'daily' } });
    fireEvent.change(screen.getByLabelText('Every'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Goal' }));

    await waitFor(() => expect(calls(fetch, '/api/goals')).toHaveLength(1));
    expect(sent(calls(fetch, '/api/goals')[0]![1])).toEqual({
      roomId: ROOM,
      title: 'Walk every day',
      description: '',
      category: 'Health & Fitness',
      priority: 'medium',
      dueDate: null,
      isRecurring: true,
      pattern: 'daily',
      interval: 1,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useGoals.getState().byRoom[ROOM]).toEqual([created]);
  });

  it('scores the draft 300 ms after typing stops, aborting the request for an older draft', async () => {
    const signals: AbortSignal[] = [];
    const fetch = serveHttp((path: string, init?: RequestInit) => {
      if (path !== '/api/goals/score') return Promise.resolve(json({}));
      signals.push(init!.signal!);
      // The first draft's answer never comes; the second one's does.
      return signals.length === 1 ? new Promise<Response>(() => {}) : Promise.resolve(json({ data: smart(85) }));
    });
    renderWithProviders(<AddGoalDialog open onClose={() => {}} roomId={ROOM} />);
    const title = await screen.findByLabelText(/Title/);
    // The clock is the test's: a loaded CI machine cannot make the 300 ms debounce late or early.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(title, { target: { value: 'get' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      fireEvent.change(title, { target: { value: 'get fit' } });
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(signals).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      // Typing on within 300 ms sent one request, for the latest text.
      expect(signals).toHaveLength(1);
      expect(sent(calls(fetch, '/api/goals/score')[0]![1])).toMatchObject({ title: 'get fit', isRecurring: false });

      fireEvent.change(title, { target: { value: 'Run 5 km three times a week' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(signals).toHaveLength(2);
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const score = await screen.findByRole('group', { name: 'Live SMART score' });
    expect(within(score).getByText('85/100')).toBeTruthy();
    expect(within(score).getByLabelText('SMART grade B, 85 out of 100')).toBeTruthy();
    // At most two suggestions are shown.
    expect(within(score).queryByText('Try: so that I sleep better.')).toBeNull();
    expect(within(score).getByText('Try: by 1 March.')).toBeTruthy();
  });
});
