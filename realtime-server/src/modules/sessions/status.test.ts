import { describe, expect, it } from 'vitest';
import { SESSION_ERR, SESSION_STATUSES, type SessionStatus } from '@coach/contract';
import { MOVE_VERB, refuseMove, type SessionMove } from './status.ts';

const MOVES = Object.keys(MOVE_VERB) as SessionMove[];
const start = new Date('2026-11-26T10:00:00Z');
const before = new Date('2026-11-26T09:59:59Z');
const after = new Date('2026-11-26T10:00:00Z');

/** Every move the session states allow (docs/sessions-and-availability.md#status-moves), from each status; everything else is refused. */
const ALLOWED: [SessionStatus, SessionMove][] = [
  ['SCHEDULED', 'CONFIRMED'],
  ['SCHEDULED', 'IN_PROGRESS'],
  ['SCHEDULED', 'COMPLETED'],
  ['SCHEDULED', 'CANCELLED'],
  ['SCHEDULED', 'NO_SHOW'],
  ['SCHEDULED', 'RESCHEDULE'],
  ['CONFIRMED', 'IN_PROGRESS'],
  ['CONFIRMED', 'COMPLETED'],
  ['CONFIRMED', 'CANCELLED'],
  ['CONFIRMED', 'NO_SHOW'],
  ['CONFIRMED', 'RESCHEDULE'],
  ['IN_PROGRESS', 'COMPLETED'],
  ['IN_PROGRESS', 'CANCELLED'],
  ['IN_PROGRESS', 'RESCHEDULE'],
];
const isAllowed = (from: SessionStatus, move: SessionMove) => ALLOWED.some(([f, m]) => f === from && m === move);

describe('refuseMove', () => {
  it.each(ALLOWED)('allows %s -> %s once the session has started', (from, move) => {
    expect(refuseMove(from, move, start, after)).toBeNull();
  });

  const refused = SESSION_STATUSES.flatMap((from) =>
    MOVES.filter((m) => !isAllowed(from, m)).map((m) => [from, m] as [SessionStatus, SessionMove]),
  );
  it('refuses every other move (22 of 36)', () => expect(refused).toHaveLength(22));
  it.each(refused)('refuses %s -> %s, naming the current status', (from, move) => {
    expect(refuseMove(from, move, start, after)).toEqual({ code: 'BAD_MOVE', message: SESSION_ERR.BAD_MOVE(from, MOVE_VERB[move]) });
  });

  it('words the refusal for a person', () => {
    expect(refuseMove('COMPLETED', 'CANCELLED', start, after)?.message).toBe('A session that is completed cannot be cancelled.');
    expect(refuseMove('NO_SHOW', 'RESCHEDULE', start, after)?.message).toBe('A session that is no show cannot be rescheduled.');
    expect(refuseMove('CONFIRMED', 'CONFIRMED', start, after)?.message).toBe('A session that is confirmed cannot be confirmed.');
  });

  it.each(['SCHEDULED', 'CONFIRMED'] as const)(
    'refuses a no-show of a %s session before its start, allows it from the start on',
    (from) => {
      expect(refuseMove(from, 'NO_SHOW', start, before)).toEqual({ code: 'NO_SHOW_TOO_EARLY', message: SESSION_ERR.NO_SHOW_TOO_EARLY });
      expect(refuseMove(from, 'NO_SHOW', start, after)).toBeNull();
    },
  );

  it('allows every other move before the start', () => {
    for (const [from, move] of ALLOWED.filter(([, m]) => m !== 'NO_SHOW')) expect(refuseMove(from, move, start, before)).toBeNull();
  });
});
