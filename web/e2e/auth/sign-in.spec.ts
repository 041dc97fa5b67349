import { expect, test } from '@playwright/test';
import { registerCustomer, signIn } from '../support/fixtures.ts';
import { coachedClient } from '../support/coached-client.ts';
import { freshCoach } from '../support/fresh-coach.ts';

test.describe('signing in', () => {
  test('the right password opens the client home; a wrong one says so', async ({ page }) => {
    const coach = await freshCoach(page.request, 'Casey', 'Coach');
    const person = await coachedClient(page.request, `Jordan${Date.now().toString(36).slice(-4)}`, coach, 'Client');
    await signIn(page, person.email, 'not-the-password');
    await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.locator('input[name=password]').fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByRole('heading', { name: 'Coaching Session' })).toBeVisible();
    await expect(page.getByText('Working with Casey Coach and your AI coach').first()).toBeVisible();
  });

  test('a coach lands on the coach dashboard and sees the Coach Tools menu and crown', async ({ page }) => {
    const coach = await freshCoach(page.request, 'Casey', 'Coach');
    await signIn(page, coach.email, coach.password);
    await expect(page).toHaveURL(/\/coach-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Casey' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Coach Tools/ })).toBeVisible();
    await expect(page.getByLabel('Coach', { exact: true })).toBeVisible();
  });

  test('a guarded page sends you to /login and back after signing in', async ({ page }) => {
    const user = await registerCustomer(page.request, { verified: true });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user.email, user.password, { goto: false });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  });

  test('logging out in one tab signs out the other tabs, and logging in follows too', async ({ context }) => {
    const user = await registerCustomer(context.request, { verified: true });
    const first = await context.newPage();
    await signIn(first, user.email, user.password);
    await expect(first).toHaveURL(/\/coaching$/);
    const second = await context.newPage();
    await second.goto('/coaching');
    await expect(second.getByRole('button', { name: /Account menu for Riley/ })).toBeVisible();

    await first.getByRole('button', { name: /Account menu/ }).click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);

    await signIn(first, user.email, user.password, { goto: false });
    await expect(first).toHaveURL(/\/coaching$/);
    await expect(second.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('My Subscription opens the subscription page for a client', async ({ page }) => {
    const user = await registerCustomer(page.request, { verified: true });
    await signIn(page, user.email, user.password);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeVisible();
  });
});
