import { expect } from 'vitest';
import type { TSession } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call } from '../helpers.ts';
import type { Coaching } from '../factories/coaching.ts';

const HOUR_MS = 3_600_000;

/** A half hour on the grid, `hours` (and a bit) from now: a slot start in a UTC coach's calendar. */
export function gridAt(hours: number, from = Date.now()): string {
  const half = 30 * 60_000;
  return new Date(Math.ceil((from + hours * HOUR_MS) / half) * half).toISOString();
}

/**
 * gridAt for a client's booking with an `open` coach (free 00:00-23:30 UTC): a session that would
 * run past 23:30 starts at the next midnight instead, so the test does not fail at some hours of the day.
 */
export function openSlotAt(hours: number, from = Date.now(), minutes = 60): string {
  const at = new Date(gridAt(hours, from));
  const dayEnd = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 23, 30);
  return at.getTime() + minutes * 60_000 <= dayEnd ? at.toISOString() : new Date(dayEnd + 30 * 60_000).toISOString();
}

/** POST /api/sessions/one-off, expecting 201. */
export async function createSession(server: AppServer, token: string, payload: Record<string, unknown>): Promise<TSession> {
  const res = await call(server, 'POST', '/api/sessions/one-off', { token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.session as TSession;
}

/** A confirmed session the coach books with the client `hours` from now. */
export const coachBooks = (server: AppServer, c: Coaching, hours: number, extra: Record<string, unknown> = {}) =>
  createSession(server, c.coach.token, { clientId: c.client.user.id, scheduledAt: gridAt(hours), duration: 60, ...extra });

/** Moves a session's time straight in the database (to put it in the past, where no call may). */
export async function moveSessionTo(server: AppServer, id: string, at: Date): Promise<void> {
  const row = await server.ctx.db.selectFrom('sessions').select('duration').where('id', '=', id).executeTakeFirstOrThrow();
  await server.ctx.db
    .updateTable('sessions')
    .set({ scheduledAt: at, endsAt: new Date(at.getTime() + row.duration * 60_000) })
    .where('id', '=', id)
    .execute();
}

/** The error body of a refused call. */
export function expectError(res: { statusCode: number; body: string; json: () => unknown }, status: number, text: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { error: string }).error).toBe(text);
}
