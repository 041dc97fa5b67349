import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, ensureOpenAccessCode, OPEN_ACCESS_CODE, uniqueEmail, waitForEmail } from './fixtures.ts';

/**
 * A coach of the journey's own, made through the calls the sign-up journey clicks through
 * (registration, email verification, onboarding). Journeys make their own people rather than
 * sign in as the shared demo accounts: what one counts (clients, invites, sessions, unread chats)
 * is then only what it did, whichever journeys ran before it or run beside it.
 */
export async function freshCoach(request: APIRequestContext, firstName = 'Nova', lastName = 'Fresh') {
  await ensureOpenAccessCode(request);
  const email = uniqueEmail('coach');
  const password = 'fresh-coach-pass-1';
  const res = await request.post('/api/coaches/register', {
    data: { firstName, lastName, email, password, confirmPassword: password, agreedToTerms: true, accessCode: OPEN_ACCESS_CODE },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const mail = await waitForEmail(request, email, /verification/i);
  const verified = await request.post('/api/email/verify', { data: { code: codeIn(mail.text) }, headers });
  expect(verified.status(), await verified.text()).toBe(200);
  const onboarded = await request.post('/api/coaches/me/complete-onboarding', {
    data: { profileData: { headline: 'Coach of one journey' }, subscriptionTier: 'basic' },
    headers,
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  return { email, password, token, firstName, lastName };
}
