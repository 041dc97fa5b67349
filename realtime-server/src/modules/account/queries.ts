import { sql } from 'kysely';
import type { ProfileUpdate, Db } from '@coach/db';
import { roomsOfUser } from '../rooms/queries.ts';

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
      'userProfiles.pronouns',
      'userProfiles.timeZone',
      'userProfiles.languages',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function upsertProfile(db: Db, userId: string, values: Omit<ProfileUpdate, 'userId' | 'updatedAt'>): Promise<void> {
  await db
    .insertInto('userProfiles')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

/** A person's coaching preferences and credentials (modules/profile), for the export. */
export async function profileExportRows(db: Db, userId: string) {
  const [coachingPreferences, certifications, education, experience] = await Promise.all([
    db.selectFrom('coachingPreferences').selectAll().where('userId', '=', userId).executeTakeFirst(),
    // Calendar days as written (YYYY-MM-DD), not as midnight in the server's zone.
    db
      .selectFrom('coachCertifications')
      .select(['id', 'name', 'issuingBody', 'credentialId', 'documentKey', 'verificationStatus', 'createdAt', 'updatedAt'])
      .select([sql<string | null>`issue_date::text`.as('issueDate'), sql<string | null>`expiry_date::text`.as('expiryDate')])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('coachEducation').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db
      .selectFrom('coachExperience')
      .select(['id', 'title', 'company', 'isCurrent', 'description', 'createdAt', 'updatedAt'])
      .select([sql<string | null>`start_date::text`.as('startDate'), sql<string | null>`end_date::text`.as('endDate')])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ]);
  return { coachingPreferences, certifications, education, experience };
}

export async function exportRows(db: Db, userId: string) {
  const [user, profile, contactMessages, emails, intake, coachProfile, rooms, invites, messages, goalIds, activity] = await Promise.all([
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
    // The answers were stored without the password and the codes.
    db.selectFrom('intakeResponses').select(['answers', 'completedAt']).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('coachProfiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
    roomsOfUser(db, userId),
    db
      .selectFrom('invites')
      .select(['email', 'status', 'sentAt', 'expiresAt', 'acceptedAt', 'cancelledAt'])
      .where('coachId', '=', userId)
      .orderBy('sentAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'roomId', 'content', 'messageType', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('seq')
      .execute(),
    // The person's goals: those of their own room as client, those they set and those assigned to them.
    db
      .selectFrom('goals')
      .select('goals.id')
      .where((eb) =>
        eb.or([
          eb('goals.roomId', 'in', eb.selectFrom('rooms').select('rooms.id').where('rooms.clientId', '=', userId)),
          eb('goals.createdBy', '=', userId),
          eb('goals.id', 'in', eb.selectFrom('goalAssignees').select('goalAssignees.goalId').where('goalAssignees.userId', '=', userId)),
        ]),
      )
      .orderBy('goals.createdAt')
      .orderBy('goals.id')
      .execute(),
    db
      .selectFrom('roomActivity')
      .select(['roomId', sql<string>`day::text`.as('day'), 'count'])
      .where('userId', '=', userId)
      .orderBy('day')
      .orderBy('roomId')
      .execute(),
  ]);
  return {
    user,
    profile: profile ?? null,
    contactMessages,
    emails,
    intake: intake ?? null,
    coachProfile: coachProfile ?? null,
    rooms,
    invites,
    messages,
    goalIds: goalIds.map((g) => g.id),
    activity,
    ...(await videoExportRows(db, userId)),
  };
}

/** The video room's rows of the person: notes they wrote or that are shared about them, their transcribed speech, consents and ratings. */
async function videoExportRows(db: Db, userId: string) {
  const [notes, transcriptLines, videoConsents, sessionFeedback] = await Promise.all([
    db
      .selectFrom('notes')
      .select(['id', 'sessionId', 'coacheeId', 'noteType', 'title', 'content', 'isPrivate', 'createdAt', 'updatedAt'])
      .where((eb) => eb.or([eb('authorId', '=', userId), eb.and([eb('coacheeId', '=', userId), eb('isPrivate', '=', false)])]))
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('videoTranscriptLines')
      .select(['sessionId', 'speaker', 'text', 'spokenAt'])
      .where('userId', '=', userId)
      .orderBy('spokenAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('videoConsents')
      .select(['sessionId', 'kind', 'consentedAt'])
      .where('userId', '=', userId)
      .orderBy('consentedAt')
      .execute(),
    db
      .selectFrom('sessionFeedback')
      .select(['sessionId', 'rating', 'comments', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ]);
  return { notes, transcriptLines, videoConsents, sessionFeedback };
}

/** Accounts deleted before `cutoff` whose personal data is still held. */
export function accountsToPurge(db: Db, cutoff: Date, limit = 100) {
  return db.selectFrom('users').select('id').where('deletedAt', '<', cutoff).where('purgedAt', 'is', null).limit(limit).execute();
}

/** The person's kept files (finalized uploads), oldest first, each credential document with its certification. */
export function keptFilesOf(db: Db, userId: string) {
  return db
    .selectFrom('uploads as u')
    .leftJoin('coachCertifications as c', (j) => j.onRef('c.documentKey', '=', 'u.finalKey').onRef('c.userId', '=', 'u.userId'))
    .select(['u.type', 'u.finalKey', 'u.contentType', 'u.size', 'u.finalizedAt', 'c.id as certificationId'])
    .where('u.userId', '=', userId)
    .where('u.finalKey', 'is not', null)
    .orderBy('u.finalizedAt')
    .orderBy('u.id')
    .execute();
}

/**
 * Removes a deleted account's personal data. The row itself stays, anonymised, so that what others
 * keep (a coach's history: the client's room, the accepted invite) still points somewhere; those
 * keep no name or address of the person either.
 */
/** Every storage key a person's uploads hold (temporary and kept), for the purge to remove. */
export async function uploadKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select(['tmpKey', 'finalKey']).where('userId', '=', userId).execute();
  return rows.flatMap((r) => (r.finalKey ? [r.tmpKey, r.finalKey] : [r.tmpKey]));
}

export async function purgeAccount(db: Db, userId: string, now: Date): Promise<void> {
  const anonymous = { firstName: 'Deleted', lastName: 'User', email: `deleted-${userId}@deleted.invalid` };
  await db.deleteFrom('userProfiles').where('userId', '=', userId).execute();
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
  await db.deleteFrom('contactMessages').where('userId', '=', userId).execute();
  // Also the ones others sent to the person (a coach's invite), which are linked to the sender.
  const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await db
    .deleteFrom('outboundEmails')
    .where((eb) => eb.or([eb('userId', '=', userId), eb(sql<string>`lower(to_address)`, '=', email.toLowerCase())]))
    .execute();
  const sameAddress = sql<string>`lower(email)`;
  // Sent through the contact form or asked for a code under the address while signed out.
  await db.deleteFrom('contactMessages').where(sameAddress, '=', email.toLowerCase()).execute();
  await db.deleteFrom('verificationCodes').where(sameAddress, '=', email.toLowerCase()).execute();
  // Invitations other coaches sent to the address stay in their lists, without it.
  await db
    .updateTable('invites')
    .set({ email: anonymous.email, coacheeName: null })
    .where(sameAddress, '=', email.toLowerCase())
    .where('coachId', '<>', userId)
    .execute();
  await db.deleteFrom('intakeResponses').where('userId', '=', userId).execute();
  // What the person wrote or earned in rooms goes; the rooms stay (below). Counters follow by trigger.
  await db.deleteFrom('messages').where('userId', '=', userId).execute();
  // A client's goals are about them; a goal the person set in someone else's room stays there, unsigned.
  await db
    .deleteFrom('goals')
    .where('roomId', 'in', (eb) => eb.selectFrom('rooms').select('id').where('clientId', '=', userId))
    .execute();
  await db.updateTable('goals').set({ createdBy: null }).where('createdBy', '=', userId).execute();
  await db.deleteFrom('goalAssignees').where('userId', '=', userId).execute();
  await db.deleteFrom('userBadges').where('userId', '=', userId).execute();
  await db.deleteFrom('roomActivity').where('userId', '=', userId).execute();
  await db.deleteFrom('roomReads').where('userId', '=', userId).execute();
  // A code keeps counting its uses and the codes an admin made stay, tied to nobody.
  await db.updateTable('accessCodeUses').set({ userId: null }).where('userId', '=', userId).execute();
  await db.updateTable('accessCodes').set({ createdBy: null }).where('createdBy', '=', userId).execute();
  // The funnel keeps counting the run, no longer tied to anybody.
  await db.updateTable('intakeEvents').set({ userId: null }).where('userId', '=', userId).execute();
  await db.deleteFrom('coachProfiles').where('userId', '=', userId).execute();
  // A client's coaching preferences and a coach's credentials (modules/profile) are theirs alone.
  await db.deleteFrom('coachingPreferences').where('userId', '=', userId).execute();
  await db.deleteFrom('coachCertifications').where('userId', '=', userId).execute();
  await db.deleteFrom('coachEducation').where('userId', '=', userId).execute();
  await db.deleteFrom('coachExperience').where('userId', '=', userId).execute();
  // Requests for a coach (modules/directory) carry the client's own words, to or from this person.
  await db
    .deleteFrom('coachRequests')
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('coachId', '=', userId)]))
    .execute();
  // Uploads are the person's own (their bytes went first: storage's removeUserFiles).
  await db.deleteFrom('uploads').where('userId', '=', userId).execute();
  // A coach's invites hold the addresses of people the coach invited.
  await db.deleteFrom('invites').where('coachId', '=', userId).execute();
  // A client's room stays with its coach and members, under no name; so does the invite they accepted.
  await db
    .updateTable('rooms')
    .set({ name: `${anonymous.firstName} ${anonymous.lastName}` })
    .where('clientId', '=', userId)
    .execute();
  await db.updateTable('invites').set({ email: anonymous.email, coacheeName: null }).where('acceptedBy', '=', userId).execute();
  await purgeScheduling(db, userId);
  await purgeBilling(db, userId);
  await db
    .updateTable('users')
    .set({
      ...anonymous,
      preferredName: null,
      passwordHash: null,
      emailVerified: false,
      avatarKey: null,
      purgedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * A person's scheduling goes with them: sessions and series on either side (they hold the client's
 * goals and notes about them), the coach's availability and booking rules, the calendar feed.
 * A session someone else created or cancelled keeps its record without the name.
 */
async function purgeScheduling(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('coachId', '=', userId), eb('clientId', '=', userId)]))
    .execute();
  await db.updateTable('sessions').set({ createdBy: null }).where('createdBy', '=', userId).execute();
  await db.updateTable('sessions').set({ cancelledBy: null }).where('cancelledBy', '=', userId).execute();
  await db
    .deleteFrom('sessionTemplates')
    .where((eb) => eb.or([eb('coachId', '=', userId), eb('clientId', '=', userId)]))
    .execute();
  await db.deleteFrom('availabilityPatterns').where('coachId', '=', userId).execute();
  await db.deleteFrom('bookingRules').where('coachId', '=', userId).execute();
  await db.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
  // The video room: notes by or about the person, what they said and agreed to, their ratings.
  await db
    .deleteFrom('notes')
    .where((eb) => eb.or([eb('coachId', '=', userId), eb('coacheeId', '=', userId), eb('authorId', '=', userId)]))
    .execute();
  await db.deleteFrom('videoTranscriptLines').where('userId', '=', userId).execute();
  await db.deleteFrom('videoConsents').where('userId', '=', userId).execute();
  await db.deleteFrom('sessionFeedback').where('userId', '=', userId).execute();
  await db.deleteFrom('videoGuestInvites').where('createdBy', '=', userId).execute();
}

/**
 * The person's billing: their customer id (dev billing's own rows go with it, by cascade), the
 * subscriptions' state, the invoices and which notices went out. The provider keeps its records.
 */
async function purgeBilling(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('billingSubscriptions').where('userId', '=', userId).execute();
  await db.deleteFrom('billingInvoices').where('userId', '=', userId).execute();
  await db.deleteFrom('billingNotices').where('userId', '=', userId).execute();
  await db.deleteFrom('billingCustomers').where('userId', '=', userId).execute();
}
