import type { TUser } from './auth.ts';
import type { TAvatarChanged } from './storage.ts';
import type { TInvite } from './invites.ts';
import type { TMessage } from './chat.ts';
import type { TRoom } from './rooms.ts';
import type { TGoalChange } from './goals.ts';
import type { TGamificationStats, TUserBadge } from './gamification.ts';
import type { TSessionChanged } from './sessions.ts';
import type { TNote } from './notes.ts';
import type { TSubscriptionChanged } from './billing.ts';
import type { TAnalyticsSummary, TSessionSummaryPush } from './workspace.ts';
import type { TProfileChanged } from './profile.ts';
import type { TCoachRequestChanged } from './directory.ts';
import type {
  TAssistSuggestion,
  TGuestKnock,
  TTranscriptLine,
  TVideoAck,
  TVideoCaption,
  TVideoEnter,
  TVideoEnterAck,
  TVideoRoomState,
} from './video.ts';

/**
 * Socket.IO event maps, shared by `new Server<...>()` and the client's `Socket<...>`.
 * Later areas add their events here; nothing emits a name this map does not know.
 */
export interface ServerToClientEvents {
  /** The user's tokens were revoked (password changed or reset, account deleted): sign out. */
  'auth:revoked': (payload: { reason: 'password_changed' | 'account_deleted' | 'email_changed' }) => void;
  /** The user's own record changed (name, email, verification): other tabs follow. */
  'user:updated': (payload: { user: TUser }) => void;
  /** A user's avatar changed: to their own tabs and to the rooms they are a member of. */
  'avatar:changed': (payload: TAvatarChanged) => void;
  /** An invite of this coach was sent, resent, accepted, expired, cancelled or deleted. */
  'invite:changed': (payload: { invite: TInvite; deleted?: boolean }) => void;
  /** A message was stored in a room the socket belongs to (human or AI). */
  'message:new': (payload: { message: TMessage }) => void;
  /** An action message's status changed (booked, approved, rejected). */
  'message:updated': (payload: { message: TMessage }) => void;
  /** The AI coach starts (active) or stops composing in a room. */
  'ai:thinking': (payload: { roomId: string; active: boolean }) => void;
  /** This user's unread count of a room changed. */
  'room:unread': (payload: TRoomUnread) => void;
  /** This user read a room up to a message (in another tab, say). */
  'room:read': (payload: { roomId: string; messageId: string }) => void;
  /** A room's settings changed (the AI level). */
  'room:updated': (payload: { room: TRoom }) => void;
  /** Someone else in the room is typing. */
  typing: (payload: { roomId: string; userId: string; firstName: string }) => void;
  /** A goal of the room was created or changed (cycleCompleted / completed say what progress did). */
  'goal:changed': (payload: TGoalChange) => void;
  /** A goal of the room was deleted. */
  'goal:deleted': (payload: { goalId: string; roomId: string }) => void;
  /** This user earned a badge. */
  'badge:awarded': (payload: { userBadge: TUserBadge }) => void;
  /** This user's stats in a room changed (streak, momentum, counts). Sent to the stats' owner and the room's coach. */
  'stats:updated': (payload: { roomId: string; userId: string; stats: TGamificationStats }) => void;
  /**
   * A session of this user (as coach or client) was created, or its status, time or notes changed.
   * The client's copy carries no coachNotes.
   */
  'session:changed': (payload: TSessionChanged) => void;
  /** The coach's availability or booking rules changed: open calendars and booking widgets refresh. */
  'availability:changed': (payload: { coachId: string }) => void;
  /** A note was created or changed: to its author's tabs and, when shared, to the coach and client. */
  'note:changed': (payload: { note: TNote }) => void;
  'note:deleted': (payload: { noteId: string; sessionId: string | null; coacheeId: string | null }) => void;
  /** A transcript line was stored: to everyone in the session's video room. */
  'video:transcript': (payload: { sessionId: string; line: TTranscriptLine }) => void;
  /** An AI assist suggestion: to the session's coach only. */
  'video:assist': (payload: { sessionId: string; suggestion: TAssistSuggestion }) => void;
  /** The coach turned assist on or off (their other tabs follow). */
  'video:assist-toggled': (payload: { sessionId: string; enabled: boolean }) => void;
  /** A guest knocked, or a knock was decided: to the session's coach. */
  'video:knock': (payload: { sessionId: string; knock: TGuestKnock }) => void;
  /**
   * To the session's client: a guest the coach admitted waits for their answer ('awaiting_client'),
   * or no longer does (answered in another tab, withdrawn by the coach, link revoked).
   */
  'video:guest-request': (payload: { sessionId: string; knock: TGuestKnock }) => void;
  /** To the waiting guest: they were let in (the coach, then the client, said yes) or not. */
  'video:admission': (payload: { sessionId: string; knockId: string; admitted: boolean }) => void;
  /** Recording or consents changed: to everyone in the video room. */
  'video:state': (payload: { state: TVideoRoomState }) => void;
  /** The coach ended the session: everyone in the video room (guests too) leaves. */
  'video:ended': (payload: { sessionId: string }) => void;
  /** The coach muted or unmuted a participant's microphone or camera: to the video room (the participant named by `identity` is told). */
  'video:media': (payload: { sessionId: string; identity: string; kind: 'audio' | 'video'; muted: boolean }) => void;
  /** This user's subscription changed (paid, renewed, failed, cancelled, resumed, ended): every tab re-reads access. */
  'subscription:changed': (payload: TSubscriptionChanged) => void;
  /** An input of the coach's analytics changed (a message, a read, a session status, a rating, a client): debounced, to the coach. */
  'analytics:updated': (payload: { analytics: TAnalyticsSummary }) => void;
  /** A session's preparation brief is ready (or started generating): to the session's coach. */
  'session:summary': (payload: TSessionSummaryPush) => void;
  /** This user's profile, preferences, credentials or avatar changed: their other tabs read those sections again. */
  'profile:changed': (payload: TProfileChanged) => void;
  /** A coach request was made, cancelled, accepted or declined: to the client's and the coach's tabs. */
  'coachRequest:changed': (payload: TCoachRequestChanged) => void;
}

