import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, WithDefault } from './types.ts';
import type { DateColumn } from './goals-types.ts';

/**
 * The tables of coaching preferences and coach credentials (migration
 * 20261130090000_profiles_credentials), part of `Database` in types.ts (docs/profiles-and-directory.md).
 * The new professional columns live on coach_profiles (CoachProfilesTable in types.ts).
 */
export interface ProfileTables {
  coachingPreferences: CoachingPreferencesTable;
  coachCertifications: CoachCertificationsTable;
  coachEducation: CoachEducationTable;
  coachExperience: CoachExperienceTable;
}

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A client's coaching preferences: what they set on the account page (one row once they save),
 * over their intake answers, on the intake's areas and scales (migration
 * 20261203090000_preferences_intake_scale). A null column was not set here: the intake's answer
 * shows. Pronouns stay in user_profiles.
 */
export interface CoachingPreferencesTable {
  userId: string;
  checkinFrequency: string | null;
  /** jsonb: { physicalHealth: 4, ... } over LIFE_SATISFACTION_AREAS (the intake's), 1 to 5, only the areas rated here. */
  lifeSatisfaction: ColumnType<Record<string, number>, string | undefined, string>;
  /** null: not chosen here. */
  supportAreas: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** 1 to 5, the intake's scale. */
  motivationLevel: number | null;
  coachingStyle: string | null;
  /** null: not written here; '' cleared here. */
  additionalNotes: string | null;
  /** What the row held before the intake's scales (the old areas 1-10 and motivation word); null for newer rows. */
  previousAnswers: ColumnType<unknown, never, never>;
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
