import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBadge, TUserBadge } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { CLIENT, COACH, firstGoalBadge, json, ROOM } from '../goals/goal.fixture.ts';
import { ProgressCard } from './ProgressCard.tsx';
import { useProgress } from './store.ts';

const catalogue: TBadge[] = [
  firstGoalBadge,
  {
    badgeCode: 'streak_7',
    title: 'Week Warrior',
    description: 'A full week of steady progress.',
    criteria: 'Be active in the room 7 days in a row.',
    rarity: 'rare',
    imageUrl: '/badges/streak_7.svg',
  },
];
const earned = (id: string, notifiedAt: string | null): TUserBadge => ({
  id,
  userId: CLIENT,
  roomId: ROOM,
  earnedAt: '2026-11-20T10:00:00.000Z',
  notifiedAt,
  viewedAt: null,
  badge: catalogue[0]!,
});

function stubServer({ badges = [] as TUserBadge[], statsStatus = 200 } = {}) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/gamification/stats'))
      return statsStatus === 200
        ? json({ data: { dayStreak: 4, goalsCompleted: 3, weeklyMomentum: 57, badgeCount: badges.length } })
        : json({ error: 'Internal error' }, statsStatus);
    if (path === '/api/badges') return json({ data: catalogue });
    if (path.startsWith(`/api/badges/user/${CLIENT}`)) return json({ data: badges });
    if (path === '/api/badges/user/mark')
      return json({ data: { updated: (JSON.parse(String(init?.body)) as { userBadgeIds: string[] }).userBadgeIds.length } });
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => useProgress.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe('ProgressCard', () => {
  it("shows the room client's day streak, goals completed, badges earned and weekly momentum", async () => {
    const fetch = stubServer({ badges: [earned('66666666-6666-4666-8666-666666666661', '2026-11-20T10:00:01.000Z')] });
    renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={COACH} />);
    const card = screen.getByRole('region', { name: 'Progress' });
    await waitFor(() => expect(within(card).getByRole('group', { name: 'Day Streak' }).textContent).toBe('4Day Streak'));
    expect(within(card).getByRole('group', { name: 'Goals Completed' }).textContent).toBe('3Goals Completed');
    expect(within(card).getByRole('group', { name: 'Badges Earned' }).textContent).toBe('1Badges Earned');
    expect(within(card).getByText('57%')).toBeTruthy();
    expect(within(card).getByLabelText('Weekly momentum 57%')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(`/api/gamification/stats?roomId=${ROOM}`, expect.anything());
    expect(fetch).toHaveBeenCalledWith(`/api/badges/user/${CLIENT}?roomId=${ROOM}`, expect.anything());
  });

  it("says 'Unable to load progress' when the stats cannot be read", async () => {
    stubServer({ statsStatus: 500 });
    renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={CLIENT} />);
    expect(await screen.findByText('Unable to load progress')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('opens the badge collection: earned badges with their date, the rest of the catalogue as still to earn', async () => {
    stubServer({ badges: [earned('66666666-6666-4666-8666-666666666662', '2026-11-20T10:00:01.000Z')] });
    renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={COACH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the badge collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge collection' });
    const mine = within(dialog).getByRole('list', { name: 'Earned badges' });
    expect(within(mine).getByText('Goal Setter')).toBeTruthy();
    expect(within(mine).getByText('Create your first goal.')).toBeTruthy();
    expect(within(mine).getByText('common')).toBeTruthy();
    expect(within(mine).getByText(/^Earned /)).toBeTruthy();
    const rest = await within(dialog).findByRole('list', { name: 'Badges still to earn' });
    expect(within(rest).getByText('Week Warrior')).toBeTruthy();
    expect(within(rest).getByText('Not earned yet')).toBeTruthy();
    expect(within(rest).queryByText('Goal Setter')).toBeNull();
  });

  it("says 'No badges yet in this room!' when none was earned", async () => {
    stubServer();
    renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={CLIENT} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the badge collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge collection' });
    expect(within(dialog).getByText('No badges yet in this room!')).toBeTruthy();
  });

  it('announces badges not yet notified to their owner on arrival, and never to the coach', async () => {
    const fresh = earned('66666666-6666-4666-8666-666666666663', null);
    const marks = (f: ReturnType<typeof vi.fn>) =>
      (f.mock.calls as [string, RequestInit][]).filter(([p]) => p === '/api/badges/user/mark').map(([, i]) => JSON.parse(String(i.body)));

    const asCoach = stubServer({ badges: [fresh] });
    const { unmount } = renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={COACH} />);
    await screen.findByRole('button', { name: 'Open the badge collection' });
    expect(marks(asCoach)).toEqual([]);
    unmount();
    useProgress.getState().reset();

    const asClient = stubServer({ badges: [fresh] });
    renderWithProviders(<ProgressCard roomId={ROOM} clientId={CLIENT} viewerId={CLIENT} />);
    await waitFor(() => expect(marks(asClient)).toEqual([{ userBadgeIds: [fresh.id], mark: 'notified' }]));
  });
});
