import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AiLevel, CoachTier, GoalContext, INTAKE_EVENT_TYPES, InviteStatus } from '@coach/contract';
import type {
  AvailabilityPatternsTable,
  BookingRulesTable,
  CalendarFeedsTable,
  SessionsTable,
  SessionTemplatesTable,
} from './scheduling-types.ts';
import type {
  NotesTable,
  SessionFeedbackTable,
  SessionSummariesTable,
  VideoAssistSuggestionsTable,
  VideoConsentsTable,
  VideoGuestInvitesTable,
  VideoKnocksTable,
  VideoPresenceTable,
  VideoTranscriptLinesTable,
} from './video-types.ts';
import type {
  BillingCustomersTable,
  BillingEventsTable,
  BillingInvoicesTable,
  BillingNoticesTable,
  BillingSubscriptionsTable,
  DevBillingCheckoutsTable,
  DevBillingPortalSessionsTable,
  DevBillingSubscriptionsTable,
} from './billing-types.ts';
import type { BadgesTable, GoalAssigneesTable, GoalsTable, RoomActivityTable, UserBadgesTable } from './goals-types.ts';
import type { ProfileTables } from './profile-types.ts';
import type { StorageTables } from './storage-types.ts';
import type { DirectoryTables } from './directory-types.ts';

export type { AvailabilityPatternsTable, BookingRulesTable, CalendarFeedsTable, SessionsTable, SessionTemplatesTable };
export type * from './video-types.ts';
export type * from './billing-types.ts';
export type * from './goals-types.ts';
export type * from './profile-types.ts';
export type * from './storage-types.ts';
export type * from './directory-types.ts';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json = ColumnType<unknown, string, string>;
/** A column with a default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  email: string;
  passwordHash: string | null;
  primaryRoleId: number;
  emailVerified: Generated<boolean>;
  trialEndDate: Timestamp | null;
  onboardingCompletedAt: Timestamp | null;
  tokenVersion: Generated<number>;
  verifyFailedAttempts: Generated<number>;
  verifyLockedUntil: Timestamp | null;
  deletedAt: Timestamp | null;
  purgedAt: Timestamp | null;
  /** The current avatar's storage key (docs/profiles-and-directory.md#uploads); a new avatar gets a new key. */
  avatarKey: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserProfilesTable {
  userId: string;
  phone: string | null;
  streetAddress: string | null;
  city: string | null;
  stateProvince: string | null;
  postalCode: string | null;
  country: string | null;
  pronouns: string | null;
  timeZone: Generated<string>;
  /** Whether a zone was ever written (kept by a trigger); until then the account page shows the browser's. */
  timeZoneSet: ColumnType<boolean, never, never>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  userId: string;
  email: string;
  codeHash: string;
  createdAt: CreatedAt;
  usedAt: Timestamp | null;
  supersededAt: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  userId: string | null;
  name: string;
  email: string;
  inquiryType: string;
  message: string;
  createdAt: CreatedAt;
}

