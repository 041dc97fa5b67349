import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail, waitForEmail } from './fixtures.ts';
import { intakeClient } from './intake-client.ts';

/**
 * A fresh, verified client of `coach` (a coach of the journey's own: freshCoach), made through the
 * same calls the invite journey clicks through (invite, intake with the invite code, email
 * verification): a room of their own with no history, so its first badges are earned in the test
 * that uses it, and nothing another journey does reaches it.
 */
export async function coachedClient(
  request: APIRequestContext,
  firstName: string,
  coach: { email: string; password: string },
  lastName = 'Goalsetter',
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
  const { password } = await intakeClient(request, 'goals', { firstName, lastName, inviteCode, email });
  return { email, password, firstName, lastName };
}
