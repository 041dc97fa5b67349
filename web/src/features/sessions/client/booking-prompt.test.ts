import { describe, expect, it } from 'vitest';
import type { TActionData, TMessage } from '@coach/contract';
import { latestPendingBookingId } from './booking-prompt.ts';

const AI = '00000000-0000-4000-8000-000000000003';
let seq = 0;
const message = (actionData: TActionData | null): TMessage => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    roomId: '00000000-0000-4000-8000-0000000000aa',
    userId: AI,
    user: { id: AI, firstName: 'AI', lastName: 'Coach', isAI: true },
    content: 'Shall we book a session?',
    messageType: actionData ? 'action' : 'text',
    messageStatus: 'sent',
    seq,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    actionData,
  };
};
const booking = (status: TActionData['status']) => message({ type: 'session_booking', status });

describe('latestPendingBookingId', () => {
  it('picks only the latest pending booking prompt', () => {
    const older = booking('pending');
    const newer = booking('pending');
    expect(latestPendingBookingId([older, message(null), newer, message(null)])).toBe(newer.id);
  });

  it('skips booked prompts and goal suggestions after it', () => {
    const pending = booking('pending');
    const goal = message({ type: 'goal_suggestion', status: 'pending' });
    expect(latestPendingBookingId([pending, booking('booked'), goal])).toBe(pending.id);
  });

  it('is null when no booking prompt waits', () => {
    expect(latestPendingBookingId([booking('booked'), message(null)])).toBeNull();
    expect(latestPendingBookingId([])).toBeNull();
  });
});