export interface OutboundEmailsTable {
  id: Generated<string>;
  userId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** JSON array of { filename, contentType, content, method? } (providers/email/mailer.ts), or null. */
  attachments: ColumnType<unknown, string | null | undefined, string | null>;
  transport: 'outbox' | 'smtp';
  status: 'stored' | 'queued' | 'sent' | 'failed';
  lastError: string | null;
  sentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface SystemSettingsTable {
  key: string;
  value: Json;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface JobsTable {
  id: Generated<string>;
  name: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<'queued' | 'running' | 'done' | 'failed', string | undefined, string>;
  runAt: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  uniqueKey: string | null;
  lockedAt: Timestamp | null;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: CreatedAt;
  finishedAt: Timestamp | null;
}

export interface LookupItemsTable {
  kind: string;
  id: string;
  name: string;
  description: string;
  sortOrder: number;
}

export interface SpecializationsTable {
  key: string;
  displayName: string;
  sortOrder: number;
}

export interface AccessCodesTable {
  id: Generated<string>;
  code: string;
  description: string | null;
  maxUses: number | null;
  useCount: Generated<number>;
  expiresAt: Timestamp | null;
  isActive: Generated<boolean>;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface AccessCodeUsesTable {
  id: Generated<string>;
  accessCodeId: string;
  userId: string | null;
  purpose: 'intake' | 'coach_registration';
  usedAt: CreatedAt;
}

export interface CoachProfilesTable {
  userId: string;
  jobTitle: string | null;
  organization: string | null;
  coachingExperience: string | null;
  specializations: ColumnType<string[], string[] | undefined, string[]>;
  headline: string | null;
  aboutMe: string | null;
  coachingStyle: string | null;
  philosophy: string | null;
  industryExperience: string | null;
  hourlyRate: number | null;
  availability: string | null;
  subscriptionTier: CoachTier | null;
  /** The profile's years of experience (PROFILE_YEARS_EXPERIENCE), null until chosen. */
  yearsExperience: ColumnType<string | null, string | null | undefined, string | null>;
  clientCapacity: WithDefault<number>;
  currency: WithDefault<string>;
  acceptingClients: WithDefault<boolean>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomsTable {
  id: Generated<string>;
  name: string;
  clientId: string;
  humanCoachId: string | null;
  aiCoachId: string | null;
  aiInteractionLevel: WithDefault<AiLevel>;
  createdAt: CreatedAt;
  welcomedAt: Timestamp | null;
  /** Messages in the room (kept by the send and a delete trigger). */
  messageCount: ColumnType<number, never, never>;
  context: WithDefault<GoalContext>;
}

export interface MessagesTable {
  id: Generated<string>;
  seq: Generated<number>;
  roomId: string;
  userId: string;
  content: string;
  messageType: WithDefault<'text' | 'action'>;
  actionData: ColumnType<unknown, string | null | undefined, string | null>;
  clientId: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomReadsTable {
  roomId: string;
  userId: string;
  lastReadSeq: WithDefault<number>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomMembersTable {
  roomId: string;
  userId: string;
  role: 'client' | 'coach' | 'ai_coach';
  joinedAt: CreatedAt;
  /** Messages of others after the member's read mark (kept by the send, the read and triggers). */
  unreadCount: ColumnType<number, never, never>;
  /** The member's own messages in the room. */
  sentCount: ColumnType<number, never, never>;
}

export interface CoachClientsTable {
  id: Generated<string>;
  coachId: string;
  clientId: string;
  status: WithDefault<'active' | 'ended'>;
  startedAt: CreatedAt;
  endedAt: Timestamp | null;
}

export interface InvitesTable {
  id: Generated<string>;
  coachId: string;
  email: string;
  coacheeName: string | null;
  code: string;
  personalMessage: string | null;
  status: WithDefault<InviteStatus>;
  sentAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: string | null;
  cancelledAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface IntakeEventsTable {
  id: Generated<string>;
  sessionId: string;
  eventType: (typeof INTAKE_EVENT_TYPES)[number];
  stepNumber: number | null;
  userId: string | null;
  createdAt: CreatedAt;
}

export interface IntakeResponsesTable {
  userId: string;
  answers: Json;
  inviteId: string | null;
  completedAt: CreatedAt;
}

export interface Database extends ProfileTables, StorageTables, DirectoryTables {
  users: UsersTable;
  userProfiles: UserProfilesTable;
  verificationCodes: VerificationCodesTable;
  passwordResetTokens: PasswordResetTokensTable;
  contactMessages: ContactMessagesTable;
  outboundEmails: OutboundEmailsTable;
  systemSettings: SystemSettingsTable;
  jobs: JobsTable;
  lookupItems: LookupItemsTable;
  specializations: SpecializationsTable;
  accessCodes: AccessCodesTable;
  accessCodeUses: AccessCodeUsesTable;
  coachProfiles: CoachProfilesTable;
  rooms: RoomsTable;
  roomMembers: RoomMembersTable;
  coachClients: CoachClientsTable;
  invites: InvitesTable;
  intakeEvents: IntakeEventsTable;
  intakeResponses: IntakeResponsesTable;
  messages: MessagesTable;
  roomReads: RoomReadsTable;
  goals: GoalsTable;
  goalAssignees: GoalAssigneesTable;
  roomActivity: RoomActivityTable;
  badges: BadgesTable;
  userBadges: UserBadgesTable;
  availabilityPatterns: AvailabilityPatternsTable;
  bookingRules: BookingRulesTable;
  sessionTemplates: SessionTemplatesTable;
  sessions: SessionsTable;
  calendarFeeds: CalendarFeedsTable;
  notes: NotesTable;
  videoGuestInvites: VideoGuestInvitesTable;
  videoKnocks: VideoKnocksTable;
  videoConsents: VideoConsentsTable;
  videoTranscriptLines: VideoTranscriptLinesTable;
  videoAssistSuggestions: VideoAssistSuggestionsTable;
  sessionFeedback: SessionFeedbackTable;
  videoPresence: VideoPresenceTable;
  sessionSummaries: SessionSummariesTable;
  billingCustomers: BillingCustomersTable;
  billingSubscriptions: BillingSubscriptionsTable;
  billingEvents: BillingEventsTable;
  billingInvoices: BillingInvoicesTable;
  billingNotices: BillingNoticesTable;
  devBillingCheckouts: DevBillingCheckoutsTable;
  devBillingSubscriptions: DevBillingSubscriptionsTable;
  devBillingPortalSessions: DevBillingPortalSessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProfileUpdate = Updateable<UserProfilesTable>;
export type JobRow = Selectable<JobsTable>;
export type InviteRow = Selectable<InvitesTable>;
export type RoomRow = Selectable<RoomsTable>;
export type AccessCodeRow = Selectable<AccessCodesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AvailabilityPatternRow = Selectable<AvailabilityPatternsTable>;
export type SessionTemplateRow = Selectable<SessionTemplatesTable>;
