import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CoachProfilesTable, Database } from '@coach/db';
import type { StoredPreferences } from './rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The professional columns of a coach's profile; undefined for someone without a coach profile. */
export function professionalRow(db: Db, userId: string) {
  return db
    .selectFrom('coachProfiles')
    .select([
      'jobTitle',
      'organization',
      'headline',
      'aboutMe',
      'coachingExperience',
      'yearsExperience',
      'hourlyRate',
      'currency',
      'clientCapacity',
      'acceptingClients',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * What the extended profile adds to the personal row: whether a time zone was ever written (false:
 * the page shows the browser's) and the avatar's storage key (set by the uploads).
 */
export async function profileExtrasOf(db: Db, userId: string): Promise<{ timeZoneSet: boolean; avatarKey: string | null }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('userProfiles', 'userProfiles.userId', 'users.id')
    .select(['userProfiles.timeZoneSet', 'users.avatarKey'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return { timeZoneSet: row?.timeZoneSet ?? false, avatarKey: row?.avatarKey ?? null };
}

export type ProfessionalPatch = Pick<
  Updateable<CoachProfilesTable>,
  'jobTitle' | 'organization' | 'headline' | 'aboutMe' | 'yearsExperience' | 'hourlyRate' | 'currency' | 'clientCapacity' | 'acceptingClients'
>;

/** A client's saved preferences, or undefined before their first save. */
export function preferencesRow(db: Db, userId: string): Promise<StoredPreferences | undefined> {
  return db
    .selectFrom('coachingPreferences')
    .select(['checkinFrequency', 'lifeSatisfaction', 'supportAreas', 'motivationLevel', 'coachingStyle', 'additionalNotes', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Writes all of a client's preferences (the service merged the change into what was there). */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: Omit<StoredPreferences, 'lifeSatisfaction' | 'updatedAt'> & { lifeSatisfaction: Record<string, number> },
  now: Date,
): Promise<void> {
  const row = { ...values, lifeSatisfaction: JSON.stringify(values.lifeSatisfaction), updatedAt: now };
  await db
    .insertInto('coachingPreferences')
    .values({ userId, ...row })
    .onConflict((oc) => oc.column('userId').doUpdateSet(row))
    .execute();
}

/** The pronouns a person keeps in their profile (the intake's, or the preferences'). */
export async function pronounsOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('userProfiles').select('pronouns').where('userId', '=', userId).executeTakeFirst();
  return row?.pronouns ?? null;
}
