import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

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
  timeZone: Generated<string>;
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

export interface Database {
  users: UsersTable;
  userProfiles: UserProfilesTable;
  verificationCodes: VerificationCodesTable;
  passwordResetTokens: PasswordResetTokensTable;
  contactMessages: ContactMessagesTable;
  outboundEmails: OutboundEmailsTable;
  systemSettings: SystemSettingsTable;
  jobs: JobsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
