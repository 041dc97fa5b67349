import type { Insertable, Updateable } from 'kysely';
import type { CoachProfilesTable, UserRow, Db } from '@coach/db';

export async function insertCoachProfile(db: Db, values: Insertable<CoachProfilesTable>): Promise<void> {
  await db.insertInto('coachProfiles').values(values).execute();
}

/** Writes the onboarding answers; creates the profile when the coach has none yet. */
export async function upsertCoachProfile(
  db: Db,
  userId: string,
  values: Updateable<CoachProfilesTable>,
  insertDefaults: Partial<Insertable<CoachProfilesTable>>,
): Promise<void> {
  await db
    .insertInto('coachProfiles')
    .values({ ...insertDefaults, ...values, userId } as Insertable<CoachProfilesTable>)
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** Sets the first completion time; a later completion keeps it. */
export function markOnboarded(db: Db, userId: string, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({ onboardingCompletedAt: eb.fn.coalesce('onboardingCompletedAt', eb.val(now)), updatedAt: now }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function subscriptionTierOf(db: Db, userId: string): Promise<'basic' | 'pro' | null> {
  const row = await db.selectFrom('coachProfiles').select('subscriptionTier').where('userId', '=', userId).executeTakeFirst();
  return row?.subscriptionTier ?? null;
}
