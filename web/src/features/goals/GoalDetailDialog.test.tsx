import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TGoal } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { modalSettled, renderWithProviders } from '../../test/render.tsx';
import { GoalDetailDialog } from './GoalDetailDialog.tsx';
import { useGoals } from './store.ts';
import { goal, json, ROOM, sent } from './goal.fixture.ts';
import { serveHttp, type HttpMock } from '../../test/http.ts';

type Call = [string, RequestInit | undefined];

/** A server that answers PUT with the goal at the progress it was sent (and what the change did). */
function server(
  start: TGoal,
  extra: (progress: number) => { cycleCompleted?: boolean; completed?: boolean; goal?: Partial<TGoal> } = () => ({}),
) {
  let tick = 0;
  return (_path: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return json({ data: { success: true } });
    const progress = sent(init).progress as number;
    const more = extra(progress);
    const goal = { ...start, progress, updatedAt: `2026-11-22T12:00:0${++tick}.000Z`, ...more.goal };
    return json({ data: { goal, cycleCompleted: more.cycleCompleted ?? false, completed: more.completed ?? false } });
  };
}

function Harness({ id }: { id: string }) {
  const current = useGoals((s) => s.byRoom[ROOM]?.find((g) => g.id === id) ?? null);
  return <GoalDetailDialog goal={current} onClose={() => {}} />;
}

const puts = (fetch: HttpMock) => (fetch.mock.calls as Call[]).filter(([, init]) => init?.method === 'PUT');
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => useGoals.getState().reset());

describe('GoalDetailDialog progress', () => {
  it('+25% and +50% send the progress they lead to, clamped at 100', async () => {
    const start = goal('g1', { progress: 10 });
    useGoals.getState().upsert(start);
    const fetch = serveHttp(server(start));
    renderWithProviders(<Harness id="g1" />);

    fireEvent.click(await screen.findByRole('button', { name: '+25%' }));
    await waitFor(() => expect(screen.getByLabelText('Progress 35%')).toBeTruthy());
    fireEvent.click(button('+50%'));
    await waitFor(() => expect(screen.getByLabelText('Progress 85%')).toBeTruthy());
    fireEvent.click(button('+50%'));
    await waitFor(() => expect(screen.getByLabelText('Progress 100%')).toBeTruthy());

    expect(puts(fetch).map(([path, init]) => [path, sent(init)])).toEqual([
      ['/api/goals/g1', { progress: 35 }],
      ['/api/goals/g1', { progress: 85 }],
      ['/api/goals/g1', { progress: 100 }],
    ]);
  });

  it('a second press while a change is on its way sends nothing more', async () => {
    const start = goal('g1', { progress: 0 });
    useGoals.getState().upsert(start);
    const fetch = serveHttp(server(start));
    renderWithProviders(<Harness id="g1" />);
    const plus = await screen.findByRole('button', { name: '+25%' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByLabelText('Progress 25%')).toBeTruthy());
    expect(puts(fetch)).toHaveLength(1);
  });

  it('Complete goes to 100 and says the goal is done; a recurring goal says its cycle restarted', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const once = goal('g1', { progress: 25 });
    const recurring = goal('g2', { progress: 50, isRecurring: true, recurrencePattern: 'weekly', recurrenceInterval: 1 });
    useGoals.getState().upsert(once);
    useGoals.getState().upsert(recurring);
    const fetch = serveHttp((path, init) =>
      path.endsWith('g1')
        ? server(once, () => ({ completed: true, goal: { completedAt: '2026-11-22T12:00:00.000Z' } }))(path, init)
        : server(recurring, () => ({ cycleCompleted: true, goal: { progress: 0, totalCompletions: 1, currentStreak: 1, bestStreak: 1 } }))(
            path,
            init,
          ),
    );

    const { unmount } = renderWithProviders(<Harness id="g1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Goal completed!' })));
    // A completed one-off goal has no step left to take.
    await waitFor(() => expect((button('Complete') as HTMLButtonElement).disabled).toBe(true));
    unmount();

    renderWithProviders(<Harness id="g2" />);
    expect(await screen.findByRole('group', { name: 'Recurrence' })).toBeTruthy();
    fireEvent.click(button('Complete cycle'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cycle complete!' })));
    expect(sent(puts(fetch).at(-1)![1])).toEqual({ progress: 100 });
    await waitFor(() => expect(screen.getByLabelText('Progress 0%')).toBeTruthy());
    expect(screen.getByText('Total completions').nextSibling?.textContent).toBe('1');
  });

  it('saves a typed progress only within 0-100', async () => {
    const start = goal('g1', { progress: 20 });
    useGoals.getState().upsert(start);
    const fetch = serveHttp(server(start));
    renderWithProviders(<Harness id="g1" />);
    const input = await screen.findByLabelText('Set progress (%)');
    const save = button('Save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    for (const bad of ['150', '-5', '']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(save.disabled).toBe(true);
    }
    fireEvent.change(input, { target: { value: '40' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    expect(sent(puts(fetch)[0]![1])).toEqual({ progress: 40 });
  });
});

describe('GoalDetailDialog delete', () => {
  it('asks first, and deletes only on confirmation', async () => {
    const start = goal('g1', { title: 'Walk daily' });
    useGoals.getState().upsert(start);
    const fetch = serveHttp(server(start));
    renderWithProviders(<Harness id="g1" />);
    const del = await screen.findByRole('button', { name: 'Delete' });
    await modalSettled();
    fireEvent.click(del);
    await screen.findByRole('alertdialog', { name: 'Delete this goal?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete goal' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/goals/g1', expect.objectContaining({ method: 'DELETE' })));
    await waitFor(() => expect(useGoals.getState().byRoom[ROOM]).toEqual([]));
  });
});
