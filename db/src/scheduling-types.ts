import type { ColumnType, Generated } from 'kysely';
import type { SessionStatus, SessionType } from '@coach/contract';
import type { CreatedAt, DateColumn, Timestamp, WithDefault } from './types.ts';

/** The scheduling tables (migration 20261126090000_create_sessions), part of `Database` in types.ts. */

export interface AvailabilityPatternsTable {
  id: Generated<string>;
  coachId: string;
  type: 'RECURRING' | 'STATIC';
  rrule: string | null;
  /** 'YYYY-MM-DD' (read back as a string, as goals' due dates). */
  specificDate: DateColumn;
  startTime: string;
  endTime: string;
  title: WithDefault<string>;
  isActive: WithDefault<boolean>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BookingRulesTable {
  coachId: string;
  minNoticeMinutes: WithDefault<number>;
  bufferMinutes: WithDefault<number>;
  cancelNoticeHours: WithDefault<number>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionTemplatesTable {
  id: Generated<string>;
  coachId: string;
  clientId: string;
  relationshipId: string | null;
  rrule: string;
  startTime: string;
  duration: number;
  title: WithDefault<string>;
  description: string | null;
  sessionType: WithDefault<SessionType>;
  startDate: DateColumn;
  endDate: DateColumn;
  count: number | null;
  timeZone: string;
  materializedUntil: Timestamp | null;
  isActive: WithDefault<boolean>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<string>;
  coachId: string;
  clientId: string;
  relationshipId: string | null;
  templateId: string | null;
  scheduledAt: Timestamp;
  duration: number;
  endsAt: Timestamp;
  status: WithDefault<SessionStatus>;
  title: WithDefault<string>;
  description: string | null;
  sessionType: WithDefault<SessionType>;
  sessionGoals: string | null;
  coachNotes: string | null;
  sharedNotes: string | null;
  source: WithDefault<'booking' | 'coach' | 'template'>;
  createdBy: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: Timestamp | null;
  startedAt: Timestamp | null;
  completedAt: Timestamp | null;
  videoRoomName: string | null;
  bookingMessageId: string | null;
  icsSequence: WithDefault<number>;
  reminderDaySentAt: Timestamp | null;
  reminderHourSentAt: Timestamp | null;
  /** Set by the first start of the video room (migration 20261127090000). */
  videoStartedAt: Timestamp | null;
  assistEnabled: WithDefault<boolean>;
  recordingStartedAt: Timestamp | null;
  recordingEgressId: string | null;
  completionNotes: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CalendarFeedsTable {
  userId: string;
  token: string;
  createdAt: CreatedAt;
}
