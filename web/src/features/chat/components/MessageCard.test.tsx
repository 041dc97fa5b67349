import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TMessage } from '@coach/contract';
import { aiAction } from '../chat.fixture.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageCard } from './MessageCard.tsx';
import { serveHttp } from '../../../test/http.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const COACH = '00000000-0000-4000-8000-000000000002';
const suggestion = aiAction({
  id: '00000000-0000-4000-8000-0000000000f9',
  roomId: '00000000-0000-4000-8000-0000000000aa',
  content: 'How about a goal for this?',
  actionData: {
    type: 'goal_suggestion',
    status: 'pending',
    goalData: { title: 'Walk daily', description: '30 minutes', category: 'Health', priority: 'medium' },
  },
});

describe('MessageCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the sender's photo beside the name on others' messages, and none on one's own", () => {
    const fromCoach: TMessage = {
      ...suggestion,
      userId: COACH,
      user: { id: COACH, firstName: 'Casey', lastName: 'Coach', isAI: false },
      messageType: 'text',
      actionData: null,
    };
    const { container, unmount } = renderWithProviders(
      <ul>
        <MessageCard message={fromCoach} viewerId={ME} viewerIsClient avatarUrl="/api/storage/files/avatar/c/a.webp" />
      </ul>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/storage/files/avatar/c/a.webp');
    unmount();
    const mine = renderWithProviders(
      <ul>
        <MessageCard message={fromCoach} viewerId={COACH} viewerIsClient={false} avatarUrl="/api/storage/files/avatar/c/a.webp" />
      </ul>,
    );
    expect(mine.container.querySelector('img')).toBeNull();
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('marks AI messages and lets the client add a suggested goal', async () => {
    const fetchMock = serveHttp(
      () => new Response(JSON.stringify({ data: { ...suggestion, actionData: { ...suggestion.actionData, status: 'approved' } } })),
    );
    renderWithProviders(<MessageCard message={suggestion} viewerId={ME} viewerIsClient />);
    expect(screen.getByText('AI Coach')).toBeTruthy();
    expect(screen.getByText('Walk daily')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/chat/actions/${suggestion.id}/approve`);
    expect(JSON.parse(init!.body as string)).toEqual({ approved: true });
  });

  it('shows no answer buttons to the coach, and no booking widget even on the latest booking prompt', () => {
    renderWithProviders(
      <MessageCard
        message={{ ...suggestion, actionData: { type: 'session_booking', status: 'pending' } }}
        viewerId={ME}
        viewerIsClient={false}
        bookingOpen
        coachId={COACH}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add Goal' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose a time' })).toBeNull();
  });
});
