import type { ColumnType, Generated } from 'kysely';
import type { AssistType, NoteType, VideoRole } from '@coach/contract';
import type { CreatedAt, Timestamp, WithDefault } from './types.ts';

/** The video room's tables (migration 20261127090000_create_video_room), part of `Database` in types.ts. */

export interface NotesTable {
  id: Generated<string>;
  coachId: string;
  coacheeId: string | null;
  sessionId: string | null;
  authorId: string;
  noteType: NoteType;
  title: string | null;
  content: string;
  isPrivate: WithDefault<boolean>;
  linkedTimestamp: number | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VideoGuestInvitesTable {
  id: Generated<string>;
  sessionId: string;
  code: string;
  createdBy: string;
  expiresAt: Timestamp | null;
  maxUses: number;
  usedCount: WithDefault<number>;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface VideoKnocksTable {
  id: Generated<string>;
  inviteId: string;
  sessionId: string;
  name: string;
  /** 'awaiting_client': the coach admitted, the session's client has not answered yet. */
  status: WithDefault<'waiting' | 'awaiting_client' | 'admitted' | 'denied'>;
  createdAt: CreatedAt;
  decidedAt: Timestamp | null;
  /** The client's answer to a guest the coach admitted; null until given. */
  clientAnswer: 'allowed' | 'refused' | null;
}

export interface VideoConsentsTable {
  sessionId: string;
  identity: string;
  userId: string | null;
  name: string;
  kind: 'transcription' | 'recording';
  consentedAt: CreatedAt;
}

export interface VideoTranscriptLinesTable {
  id: Generated<string>;
  sessionId: string;
  identity: string;
  userId: string | null;
  speaker: string;
  speakerRole: VideoRole;
  text: string;
  spokenAt: CreatedAt;
}

export interface VideoAssistSuggestionsTable {
  id: Generated<string>;
  sessionId: string;
  type: AssistType;
  text: string;
  isPinned: WithDefault<boolean>;
  createdAt: CreatedAt;
}

export interface SessionFeedbackTable {
  sessionId: string;
  identity: string;
  userId: string | null;
  role: Exclude<VideoRole, 'coach'>;
  rating: number;
  comments: string | null;
  createdAt: CreatedAt;
}

export interface VideoPresenceTable {
  sessionId: string;
  identity: string;
  name: WithDefault<string>;
  joinedAt: CreatedAt;
  leftAt: Timestamp | null;
}

/** A session's AI-prepared brief (docs/coach-workspace.md#preparation-brief). */
export interface SessionSummariesTable {
  sessionId: string;
  summary: string | null;
  isAi: WithDefault<boolean>;
  status: WithDefault<'generating' | 'ready' | 'failed'>;
  requestedAt: CreatedAt;
  generatedAt: Timestamp | null;
}
