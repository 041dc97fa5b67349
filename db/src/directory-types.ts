import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CoachRequestStatus } from '@coach/contract';

/** A client's request for a coach from the directory (migration 20261130110000_coach_directory). */
export interface CoachRequestsTable {
  id: Generated<string>;
  clientId: string;
  coachId: string;
  message: string;
  status: ColumnType<CoachRequestStatus, CoachRequestStatus | undefined, CoachRequestStatus>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  decidedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type CoachRequestRow = Selectable<CoachRequestsTable>;

/** The tables of the coach directory's requests, part of `Database` in types.ts (docs/profiles-and-directory.md#coach-requests). */
export interface DirectoryTables {
  coachRequests: CoachRequestsTable;
}
