import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, DEMO, ensureOpenAccessCode, OPEN_ACCESS_CODE, uniqueEmail, waitForEmail } from './fixtures.ts';

/**
 * A fresh, verified client of the demo coach (or of `coach`), made through the same calls the
 * invite journey clicks through (invite, intake with the invite code, email verification): a room
 * of their own with no history, so its first badges are earned in the test that uses it.
 * Journeys that run beside the demo-coach lane (playwright.config.ts) pass a coach of their own
 * (freshCoach): the new room's messages would count among the demo coach's unread chats.
 */
export async function coachedClient(
  request: APIRequestContext,
  firstName = 'Gail',
  coach: { email: string; password: string } = DEMO.coach,
) {
  const login = await request.post('/api/auth/login', { data: { email: coach.email, password: coach.password } });
  expect(login.status()).toBe(200);
  const coachToken = ((await login.json()) as { data: { token: string } }).data.token;
  const email = uniqueEmail('goals');
  const sent = await request.post('/api/invites/send', {
    data: { emails: [email], personalMessage: null },
    headers: { authorization: `Bearer ${coachToken}` },
  });
  expect(sent.status()).toBe(201);
  const invite = await waitForEmail(request, email, /invit/i);
  const inviteCode = /accept-invite\/([^\s/?#]+)/.exec(invite.text)![1]!;
  await ensureOpenAccessCode(request);
  const password = 'goals-password-1';
  const done = await request.post('/api/intake/save-completion', {
    data: {
      accessCode: OPEN_ACCESS_CODE,
      inviteCode,
      termsAccepted: true,
      firstName,
      lastName: 'Goalsetter',
      email,
      password,
      confirmPassword: password,
      preferredName: firstName,
      pronouns: 'they/them',
      customPronouns: '',
      supportAreas: ['goal-setting', 'accountability'],
      otherSupportArea: '',
      primaryFocus: 'health',
      motivationLevel: 4,
      satisfactionRatings: {
        physicalHealth: 3,
        mentalHealth: 4,
        workSchool: 3,
        finances: 3,
        relationships: 4,
        funHobbies: 3,
        personalGrowth: 4,
        overallLife: 3,
      },
      checkinFrequency: 'weekly',
      coachingStyle: 'encouraging',
      additionalNotes: '',
      trialTermsAccepted: true,
    },
  });
  expect(done.status(), await done.text()).toBe(201);
  const token = ((await done.json()) as { data: { token: string } }).data.token;
  const mail = await waitForEmail(request, email, /verification/i);
  const verified = await request.post('/api/email/verify', { data: { code: codeIn(mail.text) }, headers: { authorization: `Bearer ${token}` } });
  expect(verified.status()).toBe(200);
  return { email, password, firstName, lastName: 'Goalsetter' };
}
