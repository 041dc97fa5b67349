import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SESSION_ERR } from '@coach/contract';
import { aiAction } from '../chat.fixture.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageCard } from './MessageCard.tsx';

const prompt = aiAction({
  id: '00000000-0000-4000-8000-0000000000f2',
  roomId: '00000000-0000-4000-8000-0000000000ab',
  content: "You don't have a human coach yet, so there's no one to book a session with just now.",
  actionData: { type: 'session_booking', status: 'pending' },
});

describe('BookingCard without a human coach', () => {
  it('says so and leads to the coach directory, with no times to pick', () => {
    renderWithProviders(
      <MessageCard message={prompt} viewerId="00000000-0000-4000-8000-000000000001" viewerIsClient bookingOpen coachId={null} />,
    );
    expect(screen.getByText(SESSION_ERR.NO_COACH)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a coach' }).getAttribute('href')).toBe('/coach-search');
    expect(screen.queryByRole('button', { name: 'Book Session' })).toBeNull();
  });
});
