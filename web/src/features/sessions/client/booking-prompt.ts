import type { TMessage } from '@coach/contract';

/**
 * docs/chat-and-ai-coach.md#action-cards: of the room's pending session_booking actions only the latest shows the
 * booking widget, so an old offer further up cannot book a second session by mistake.
 */
export function latestPendingBookingId(messages: readonly TMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const action = messages[i]?.actionData;
    if (action?.type === 'session_booking' && action.status === 'pending') return messages[i]!.id;
  }
  return null;
}
