import type { TSession } from '@coach/contract';
import { testClient, testCoach } from './people.ts';

/** The coach of a test session, as the session lists them (the coach of people.ts). */
export const sessionCoach: TSession['coach'] = { id: testCoach().id, firstName: 'Casey', lastName: 'Coach', timeZone: 'UTC' };

/** The client of a test session (the client of people.ts). */
export const sessionClient: TSession['client'] = {
  id: testClient().id,
  firstName: 'Jordan',
  lastName: 'Client',
  email: 'j@example.test',
  relationshipId: null,
  timeZone: 'UTC',
};

/** A session as the server describes one, for component tests: a scheduled video session, no notes yet. */
export const testSession = (over: Partial<TSession> = {}): TSession => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  scheduledAt: '2026-12-01T10:00:00.000Z',
  duration: 60,
  status: 'SCHEDULED',
  title: 'Coaching session',
  type: 'INDIVIDUAL',
  sessionType: 'video',
  sessionGoals: null,
  coachNotes: null,
  sharedNotes: null,
  cancelReason: null,
  coach: sessionCoach,
  client: sessionClient,
  templateId: null,
  dailyRoomUrl: null,
  inRoom: { coach: false, client: false },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
