import type { TUser } from './auth.ts';
import type { TInvite } from './invites.ts';
import type { TMessage } from './chat.ts';
import type { TRoom } from './rooms.ts';
import type { TGoalChange } from './goals.ts';
import type { TGamificationStats, TUserBadge } from './gamification.ts';
import type { TSessionChanged } from './sessions.ts';

/**
 * Socket.IO event maps, shared by `new Server<...>()` and the client's `Socket<...>`.
 * Later areas add their events here; nothing emits a name this map does not know.
 */
export interface ServerToClientEvents {
  /** The user's tokens were revoked (password changed or reset, account deleted): sign out. */
  'auth:revoked': (payload: { reason: 'password_changed' | 'account_deleted' | 'email_changed' }) => void;
  /** The user's own record changed (name, email, verification): other tabs follow. */
  'user:updated': (payload: { user: TUser }) => void;
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
}

export interface TRoomUnread {
  roomId: string;
  unreadCount: number;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
}

export interface ClientToServerEvents {
  /** The user is typing in a room they belong to; relayed to the rest of the room. */
  typing: (payload: { roomId: string }) => void;
}

export interface SocketData {
  userId: string;
  tokenVersion: number;
  /** Shown to the room in 'typing'. */
  firstName: string;
}

export const userRoom = (userId: string) => `user:${userId}` as const;
/** The Socket.IO room of a chat room: every member's sockets are in it. */
export const chatRoom = (roomId: string) => `room:${roomId}` as const;
