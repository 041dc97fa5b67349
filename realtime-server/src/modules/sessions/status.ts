import { SESSION_ERR, type SessionStatus } from '@coach/contract';

/**
 * The session state machine (docs/sessions-and-availability.md#status-moves): what may happen to a
 * session in each status. Pure, so every allowed and refused move is unit tested; the service turns
 * a refusal into a 409.
 */
export type SessionMove = Exclude<SessionStatus, 'SCHEDULED'> | 'RESCHEDULE';

/** How each move reads in 'A session that is completed cannot be <verb>.' */
export const MOVE_VERB: Record<SessionMove, string> = {
  CONFIRMED: 'confirmed',
  IN_PROGRESS: 'started',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  NO_SHOW: 'marked as a no-show',
  RESCHEDULE: 'rescheduled',
};

/** From each status, the moves it allows; COMPLETED, CANCELLED and NO_SHOW are final. */
const ALLOWED: Record<SessionStatus, readonly SessionMove[]> = {
  SCHEDULED: ['CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'RESCHEDULE'],
  CONFIRMED: ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'RESCHEDULE'],
  // A room opened and left without completing must not freeze the session: it can still be completed, cancelled or rescheduled.
  IN_PROGRESS: ['COMPLETED', 'CANCELLED', 'RESCHEDULE'],
  COMPLETED: [],
  CANCELLED: [],
  NO_SHOW: [],
};

export interface MoveRefusal {
  code: 'BAD_MOVE' | 'NO_SHOW_TOO_EARLY';
  message: string;
}

/**
 * Why `move` may not happen to a session in `from` that starts at `startsAt`, or null when it may.
 * A no-show can only be told once the start time has passed: before it, the client may still come.
 */
export function refuseMove(from: SessionStatus, move: SessionMove, startsAt: Date, now: Date): MoveRefusal | null {
  if (!ALLOWED[from].includes(move)) return { code: 'BAD_MOVE', message: SESSION_ERR.BAD_MOVE(from, MOVE_VERB[move]) };
  if (move === 'NO_SHOW' && now.getTime() < startsAt.getTime())
    return { code: 'NO_SHOW_TOO_EARLY', message: SESSION_ERR.NO_SHOW_TOO_EARLY };
  return null;
}

/** The moves a session in `from` allows (the web shows the matching row actions). */
export const allowedMoves = (from: SessionStatus): readonly SessionMove[] => ALLOWED[from];
