import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, ensureOpenAccessCode, OPEN_ACCESS_CODE, uniqueEmail, waitForEmail } from './fixtures.ts';

/** The intake's answers a journey may set; the rest are the usual ones. */
export interface IntakeAnswers {
  firstName: string;
  lastName: string;
  /** The invite's code and the address it was sent to, when the client joins through an invitation. */
  inviteCode?: string;
  email?: string;
  preferredName?: string | null;
  pronouns?: string;
  supportAreas?: string[];
  primaryFocus?: string;
  motivationLevel?: number;
  satisfactionRatings?: Record<string, number>;
  coachingStyle?: string;
  additionalNotes?: string;
}

const RATINGS = {
  physicalHealth: 3,
  mentalHealth: 4,
  workSchool: 3,
  finances: 3,
  relationships: 4,
  funHobbies: 3,
  personalGrowth: 4,
  overallLife: 3,
};

/**
 * A verified client who answered the intake through its own calls (save-completion with the open
 * access code, then the emailed verification code), as a new client does first.
 */
export async function intakeClient(request: APIRequestContext, emailPrefix: string, answers: IntakeAnswers) {
  await ensureOpenAccessCode(request);
  const { inviteCode, email = uniqueEmail(emailPrefix), ...rest } = answers;
  const password = `${emailPrefix}-password-1`;
  const done = await request.post('/api/intake/save-completion', {
    data: {
      accessCode: OPEN_ACCESS_CODE,
      ...(inviteCode ? { inviteCode } : {}),
      termsAccepted: true,
      email,
      password,
      confirmPassword: password,
      preferredName: answers.firstName,
      pronouns: 'they/them',
      customPronouns: '',
      supportAreas: ['goal-setting', 'accountability'],
      otherSupportArea: '',
      primaryFocus: 'health',
      motivationLevel: 4,
      satisfactionRatings: RATINGS,
      checkinFrequency: 'weekly',
      coachingStyle: 'encouraging',
      additionalNotes: '',
      trialTermsAccepted: true,
      ...rest,
    },
  });
  expect(done.status(), await done.text()).toBe(201);
  const token = ((await done.json()) as { data: { token: string } }).data.token;
  const mail = await waitForEmail(request, email, /verification/i);
  const verified = await request.post('/api/email/verify', {
    data: { code: codeIn(mail.text) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verified.status()).toBe(200);
  return { email, password, token };
}
