import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The demo coach's professional profile and credentials, and the demo client's coaching
 * preferences (issue 27), so the account page, the coach directory and the AI coach's context
 * have something real to show after `npm start`.
 */
export async function seedDemoProfiles(db: Db, coachId: string, clientId: string): Promise<void> {
  await db
    .updateTable('coachProfiles')
    .set({
      headline: 'Helping people turn intentions into habits',
      aboutMe:
        'I coach people through career changes and new routines, one small step at a time. Before coaching I spent ten years leading product teams, so I know what a full calendar feels like. Together we find the one change that makes the next one easier, and we keep it going.',
      yearsExperience: '6-10',
      hourlyRate: 120,
      currency: 'USD',
      clientCapacity: 12,
      acceptingClients: true,
    })
    .where('userId', '=', coachId)
    .execute();
  await db
    .updateTable('userProfiles')
    .set({ timeZone: 'America/New_York', languages: ['English', 'Spanish'], city: 'New York', country: 'US' })
    .where('userId', '=', coachId)
    .execute();

  await db
    .insertInto('coachCertifications')
    .values({
      userId: coachId,
      name: 'Professional Certified Coach (PCC)',
      issuingBody: 'International Coaching Federation',
      issueDate: '2019-04-15',
      expiryDate: '2028-04-15',
      credentialId: 'PCC-019-4471',
      documentKey: null,
    })
    .execute();
  await db
    .insertInto('coachEducation')
    .values({
      userId: coachId,
      institution: 'Columbia University',
      degree: 'MA',
      fieldOfStudy: 'Organizational Psychology',
      graduationYear: 2014,
      isOngoing: false,
    })
    .execute();
  await db
    .insertInto('coachExperience')
    .values({
      userId: coachId,
      title: 'Career and Life Coach',
      company: 'Demo Coaching',
      startDate: '2017-09-01',
      endDate: null,
      isCurrent: true,
      description: 'One-to-one coaching for professionals changing roles or building new routines.',
    })
    .execute();

  await db
    .insertInto('coachingPreferences')
    .values({
      userId: clientId,
      checkinFrequency: 'weekly',
      lifeSatisfaction: JSON.stringify({
        career: 5,
        relationships: 8,
        health: 6,
        finances: 7,
        personal_growth: 6,
        recreation: 5,
        physical_environment: 8,
        contribution: 6,
      }),
      supportAreas: ['career', 'goal-setting', 'accountability'],
      motivationLevel: 'high',
      coachingStyle: 'encouraging',
      additionalNotes: 'Small concrete steps work best for me.',
    })
    .execute();
  await db.updateTable('userProfiles').set({ pronouns: 'they/them' }).where('userId', '=', clientId).execute();
}
