import { expect, test } from '@playwright/test';
import { linkIn, registerCustomer, signIn, waitForEmail } from '../support/fixtures.ts';

test('forgot password: the link from the outbox sets a new password that signs in', async ({ page, request }) => {
  const user = await registerCustomer(request, { verified: true });
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot your password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.locator('input[name=email]').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: /check your email/i })).toBeVisible();

  const mail = await waitForEmail(request, user.email, /reset/i);
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(link.pathname + link.search);

  // The spec's checks come before the call.
  await page.locator('input[name=newPassword]').fill('shorter');
  await page.locator('input[name=confirmPassword]').fill('shorter');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.').first()).toBeVisible();

  await page.locator('input[name=newPassword]').fill('brand-new-password');
  await page.locator('input[name=confirmPassword]').fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, user.email, user.password, { goto: false });
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await page.locator('input[name=password]').fill('brand-new-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/coaching$/);

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.locator('input[name=newPassword]').fill('another-password');
  await page.locator('input[name=confirmPassword]').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
