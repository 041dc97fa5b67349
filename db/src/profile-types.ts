import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, WithDefault } from './types.ts';
import type { DateColumn } from './goals-types.ts';

/**
 * The tables of coaching preferences and coach credentials (migration
 * 20261130090000_profiles_credentials), part of `Database` in types.ts (issue 27). The new
 * professional columns live on coach_profiles (CoachProfilesTable in types.ts).
 */
export interface ProfileTables {
  coachingPreferences: CoachingPreferencesTable;
  coachCertifications: CoachCertificationsTable;
  coachEducation: CoachEducationTable;
  coachExperience: CoachExperienceTable;
}

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A client's coaching preferences (one row once they save them); pronouns stay in user_profiles. */
export interface CoachingPreferencesTable {
  userId: string;
  checkinFrequency: string | null;
  /** jsonb: { career: 7, ... } over LIFE_SATISFACTION_AREAS, each 1 to 10. */
  lifeSatisfaction: ColumnType<Record<string, number>, string, string>;
  supportAreas: ColumnType<string[], string[], string[]>;
  motivationLevel: string | null;
  coachingStyle: string | null;
  additionalNotes: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CoachCertificationsTable {
  id: Generated<string>;
  userId: string;
  name: string;
  issuingBody: string | null;
  issueDate: DateColumn;
  expiryDate: DateColumn;
  credentialId: string | null;
  /** The storage key of the uploaded document (set by the uploads' finalize), or null. */
  documentKey: string | null;
  verificationStatus: WithDefault<'pending' | 'verified'>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CoachEducationTable {
  id: Generated<string>;
  userId: string;
  institution: string;
  degree: string;
  fieldOfStudy: string | null;
  graduationYear: number | null;
  isOngoing: WithDefault<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CoachExperienceTable {
  id: Generated<string>;
  userId: string;
  title: string;
  company: string;
  startDate: DateColumn;
  endDate: DateColumn;
  isCurrent: WithDefault<boolean>;
  description: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
