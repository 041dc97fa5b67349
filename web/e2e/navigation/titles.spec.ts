import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

test('every route names itself in the title', async ({ page }) => {
  const titles = new Set<string>();
  for (const [path, title] of [
    ['/', 'Find Your Coach - Coaching Platform'],
    ['/login', 'Sign In - Coaching Platform'],
    ['/forgot-password', 'Forgot Password - Coaching Platform'],
    ['/privacy', 'Privacy Policy - Coaching Platform'],
    ['/intake', 'Get Started - Coaching Platform'],
    ['/coach-registration', 'Coach Registration - Coaching Platform'],
    ['/no-such-page', 'Page Not Found - Coaching Platform'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(7);
  // Client-side navigation renames the page too.
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveTitle('Sign In - Coaching Platform');
});

test("a signed-in client's pages name themselves, with the unread count first when a message waits", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const coach = await freshCoach(context.request);
  const person = await coachedClient(context.request, `Tim${Date.now().toString(36).slice(-4)}`, coach);
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/coaching$/);
  await expect(page).toHaveTitle(/^(\(\d+\) )?Coaching - Coaching Platform$/);
  await page.goto('/account');
  await expect(page).toHaveTitle('Account - Coaching Platform');
  await expect(page.getByText('Account Management').first()).toBeVisible();

  // The coach writes while the client is on another page: the count shows in the title.
  const login = async (email: string, password: string) =>
    ((await (await context.request.post('/api/auth/login', { data: { email, password } })).json()) as { data: { token: string } }).data
      .token;
  const clientToken = await login(person.email, person.password);
  const coachToken = await login(coach.email, coach.password);
  const rooms = (await (await context.request.get('/api/rooms', { headers: { authorization: `Bearer ${clientToken}` } })).json()) as {
    data: { id: string }[];
  };
  const sent = await context.request.post(`/api/chat/rooms/${rooms.data[0]!.id}/messages`, {
    headers: { authorization: `Bearer ${coachToken}` },
    data: { content: 'How did this week go?', messageType: 'text' },
  });
  expect(sent.ok()).toBe(true);
  await expect(page).toHaveTitle(/^\(\d+\) Account - Coaching Platform$/);
  await context.close();
});
