import type { TVideoJoinData } from '@coach/contract';

/** A join data for the room's tests: a coach's, without LiveKit unless told. */
export function joinData(overrides: Partial<TVideoJoinData> = {}): TVideoJoinData {
  return {
    roomUrl: null,
    token: null,
    roomId: 'session-room',
    relationshipId: null,
    userRole: 'coach',
    identity: '00000000-0000-4000-8000-000000000002',
    sessionId: '00000000-0000-4000-8000-0000000000c1',
    sessionData: {
      title: 'Weekly check-in',
      coachName: 'Casey Coach',
      coachId: '00000000-0000-4000-8000-000000000002',
      clientName: 'Jordan Client',
      clientId: '00000000-0000-4000-8000-000000000001',
      coachAvatarUrl: null,
      clientAvatarUrl: null,
    },
    user: { id: '00000000-0000-4000-8000-000000000002', firstName: 'Casey', lastName: 'Coach', primaryRole: { role: 'COACH' } },
    chatRoomId: null,
    expiresAt: null,
    recordingAvailable: false,
    state: {
      sessionId: '00000000-0000-4000-8000-0000000000c1',
      status: 'IN_PROGRESS',
      startedAt: null,
      recording: false,
      recordingStartedAt: null,
      consents: [],
    },
    transcript: [],
    coach: null,
    guestRequests: [],
    guestToken: null,
    ...overrides,
  };
}
