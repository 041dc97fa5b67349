import { expect } from 'vitest';
import { ZCoachDashboard, type SessionStatus, type TCoachDashboard } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call } from '../helpers.ts';
import type { BuiltUser } from '../factories/people.ts';
import { insertPairSession, type Coaching } from '../factories/coaching.ts';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const SUMMARY = '/api/coaches/me/analytics/summary';
export const DASHBOARD = '/api/coaches/me/dashboard';

export interface Seed {
  at: number;
  status: SessionStatus;
  duration?: number;
  cancelledAt?: number;
  sessionGoals?: string | null;
}

/** The workspace tests' tools, on the test file's server. */
export function workspaceTools(server: AppServer) {
  /** Sessions straight into the table (in the past too, where no call may put them). */
  async function insertSessions(c: Coaching, seeds: Seed[]): Promise<string[]> {
    const ids: string[] = [];
    for (const s of seeds) {
      const id = await insertPairSession(server, c, new Date(s.at), {
        relationshipId: c.relationshipId,
        duration: s.duration ?? 30,
        status: s.status,
        title: 'Coaching Session',
        sessionGoals: s.sessionGoals ?? null,
        cancelledAt: s.cancelledAt === undefined ? null : new Date(s.cancelledAt),
      });
      ids.push(id);
    }
    return ids;
  }

  async function getDashboard(coach: BuiltUser): Promise<TCoachDashboard> {
    const res = await call(server, 'GET', DASHBOARD, { token: coach.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return ZCoachDashboard.parse(res.json().data);
  }

  return { insertSessions, getDashboard };
}
