import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@coach/db';

type Db = Kysely<Database> | Transaction<Database>;

export function profileRow(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('userProfiles', 'userProfiles.userId', 'users.id')
    .select([
      'users.id',
      'users.firstName',
      'users.lastName',
      'users.preferredName',
      'users.email',
      'users.emailVerified',
      'users.createdAt',
      'userProfiles.phone',
      'userProfiles.streetAddress',
      'userProfiles.city',
      'userProfiles.stateProvince',
      'userProfiles.postalCode',
      'userProfiles.country',
      'userProfiles.timeZone',
      'userProfiles.languages',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: Partial<{
    phone: string | null;
    streetAddress: string | null;
    city: string | null;
    stateProvince: string | null;
    postalCode: string | null;
    country: string | null;
    timeZone: string;
    languages: string[];
  }>,
): Promise<void> {
  await db
    .insertInto('userProfiles')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

export async function exportRows(db: Db, userId: string) {
  const [user, profile, contactMessages, emails] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'firstName',
        'lastName',
        'preferredName',
        'email',
        'emailVerified',
        'primaryRoleId',
        'trialEndDate',
        'onboardingCompletedAt',
        'createdAt',
        'updatedAt',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('userProfiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('contactMessages')
      .select(['id', 'name', 'email', 'inquiryType', 'message', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('outboundEmails')
      .select(['id', 'toAddress', 'subject', 'createdAt', 'sentAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ]);
  return { user, profile: profile ?? null, contactMessages, emails };
}

/** Accounts deleted before `cutoff` whose personal data is still held. */
export function accountsToPurge(db: Db, cutoff: Date, limit = 100) {
  return db
    .selectFrom('users')
    .select('id')
    .where('deletedAt', '<', cutoff)
    .where('purgedAt', 'is', null)
    .limit(limit)
    .execute();
}

/**
 * Removes a deleted account's personal data. The row itself stays, anonymised, so that what others
 * keep (a coach's history, later) still points somewhere.
 */
export async function purgeAccount(db: Db, userId: string, now: Date): Promise<void> {
  await db.deleteFrom('userProfiles').where('userId', '=', userId).execute();
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
  await db.deleteFrom('contactMessages').where('userId', '=', userId).execute();
  await db.deleteFrom('outboundEmails').where('userId', '=', userId).execute();
  await db.deleteFrom('intakeResponses').where('userId', '=', userId).execute();
  await db.deleteFrom('coachProfiles').where('userId', '=', userId).execute();
  // A coach's invites hold the addresses of people the coach invited.
  await db.deleteFrom('invites').where('coachId', '=', userId).execute();
  await db
    .updateTable('users')
    .set({
      firstName: 'Deleted',
      lastName: 'User',
      preferredName: null,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      emailVerified: false,
      purgedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
}
