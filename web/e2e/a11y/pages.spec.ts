import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addGoal, clientRoom, sendMessage } from '../support/chat.ts';
import { coachedClient } from '../support/coached-client.ts';
import {
  apiLogin,
  ensureOpenAccessCode,
  expectNoSeriousA11yViolations,
  OPEN_ACCESS_CODE,
  registerCustomer,
  uniqueEmail,
} from '../support/fixtures.ts';
import { freshCoach } from '../support/fresh-coach.ts';
import { sessionInDays } from '../support/sessions.ts';

/**
 * A coach of the journey's own with a client who has a session ahead, a goal and a word from the
 * coach: the signed-in pages show those parts to scan, not only their empty states.
 */
async function coachWithClient(request: APIRequestContext) {
  const coach = await freshCoach(request, 'Casey', 'Coach');
  const person = await coachedClient(request, `Jordan${Date.now().toString(36).slice(-4)}`, coach, 'Client');
  const client = await apiLogin(request, person);
  await sessionInDays(request, coach.token, client.user.id, { days: 2, sessionGoals: 'Debrief the informational interview' });
  const roomId = await clientRoom(request, client.token);
  await addGoal(request, client.token, roomId, 'Send two outreach messages this week');
  await sendMessage(request, coach.token, roomId, `Good to meet you, ${person.firstName}. See you on our first session.`);
  return { coach, client };
}

const asUser = (page: Page, token: string) => page.addInitScript((t) => window.localStorage.setItem('coach.token', t), token);

/**
 * Each page: no serious or critical axe violations, and nothing wider than the window. Loaded at
 * 375 px, then widened to 1280 px as a window is: a second load cost each page two seconds.
 */
async function check(page: Page, path: string, ready: RegExp | string) {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(path);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at ${width} px is wider than the window`).toBeLessThanOrEqual(0);
  }
}

// Scanned as most people see the pages: with their animations.
test.use({ reducedMotion: 'no-preference' });

test.describe('accessibility and layout at 375 and 1280 px', () => {
  // Many pages per test, each loaded and scanned twice.
  test.describe.configure({ timeout: 150_000 });
  test('public pages', async ({ page }) => {
    await check(page, '/', /Grow with a coach/);
    await check(page, '/privacy', 'Privacy Policy');
    await check(page, '/login', /sign in/i);
    await check(page, '/forgot-password', /forgot/i);
    await check(page, '/reset-password?token=abc', /password/i);
    await check(page, '/no-such-page', 'Page not found');
    await check(page, '/intake', /Welcome!|Beta Access Required/);
    await check(page, '/coach-access-code', /Join as a Coach|Beta Access Required/);
    await check(page, '/accept-invite/not-a-real-code', 'Invalid Invitation');
  });

  test('coach registration and onboarding', async ({ page }) => {
    await ensureOpenAccessCode(page.request);
    await page.addInitScript((code) => window.sessionStorage.setItem('coach.accessCode', code), OPEN_ACCESS_CODE);
    await check(page, '/coach-registration', /coach/i);
    const res = await page.request.post('/api/coaches/register', {
      data: {
        firstName: 'Axe',
        lastName: 'Coach',
        email: uniqueEmail('axecoach'),
        password: 'axe-coach-pass',
        confirmPassword: 'axe-coach-pass',
        agreedToTerms: true,
        accessCode: OPEN_ACCESS_CODE,
      },
    });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: { token: string } };
    // Onboarding needs a verified coach: this one is not yet, so it is sent to verify its email first, and that page is scanned.
    await asUser(page, data.token);
    await page.goto('/coach-onboarding');
    await expect(page).toHaveURL(/\/verify-email$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the dialogs of the landing page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pricing' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('verify email (signed in, unverified)', async ({ page }) => {
    const user = await registerCustomer(page.request);
    await asUser(page, user.token);
    await check(page, '/verify-email', /verify/i);
  });

  test('client pages', async ({ page }) => {
    const { client } = await coachWithClient(page.request);
    await asUser(page, client.token);
    await check(page, '/coaching', 'Coaching Session');
    await check(page, '/account', 'Account Management');
    // Loaded: the last section is on screen.
    await check(page, '/subscription', 'Billing history');
  });

  test('coach pages', async ({ page }) => {
    const { coach } = await coachWithClient(page.request);
    await asUser(page, coach.token);
    await check(page, '/coach-dashboard', /Welcome back/);
    await check(page, '/coach-dashboard?tab=clients', /Welcome back/);
    await check(page, '/coach/invites', 'Manage Invites');
    await page.goto('/coach/invites?new=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await check(page, '/account', 'Account Management');
  });
});
