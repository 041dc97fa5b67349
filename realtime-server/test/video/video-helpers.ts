import type { AppServer } from '../../src/app.ts';
import { bearer } from '../helpers.ts';
import { coachBooks, moveSessionTo } from '../sessions/sessions-helpers.ts';
import type { TSession, TVideoJoinData } from '@coach/contract';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

/**
 * The real LiveKit server `npm test` started (scripts/livekit.mjs), as server settings. Under
 * CI=true a missing one fails; elsewhere the video tests that need it are left out with a warning.
 */
export function livekitEnv(): Record<string, string> | null {
  const url = process.env.TEST_LIVEKIT_URL;
  if (url) {
    return {
      LIVEKIT_URL: url,
      LIVEKIT_API_KEY: process.env.TEST_LIVEKIT_API_KEY ?? 'devkey',
      LIVEKIT_API_SECRET: process.env.TEST_LIVEKIT_API_SECRET ?? '',
    };
  }
  if (process.env.CI === 'true') throw new Error('TEST_LIVEKIT_URL is unset: under CI the video tests run against a real LiveKit server');
  console.warn('! TEST_LIVEKIT_URL is unset: the tests against a real LiveKit server are left out');
  return null;
}

/**
 * A CONFIRMED video session of the pair starting `hoursAhead` from now (on the half-hour grid), or
 * without it five minutes from now: inside the 15 minutes before the start from which the coach
 * may start its room and the client join.
 */
export async function videoSession(server: AppServer, c: Coaching, hoursAhead?: number): Promise<TSession> {
  const s = await coachBooks(server, c, hoursAhead ?? 1, { sessionType: 'video' });
  if (hoursAhead !== undefined) return s;
  const at = new Date(Date.now() + 5 * 60_000);
  await moveSessionTo(server, s.id, at);
  return { ...s, scheduledAt: at.toISOString() };
}

/** A new coaching pair and their video session about to start (`videoSession`). */
export async function coachingWithVideoSession(server: AppServer): Promise<{ c: Coaching; session: TSession }> {
  const c = await buildCoaching(server);
  return { c, session: await videoSession(server, c) };
}

/** A new coaching pair and their video session, its room started by the coach. */
export async function startedVideoSession(server: AppServer): Promise<{ c: Coaching; s: TSession }> {
  const { c, session } = await coachingWithVideoSession(server);
  await startVideo(server, c.coach.token, session.id);
  return { c, s: session };
}

export async function startVideo(server: AppServer, token: string, sessionId: string): Promise<TVideoJoinData> {
  const res = await server.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/start`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: TVideoJoinData }).data;
}

export async function joinVideo(server: AppServer, token: string, sessionId: string) {
  return server.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}/join`, headers: bearer(token) });
}