export interface TRoomUnread {
  roomId: string;
  unreadCount: number;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  /** Who wrote the last message (absent from older servers' pushes). */
  lastMessageFrom?: 'client' | 'coach' | 'ai' | null;
}

export interface ClientToServerEvents {
  /** The user is typing in a room they belong to; relayed to the rest of the room. */
  typing: (payload: { roomId: string }) => void;
  /** Follow a session's video room (its participants only); the ack says whether it may. */
  /** Answers with the room's state, transcript and (for the coach) assist and knocks, to catch up after a reconnect. */
  'video:enter': (payload: TVideoEnter, ack: (result: TVideoEnterAck) => void) => void;
  'video:leave': (payload: TVideoEnter) => void;
  /** One recognised line of the sender's own speech (after their transcription consent). */
  'video:caption': (payload: TVideoCaption, ack: (result: TVideoAck) => void) => void;
}

export interface SocketData {
  userId: string;
  tokenVersion: number;
  /** Shown to the room in 'typing'. */
  firstName: string;
  /** Set for a guest's socket (no account): the session and knock its guest token names. */
  guest?: { sessionId: string; knockId: string; name: string };
}

export const userRoom = (userId: string) => `user:${userId}` as const;
/** The Socket.IO room of a chat room: every member's sockets are in it. */
export const chatRoom = (roomId: string) => `room:${roomId}` as const;
/** The Socket.IO room of a session's video room: its participants' sockets (guests too). */
export const videoRoom = (sessionId: string) => `video:${sessionId}` as const;
/** A waiting guest's socket. */
export const knockRoom = (knockId: string) => `knock:${knockId}` as const;
