import { sql, type Insertable, type Updateable } from 'kysely';
import { UUID_PATTERN, type CredentialKind } from '@coach/contract';
import type { CoachCertificationsTable, CoachEducationTable, CoachExperienceTable, Db } from '@coach/db';

/*
 * A coach's certifications, education and experience. Every write names the owner beside the id,
 * so another coach's row is simply not found. Lists are served by <table>_user_created_idx.
 */

const TABLE = { certifications: 'coachCertifications', education: 'coachEducation', experience: 'coachExperience' } as const;

// Dates are read as text: pg and PGlite parse the date type differently.
const certificationColumns = [
  'id',
  'name',
  'issuingBody',
  sql<string | null>`issue_date::text`.as('issueDate'),
  sql<string | null>`expiry_date::text`.as('expiryDate'),
  'credentialId',
  'documentKey',
  'verificationStatus',
  'createdAt',
  'updatedAt',
] as const;
const educationColumns = ['id', 'institution', 'degree', 'fieldOfStudy', 'graduationYear', 'isOngoing', 'createdAt', 'updatedAt'] as const;
const experienceColumns = [
  'id',
  'title',
  'company',
  sql<string | null>`start_date::text`.as('startDate'),
  sql<string | null>`end_date::text`.as('endDate'),
  'isCurrent',
  'description',
  'createdAt',
  'updatedAt',
] as const;

export const listCertifications = (db: Db, userId: string) =>
  db
    .selectFrom('coachCertifications')
    .select(certificationColumns)
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
export type CertificationRow = Awaited<ReturnType<typeof listCertifications>>[number];

export const listEducation = (db: Db, userId: string) =>
  db.selectFrom('coachEducation').select(educationColumns).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
export type EducationRow = Awaited<ReturnType<typeof listEducation>>[number];

export const listExperience = (db: Db, userId: string) =>
  db.selectFrom('coachExperience').select(experienceColumns).where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
export type ExperienceRow = Awaited<ReturnType<typeof listExperience>>[number];

export const insertCertification = (db: Db, values: Insertable<CoachCertificationsTable>) =>
  db.insertInto('coachCertifications').values(values).returning(certificationColumns).executeTakeFirstOrThrow();
export const insertEducation = (db: Db, values: Insertable<CoachEducationTable>) =>
  db.insertInto('coachEducation').values(values).returning(educationColumns).executeTakeFirstOrThrow();
export const insertExperience = (db: Db, values: Insertable<CoachExperienceTable>) =>
  db.insertInto('coachExperience').values(values).returning(experienceColumns).executeTakeFirstOrThrow();

/** Updates the owner's row; undefined when no row of theirs has that id. */
export const updateCertification = (db: Db, userId: string, id: string, patch: Updateable<CoachCertificationsTable>) =>
  db
    .updateTable('coachCertifications')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(certificationColumns)
    .executeTakeFirst();
export const updateEducation = (db: Db, userId: string, id: string, patch: Updateable<CoachEducationTable>) =>
  db
    .updateTable('coachEducation')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(educationColumns)
    .executeTakeFirst();
export const updateExperience = (db: Db, userId: string, id: string, patch: Updateable<CoachExperienceTable>) =>
  db
    .updateTable('coachExperience')
    .set(patch)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(experienceColumns)
    .executeTakeFirst();

/** Deletes the owner's row; false when no row of theirs has that id. */
export async function deleteCredential(db: Db, kind: CredentialKind, userId: string, id: string): Promise<boolean> {
  // The three tables share id and user_id; the cast only picks one of them for Kysely's types.
  const table = TABLE[kind] as 'coachCertifications';
  const res = await db.deleteFrom(table).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

export async function countCredentials(db: Db, kind: CredentialKind, userId: string): Promise<number> {
  const table = TABLE[kind] as 'coachCertifications';
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Attaches an uploaded document (its storage key) to one of the owner's certifications, replacing
 * any earlier one. For the uploads' finalize (`type: 'credential'`, `credentialId`): true when a
 * certification of that owner was updated, false when none of theirs has that id (answer 404).
 */
export async function setCredentialDocument(db: Db, ownerId: string, credentialId: string, key: string | null): Promise<boolean> {
  // An id that is no uuid names no row (and would make PostgreSQL refuse the statement).
  if (!UUID_PATTERN.test(credentialId)) return false;
  const res = await db
    .updateTable('coachCertifications')
    .set({ documentKey: key, updatedAt: new Date() })
    .where('id', '=', credentialId)
    .where('userId', '=', ownerId)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** The document key of one of the owner's certifications (undefined: no such certification of theirs). */
export async function credentialDocumentKey(db: Db, ownerId: string, credentialId: string): Promise<string | null | undefined> {
  if (!UUID_PATTERN.test(credentialId)) return undefined;
  const row = await db
    .selectFrom('coachCertifications')
    .select('documentKey')
    .where('id', '=', credentialId)
    .where('userId', '=', ownerId)
    .executeTakeFirst();
  return row ? row.documentKey : undefined;
}
