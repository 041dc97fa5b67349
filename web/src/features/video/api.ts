import type {
  TAssistSuggestion,
  TAssistToggleBody,
  TConsentBody,
  TCreateNoteBody,
  TEndSessionBody,
  TFeedbackBody,
  TGuestConsentBody,
  TGuestFeedbackBody,
  TGuestInviteBody,
  TGuestInviteResult,
  TGuestInvitesResult,
  TGuestKnock,
  TGuestLinkInfo,
  TKnockBody,
  TKnockResult,
  TNoteResult,
  TNotesResult,
  TParticipantMediaBody,
  TRecordingBody,
  TSessionResult,
  TSuccess,
  TTranscriptNoteResult,
  TVideoJoinData,
  TVideoRoomState,
} from '@coach/contract';
import { NOTES_PAGE_MAX } from '@coach/contract';
import { api } from '../../lib/api.ts';

const id = encodeURIComponent;

/**
 * Every call of the video room (spec 02 §7 Sessions: start, join, end; Notes; the room's own).
 * Live data (transcript lines, assist suggestions, knocks, room state, notes) arrives over the socket.
 */
export const videoApi = {
  /** The coach starts the session (SCHEDULED or CONFIRMED -> IN_PROGRESS); the result is the join data. */
  start: (sessionId: string) => api<TVideoJoinData>('POST', `/api/sessions/${id(sessionId)}/start`),
  join: (sessionId: string) => api<TVideoJoinData>('GET', `/api/sessions/${id(sessionId)}/join`),
  end: (sessionId: string, body: TEndSessionBody) => api<TSessionResult>('POST', `/api/sessions/${id(sessionId)}/end`, body),
  /** The coach mutes another participant's microphone or turns their camera off (or back on). */
  participantMedia: (sessionId: string, body: TParticipantMediaBody) =>
    api<TSuccess>('POST', `/api/sessions/${id(sessionId)}/participants/media`, body),
  consent: (sessionId: string, body: TConsentBody) => api<TVideoRoomState>('POST', `/api/sessions/${id(sessionId)}/video/consent`, body),
  recording: (sessionId: string, body: TRecordingBody) =>
    api<TVideoRoomState>('PUT', `/api/sessions/${id(sessionId)}/video/recording`, body),
  assist: (sessionId: string, body: TAssistToggleBody) => api<TSuccess>('PUT', `/api/sessions/${id(sessionId)}/video/assist`, body),
  pinSuggestion: (sessionId: string, suggestionId: string, isPinned: boolean) =>
    api<TAssistSuggestion>('PUT', `/api/sessions/${id(sessionId)}/video/assist/${id(suggestionId)}`, { isPinned }),
  feedback: (sessionId: string, body: TFeedbackBody) => api<TSuccess>('POST', `/api/sessions/${id(sessionId)}/feedback`, body),
  saveTranscript: (sessionId: string) => api<TTranscriptNoteResult>('POST', `/api/sessions/${id(sessionId)}/transcript/save`),
  summarizeTranscript: (sessionId: string) => api<TTranscriptNoteResult>('POST', `/api/sessions/${id(sessionId)}/transcript/summarize`),
  // Notes in the room: read by sessionId, written with {sessionId, noteType, content, title}.
  notes: (sessionId: string) => api<TNotesResult>('GET', `/api/notes?sessionId=${id(sessionId)}&pageSize=${NOTES_PAGE_MAX}`),
  createNote: (body: TCreateNoteBody) => api<TNoteResult>('POST', '/api/notes', body),
  // Guests: the coach's links and knocks.
  guestInvites: (sessionId: string) => api<TGuestInvitesResult>('GET', `/api/sessions/${id(sessionId)}/guest-invites`),
  createGuestInvite: (sessionId: string, body: TGuestInviteBody) =>
    api<TGuestInviteResult>('POST', `/api/sessions/${id(sessionId)}/guest-invites`, body),
  revokeGuestInvite: (sessionId: string, inviteId: string) =>
    api<TGuestInviteResult>('DELETE', `/api/sessions/${id(sessionId)}/guest-invites/${id(inviteId)}`),
  decideKnock: (sessionId: string, knockId: string, admit: boolean) =>
    api<{ knock: TGuestKnock }>('POST', `/api/sessions/${id(sessionId)}/knocks/${id(knockId)}`, { admit }),
  /** The client's answer to a guest the coach admitted. */
  answerGuestRequest: (sessionId: string, knockId: string, allow: boolean) =>
    api<{ knock: TGuestKnock }>('POST', `/api/sessions/${id(sessionId)}/knocks/${id(knockId)}/client-answer`, { allow }),
  // The guest's own calls (no account: the guest token rides in the body).
  guestLink: (code: string) => api<TGuestLinkInfo>('GET', `/api/video/guest/${id(code)}`),
  knock: (code: string, body: TKnockBody) => api<TKnockResult>('POST', `/api/video/guest/${id(code)}/knock`, body),
  guestJoin: (guestToken: string) => api<TVideoJoinData>('POST', '/api/video/guest/join', { guestToken }),
  guestConsent: (body: TGuestConsentBody) => api<TVideoRoomState>('POST', '/api/video/guest/consent', body),
  guestFeedback: (body: TGuestFeedbackBody) => api<TSuccess>('POST', '/api/video/guest/feedback', body),
};

/** TanStack Query keys of the room's reads (notes and guest links), one per piece of data. */
export const videoKeys = {
  all: ['video'] as const,
  notes: (sessionId: string) => ['video', 'notes', sessionId] as const,
  guestInvites: (sessionId: string) => ['video', 'guest-invites', sessionId] as const,
  guestLink: (code: string) => ['video', 'guest-link', code] as const,
};

/** Spec §4: join data is kept locally under the session id after start, and removed after joining. */
export const joinDataKey = (sessionId: string) => `video-join:${sessionId}`;
export function keepJoinData(data: TVideoJoinData) {
  try {
    localStorage.setItem(joinDataKey(data.sessionId), JSON.stringify(data));
  } catch {
    // Storage full or off: the room asks the server instead.
  }
}
export function takeJoinData(sessionId: string): TVideoJoinData | null {
  try {
    const raw = localStorage.getItem(joinDataKey(sessionId));
    localStorage.removeItem(joinDataKey(sessionId));
    const data = raw ? (JSON.parse(raw) as TVideoJoinData) : null;
    // A token past its time cannot connect: ask for a new join.
    if (data?.expiresAt && Date.parse(data.expiresAt) <= Date.now() + 30_000) return null;
    return data;
  } catch {
    return null;
  }
}
