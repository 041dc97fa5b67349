import { sql, type Updateable } from 'kysely';
import type { CoachProfilesTable, Db } from '@coach/db';
import type { StoredPreferences } from './rules.ts';

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
  | 'jobTitle'
  | 'organization'
  | 'headline'
  | 'aboutMe'
  | 'yearsExperience'
  | 'hourlyRate'
  | 'currency'
  | 'clientCapacity'
  | 'acceptingClients'
>;

/** A client's saved preferences, or undefined before their first save. */
export function preferencesRow(db: Db, userId: string): Promise<StoredPreferences | undefined> {
  return db
    .selectFrom('coachingPreferences')
    .select(['checkinFrequency', 'lifeSatisfaction', 'supportAreas', 'motivationLevel', 'coachingStyle', 'additionalNotes', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** What one save changes: only the fields named (the ratings area by area); the others keep what they hold. */
export interface PreferencesPatch {
  checkinFrequency?: string | null;
  lifeSatisfaction?: Record<string, number>;
  supportAreas?: string[];
  motivationLevel?: number | null;
  coachingStyle?: string | null;
  /** '' clears the note (the intake's no longer shows). */
  additionalNotes?: string;
}

/** Writes the fields a save names, in one statement (two saves at once each keep the other's fields). */
export async function savePreferences(db: Db, userId: string, patch: PreferencesPatch, now: Date): Promise<void> {
  const { lifeSatisfaction, ...fields } = patch;
  const ratings = JSON.stringify(lifeSatisfaction ?? {});
  await db
    .insertInto('coachingPreferences')
    .values({ userId, ...fields, lifeSatisfaction: ratings, updatedAt: now })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        ...fields,
        lifeSatisfaction: sql<string>`coaching_preferences.life_satisfaction || ${ratings}::jsonb`,
        updatedAt: now,
      }),
    )
    .execute();
}

/** The pronouns a person keeps in their profile (the intake's, or the preferences'). */
export async function pronounsOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('userProfiles').select('pronouns').where('userId', '=', userId).executeTakeFirst();
  return row?.pronouns ?? null;
}
