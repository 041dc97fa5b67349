import type { TAssistSuggestion, TGuestKnock, TTranscriptLine, TUser, TVideoJoinData, TVideoRole } from '@coach/contract';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { useAuth } from '../../auth/store.ts';
import { testCoach } from '../../../test/people.ts';
import { createVideoRoomStore, VideoRoomStoreProvider, type VideoRoomStoreApi } from '../store.ts';

/** Test data for the room's panels and controls: join data as the server sends it. */
export const SESSION = '00000000-0000-4000-8000-0000000000a1';
export const CHAT_ROOM = '11111111-1111-4111-8111-111111111111';
const COACH_ID = '00000000-0000-4000-8000-000000000002';

export function joinData(role: TVideoRole = 'coach', over: Partial<TVideoJoinData> = {}): TVideoJoinData {
  return {
    roomUrl: null,
    token: null,
    roomId: `session-${SESSION}`,
    relationshipId: null,
    userRole: role,
    identity: role === 'observer' ? 'guest:k1' : COACH_ID,
    sessionId: SESSION,
    sessionData: {
      title: 'Coaching Session',
      coachName: 'Casey Rivera',
      coachId: COACH_ID,
      clientName: 'Jordan Lee',
      clientId: '00000000-0000-4000-8000-000000000001',
      coachAvatarUrl: null,
      clientAvatarUrl: null,
    },
    user: { id: COACH_ID, firstName: 'Casey', lastName: 'Rivera', primaryRole: { role: 'COACH' } },
    chatRoomId: role === 'observer' ? null : CHAT_ROOM,
    expiresAt: null,
    recordingAvailable: true,
    state: {
      sessionId: SESSION,
      status: 'IN_PROGRESS',
      startedAt: '2026-11-22T10:00:00.000Z',
      recording: false,
      recordingStartedAt: null,
      consents: [],
    },
    transcript: [],
    coach: role === 'coach' ? { assistEnabled: true, suggestions: [], knocks: [] } : null,
    guestRequests: [],
    guestToken: role === 'observer' ? 'guest-token-0123456789' : null,
    ...over,
  };
}

export const line = (n: number, over: Partial<TTranscriptLine> = {}): TTranscriptLine => ({
  id: `00000000-0000-4000-8000-00000000100${n}`,
  speaker: 'Jordan Lee',
  speakerRole: 'coachee',
  identity: '00000000-0000-4000-8000-000000000001',
  text: `Line number ${n}`,
  timestamp: `2026-11-22T10:0${n}:00.000Z`,
  ...over,
});

export const suggestion = (n: number, type: TAssistSuggestion['type'], over: Partial<TAssistSuggestion> = {}): TAssistSuggestion => ({
  id: `00000000-0000-4000-8000-00000000200${n}`,
  type,
  text: `${type} suggestion ${n}`,
  timestamp: `2026-11-22T10:0${n}:00.000Z`,
  isPinned: false,
  ...over,
});

export const knock = (
  n: number,
  name: string,
  status: TGuestKnock['status'] = 'waiting',
  clientAnswer: TGuestKnock['clientAnswer'] = null,
): TGuestKnock => ({
  id: `00000000-0000-4000-8000-00000000300${n}`,
  name,
  status,
  clientAnswer,
  createdAt: '2026-11-22T10:05:00.000Z',
});

export const signedIn = testCoach({ id: COACH_ID, lastName: 'Rivera' });

/** The store of the room the test opened last (each open room has its own). */
let room: VideoRoomStoreApi = createVideoRoomStore();
export const testRoom = () => room;

/** Opens a room's store on this join data (`testRoom()`), with (or without) a signed-in user. */
export function openRoom(join: TVideoJoinData, user: TUser | null = signedIn) {
  room = createVideoRoomStore(join);
  useAuth.setState({ status: user ? 'authenticated' : 'anonymous', user, token: user ? 't' : null, requiresEmailVerification: false });
  return room;
}

/** `ui` inside the test's room, as the panels and controls are inside VideoRoomView. */
export const inRoom = (ui: ReactElement) => createElement(VideoRoomStoreProvider, { store: room, children: ui });

/** A renderHook wrapper: the hook runs inside the test's room. */
export function InRoom({ children }: { children: ReactNode }) {
  return createElement(VideoRoomStoreProvider, { store: room, children });
}
