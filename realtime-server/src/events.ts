import { EventEmitter } from 'node:events';
import type {
  ProfileSection,
  SessionChange,
  TAnalyticsSummary,
  TSessionSummary,
  TAssistSuggestion,
  TGamificationStats,
  TGoalChange,
  TGuestKnock,
  TInvite,
  TMessage,
  TNote,
  TSession,
  TTranscriptLine,
  TUserBadge,
  TVideoRoomState,
  TSubscriptionState,
  TCoachRequest,
} from '@coach/contract';

/** Domain events services publish after their transaction commits; the realtime gateway turns them into emits. */
export interface DomainEvents {
  'user.tokensRevoked': { userId: string; tokenVersion: number; reason: 'password_changed' | 'account_deleted' | 'email_changed' };
  'user.updated': { userId: string };
  /** The user's avatar changed (uploads): their tabs and everyone sharing a room with them are told. */
  'avatar.changed': { userId: string; avatarUrl: string | null };
  /** An invite changed (sent, resent, accepted, expired, cancelled) or was deleted. */
  'invite.changed': { inviteId: string; coachId: string; deleted?: TInvite };
  /**
   * A message was stored; carried whole so the emit keeps the order in which things happened.
   * What the storing statement already computed comes along so listeners need not read it again:
   * `unread`, each other member's unread count after it; `sender`, the room's client, the
   * sender's time zone and the sender's activity count of the day after this message.
   */
  'message.created': {
    message: TMessage;
    unread?: { userId: string; unreadCount: number }[];
    sender?: { roomClientId: string; timeZone: string; activityCount: number };
  };
  /** An action message's status changed. */
  'message.updated': { message: TMessage };
  /** The AI coach starts or stops composing in a room. */
  'ai.thinking': { roomId: string; active: boolean };
  /** A member read a room up to a message. */
  'room.read': { roomId: string; userId: string; messageId: string };
  /** A room's settings changed (AI level). */
  'room.updated': { roomId: string };
  /** People were added to a room after it was created: their live sockets join it. */
  'room.membersChanged': { roomId: string };
  /** A coach request was made, cancelled, accepted or declined: its client and coach are told. */
  'coachRequest.changed': { request: TCoachRequest };
  /** A goal was created or changed; `change` says whether progress completed it or a cycle. */
  'goal.changed': { change: TGoalChange; actorId: string };
  'goal.deleted': { goalId: string; roomId: string; actorId: string };
  /** A member earned a badge (published once, by whoever inserted the award). */
  'badge.awarded': { userBadge: TUserBadge };
  /** A member's stats in a room were recomputed. */
  'stats.updated': { roomId: string; userId: string; stats: TGamificationStats; humanCoachId?: string | null };
  /**
   * A session was created or changed (status, time, notes), published after the commit with the
   * coach's full view; the gateway strips coachNotes for the client. `previous` is the session as it
   * was before a reschedule or cancel (emails use it).
   */
  'session.changed': { session: TSession; change: SessionChange; actorId: string | null; previous?: TSession };
  /** A coach's availability patterns or booking rules changed. */
  'availability.changed': { coachId: string };
  /**
   * A note was created or changed. `coachId` and `coacheeId` are the notebook it belongs to;
   * a shared note (isPrivate false) goes to both, a private one to its author only.
   */
  'note.changed': { note: TNote; coachId: string };
  'note.deleted': {
    noteId: string;
    sessionId: string | null;
    coacheeId: string | null;
    authorId: string;
    coachId: string;
    isPrivate: boolean;
  };
  /** A transcript line was stored for a session's video room. */
  'video.transcript': { sessionId: string; line: TTranscriptLine };
  /** An AI assist suggestion for the session's coach. */
  'video.assist': { sessionId: string; coachId: string; suggestion: TAssistSuggestion };
  'video.assistToggled': { sessionId: string; coachId: string; enabled: boolean };
  /** A guest knocked or a knock was decided. */
  'video.knock': { sessionId: string; coachId: string; knock: TGuestKnock };
  /** A guest the coach admitted waits for the client's answer, or no longer does. */
  'video.guestRequest': { sessionId: string; clientId: string; knock: TGuestKnock };
  'video.state': { state: TVideoRoomState };
  /** The coach ended the session: the video room's sockets (guests too) are told to leave. */
  'video.ended': { sessionId: string };
  /** The coach muted or unmuted another participant's track in LiveKit. */
  'video.media': { sessionId: string; identity: string; kind: 'audio' | 'video'; muted: boolean };
  /** An admitted guest's link was revoked: their sockets leave the video room and are told to go. */
  'video.guestRemoved': { sessionId: string; knockId: string };
  /** A user's subscription state changed (a webhook, a cancel or resume): their tabs re-read access. */
  'subscription.changed': { userId: string; status: TSubscriptionState };
  /** A session was rated in the video room (an input of its coach's analytics). */
  'session.rated': { sessionId: string };
  /** The coach's analytics were recomputed after an input changed (modules/workspace): to the coach. */
  'analytics.updated': { coachId: string; analytics: TAnalyticsSummary };
  /** A session's preparation brief started generating or is ready (modules/session-brief): to the coach. */
  'session.summary': { coachId: string; sessionId: string; summary: TSessionSummary };
  /** A user's profile, coaching preferences or credentials changed (modules/profile): to their own tabs. */
  'profile.changed': { userId: string; sections: ProfileSection[] };
}

export class EventBus {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  publish<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void | Promise<void>): () => void {
    const wrapped = (p: DomainEvents[K]) => {
      // A failing listener must not break the service that published the event.
      Promise.resolve(listener(p)).catch((err) => this.emitter.emit('error', err));
    };
    this.emitter.on(name, wrapped);
    return () => this.emitter.off(name, wrapped);
  }

  onError(listener: (err: unknown) => void): void {
    this.emitter.on('error', listener);
  }
}
