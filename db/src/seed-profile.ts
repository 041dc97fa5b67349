import type { Db } from './handle.ts';

/** What the demo client answered in the intake (the shape the intake stores: docs/intake-and-billing.md#intake-wizard). */
export const DEMO_INTAKE_ANSWERS = {
  termsAccepted: true,
  firstName: 'Jordan',
  lastName: 'Client',
  email: 'client@demo.coach',
  preferredName: null,
  pronouns: 'they/them',
  customPronouns: null,
  supportAreas: ['career', 'goal-setting', 'accountability'],
  otherSupportArea: null,
  primaryFocus: 'career',
  motivationLevel: 4,
  satisfactionRatings: {
    physicalHealth: 3,
    mentalHealth: 4,
    workSchool: 2,
    finances: 4,
    relationships: 4,
    funHobbies: 3,
    personalGrowth: 3,
    overallLife: 3,
  },
  checkinFrequency: 'weekly',
  coachingStyle: 'encouraging',
  additionalNotes: 'Small concrete steps work best for me.',
  trialTermsAccepted: true,
} as const;

/**
 * The demo coach's professional profile and credentials, and the demo client's coaching
 * intake answers and coaching preferences (issues 27, 34), so the account page, the coach directory and the AI coach's context
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

  // The client came in through the intake; later they raised their motivation and rated work
  // again on the account page. Everything else there shows their intake answers.
  await db
    .insertInto('intakeResponses')
    .values({ userId: clientId, answers: JSON.stringify(DEMO_INTAKE_ANSWERS), inviteId: null })
    .execute();
  await db
    .insertInto('coachingPreferences')
    .values({ userId: clientId, motivationLevel: 5, lifeSatisfaction: JSON.stringify({ workSchool: 3 }) })
    .execute();
  await db.updateTable('userProfiles').set({ pronouns: 'they/them' }).where('userId', '=', clientId).execute();
}
