import type { TAvailableSlot } from '@coach/contract';
import type { AppContext } from '../../context.ts';

/**
 * The free slots of a coach in [from, to): availability minus live sessions (with the coach's
 * buffer) minus the booking notice, as UTC instants. Being written in this session (issue 23);
 * the signature is what the sessions service builds on.
 */
export async function freeSlots(
  _ctx: AppContext,
  _coachId: string,
  _range: { from: Date; to: Date },
  _durationMinutes: number,
  _options: { ignoreSessionId?: string; applyNotice?: boolean } = {},
): Promise<TAvailableSlot[]> {
  throw new Error('freeSlots: not built yet');
}
