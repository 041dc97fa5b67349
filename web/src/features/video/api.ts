import {
  NOTES_PAGE_MAX,
  noteEndpoints,
  videoEndpoints as e,
  videoGuestEndpoints as guest,
  type TAssistToggleBody,
  type TConsentBody,
  type TCreateNoteBody,
  type TEndSessionBody,
  type TFeedbackBody,
  type TGuestConsentBody,
  type TGuestFeedbackBody,
  type TGuestInviteBody,
  type TKnockBody,
  type TParticipantMediaBody,
  type TRecordingBody,
  type TVideoJoinData,
} from '@coach/contract';
import { callData } from '../../lib/api.ts';

/**
 * Every call of the video room (docs/video-room.md#calls: start, join, end, the room's own; and
 * notes). Live data (transcript lines, assist suggestions, knocks, room state, notes) arrives over
 * the socket.
 */
export const videoApi = {
  /** The coach starts the session (SCHEDULED or CONFIRMED -> IN_PROGRESS); the result is the join data. */
  start: (sessionId: string) => callData(e.startVideoSession, { params: { id: sessionId } }),
  join: (sessionId: string) => callData(e.joinVideoSession, { params: { id: sessionId } }),
  end: (sessionId: string, body: TEndSessionBody) => callData(e.endVideoSession, { params: { id: sessionId }, body }),
  /** The coach mutes another participant's microphone or turns their camera off (or back on). */
  participantMedia: (sessionId: string, body: TParticipantMediaBody) =>
    callData(e.setParticipantMedia, { params: { id: sessionId }, body }),
  consent: (sessionId: string, body: TConsentBody) => callData(e.consentToTranscription, { params: { id: sessionId }, body }),
  recording: (sessionId: string, body: TRecordingBody) => callData(e.setVideoRecording, { params: { id: sessionId }, body }),
  assist: (sessionId: string, body: TAssistToggleBody) => callData(e.setVideoAssist, { params: { id: sessionId }, body }),
  pinSuggestion: (sessionId: string, suggestionId: string, isPinned: boolean) =>
    callData(e.pinVideoAssistSuggestion, { params: { id: sessionId, suggestionId }, body: { isPinned } }),
  feedback: (sessionId: string, body: TFeedbackBody) => callData(e.sendSessionFeedback, { params: { id: sessionId }, body }),
  saveTranscript: (sessionId: string) => callData(e.saveTranscript, { params: { id: sessionId } }),
  summarizeTranscript: (sessionId: string) => callData(e.summarizeTranscript, { params: { id: sessionId } }),
  // Notes in the room: read by sessionId, written with {sessionId, noteType, content, title}.
  notes: (sessionId: string) => callData(noteEndpoints.listNotes, { query: { sessionId, pageSize: NOTES_PAGE_MAX } }),
  createNote: (body: TCreateNoteBody) => callData(noteEndpoints.createNote, { body }),
  // Guests: the coach's links and knocks.
  guestInvites: (sessionId: string) => callData(guest.listGuestInvites, { params: { id: sessionId } }),
  createGuestInvite: (sessionId: string, body: TGuestInviteBody) => callData(guest.createGuestInvite, { params: { id: sessionId }, body }),
  revokeGuestInvite: (sessionId: string, inviteId: string) => callData(guest.revokeGuestInvite, { params: { id: sessionId, inviteId } }),
  decideKnock: (sessionId: string, knockId: string, admit: boolean) =>
    callData(guest.decideGuestKnock, { params: { id: sessionId, knockId }, body: { admit } }),
  /** The client's answer to a guest the coach admitted. */
  answerGuestRequest: (sessionId: string, knockId: string, allow: boolean) =>
    callData(guest.answerGuestKnock, { params: { id: sessionId, knockId }, body: { allow } }),
  // The guest's own calls (no account: the guest token rides in the body).
  guestLink: (code: string) => callData(guest.getGuestLink, { params: { code } }),
  knock: (code: string, body: TKnockBody) => callData(guest.knockAsGuest, { params: { code }, body }),
  guestJoin: (guestToken: string) => callData(guest.joinAsGuest, { body: { guestToken } }),
  guestConsent: (body: TGuestConsentBody) => callData(e.guestConsentToTranscription, { body }),
  guestFeedback: (body: TGuestFeedbackBody) => callData(guest.sendGuestFeedback, { body }),
};

/** TanStack Query keys of the room's reads (notes and guest links), one per piece of data. */
export const videoKeys = {
  all: ['video'] as const,
  notes: (sessionId: string) => ['video', 'notes', sessionId] as const,
  guestInvites: (sessionId: string) => ['video', 'guest-invites', sessionId] as const,
  guestLink: (code: string) => ['video', 'guest-link', code] as const,
};

/** Join data is kept locally under the session id after start, and removed after joining. */
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
